import { Form } from "@remix-run/react";
import { IconLogout } from "@tabler/icons-react";
import { useTranslation } from "~/i18n/translation";
import type { SignedInBrowser } from "~/admin/signed-in-browsers.server";
import { Notice } from "./AdminShell";

/**
 * The staff page's list of the browsers one's account is signed in on, each with a plain form that signs
 * it out (intent `endSession`, works without JavaScript). A browser is named by its family only.
 */
export function SignedInBrowsers({
  browsers,
  idleDays,
  lifetimeDays,
  gone,
  busy,
}: {
  browsers: SignedInBrowser[];
  idleDays: number;
  lifetimeDays: number;
  /** The browser asked for was not signed in (any more). */
  gone: boolean;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const nameOf = ({ family }: SignedInBrowser) => {
    if (!family) return t("admin.browsers.unknown");
    return family.system ? t("admin.browsers.family", family) : family.browser;
  };
  return (
    <section className="staff-section" aria-labelledby="browsers-heading">
      <h2 id="browsers-heading">{t("admin.browsers.heading")}</h2>
      <p className="staff-forms__intro">
        {t("admin.browsers.intro", { idle: idleDays, lifetime: lifetimeDays })}
      </p>
      <Notice tone="error" text={gone ? t("admin.browsers.gone") : null} />
      <ul className="browser-list">
        {browsers.map((browser) => (
          <li key={browser.handle} className="admin-card browser-list__item">
            <div className="browser-list__summary">
              <p className="browser-list__name">
                {nameOf(browser)}
                {browser.current ? <span className="badge">{t("admin.browsers.thisBrowser")}</span> : null}
              </p>
              <p className="browser-list__meta">
                {t("admin.browsers.signedIn", { date: browser.signedInAt })}
                <br />
                {t("admin.browsers.lastUsed", { date: browser.lastUsedAt })}
              </p>
            </div>
            <Form method="post">
              <input type="hidden" name="intent" value="endSession" />
              <input type="hidden" name="handle" value={browser.handle} />
              <button
                type="submit"
                className="button button--small button--ghost"
                aria-label={t("admin.browsers.signOutBrowser", {
                  browser: nameOf(browser),
                  date: browser.lastUsedAt,
                })}
                disabled={busy}
              >
                <IconLogout size={16} aria-hidden="true" /> {t("admin.browsers.signOut")}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
