import { useBlocker } from "@remix-run/react";
import { useCallback, useEffect, useLayoutEffect, useRef } from "react";

/** useLayoutEffect in the browser; on the server, where it never runs, useEffect (no warning). */
const useLayoutEffectInBrowser = typeof document === "undefined" ? useEffect : useLayoutEffect;
import { useTranslation } from "~/i18n/translation";

/**
 * Asks before leaving a form with changes that are not saved: a link in the
 * page (the router's blocker, with the page's own translated question) or
 * closing, reloading or typing another address (the browser's own
 * beforeunload question). Sending the form is never asked about, and once it
 * is sent nothing is unsaved (a save that changed nothing, or that a page
 * stays on, included); the router follows the redirect after a save without
 * asking. After a refused save the changes are still unsaved, so leaving asks
 * again: pass the action's answer, which is set only when a save is refused.
 * Spread the returned props on the <Form>.
 */
export function useUnsavedChanges(refused?: unknown) {
  const { t } = useTranslation();
  const dirty = useRef(false);
  useEffect(() => {
    dirty.current = refused !== undefined && refused !== null;
  }, [refused]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(t("admin.form.unsavedChanges"))) blocker.proceed();
    else blocker.reset();
  }, [blocker, t]);

  // A layout effect, so the question goes in the same commit as the form
  // (a passive effect's clean-up can run later, after a new page has begun loading).
  useLayoutEffectInBrowser(() => {
    const ask = (event: BeforeUnloadEvent) => {
      if (!dirty.current) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, []);

  const changed = useCallback(() => {
    dirty.current = true;
  }, []);
  const sent = useCallback(() => {
    dirty.current = false;
  }, []);
  return { onInput: changed, onChange: changed, onSubmit: sent };
}
