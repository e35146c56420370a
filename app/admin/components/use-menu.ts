import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * A phone's menu: a <details>, so it opens and closes without JavaScript. With JavaScript it closes
 * after one of its links is followed (the header stays on screen between pages), only when the
 * location changes, not when the page hydrates (a visitor on a slow phone may have opened it before
 * the scripts arrived); and Escape closes it, as it closes any popup, with focus back on its toggle.
 * The back office's header (the public one gets the same rules from app/enhance/menu.ts).
 */
export function useMenu() {
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const shownLocation = useRef(location.key);
  useEffect(() => {
    if (shownLocation.current === location.key) return;
    shownLocation.current = location.key;
    if (menu.current) menu.current.open = false;
  }, [location.key]);
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      const details = menu.current;
      if (event.key !== "Escape" || !details?.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, []);
  return menu;
}
