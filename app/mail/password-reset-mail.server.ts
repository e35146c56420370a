import { randomBytes } from "node:crypto";
import { env, siteOrigin } from "~/config/env.server";
import { readCompanyFacts } from "~/db/company-settings.server";
import { insertResetToken } from "~/db/password-resets.server";
import { isLanguage, fallbackLanguage, type Language } from "~/i18n/languages";
import { resources } from "~/i18n/resources";
import { translateFrom } from "~/i18n/translate";

/**
 * The forgotten-password e-mail (docs/decisions/021-password-reset-and-backup-key.md). Its link is
 * made when the mail is sent, not when it was asked for: the token exists only in memory and in the
 * mail, the database keeps its SHA-256 (app/db/password-resets.server.ts), and the queue row says
 * only which account and language.
 */

/** How long a link works, from when its mail was sent. */
export const RESET_LINK_MINUTES = 30;
/** The page the link opens (app/admin/route-table.ts registers it). */
export const RESET_PASSWORD_PATH = "/admin/reset-password";

/** A mail that could not go out within a link's lifetime is dropped: the person has moved on or asked again. */
export const RESET_MAIL_GIVE_UP_MS = RESET_LINK_MINUTES * 60_000;

/** Makes a new link for the account, valid for RESET_LINK_MINUTES: its token, and the address to send. */
export function issueResetLink(
  staffId: string,
  language: string | null,
  now = Date.now(),
): { token: string; url: string } {
  const token = randomBytes(32).toString("base64url");
  insertResetToken(token, { staffId, createdAt: now, expiresAt: now + RESET_LINK_MINUTES * 60_000 });
  const query = new URLSearchParams({ token, lng: isLanguage(language) ? language : fallbackLanguage });
  // SITE_URL, never the Host header of the request that asked: a forged Host cannot redirect the link.
  return { token, url: `${siteOrigin()}${RESET_PASSWORD_PATH}?${query}` };
}

/** The mail for one link, in the language the person asked in. */
export function resetMail(to: string, url: string, language: string | null) {
  const lng: Language = isLanguage(language) ? language : fallbackLanguage;
  const t = translateFrom(() => resources[lng].translation, lng);
  const settings = env();
  const company = readCompanyFacts().name[lng] || readCompanyFacts().name.en;
  const values = {
    site: company,
    email: to,
    minutes: RESET_LINK_MINUTES,
    count: RESET_LINK_MINUTES,
    link: url,
  };
  return {
    from: {
      name: company.replace(/[\r\n]+/g, " "),
      address: settings.MAIL_FROM?.[0] ?? settings.NOTIFY_EMAIL![0]!,
    },
    to,
    subject: t("admin.passwordReset.mailSubject", values).replace(/[\r\n]+/g, " "),
    text: t("admin.passwordReset.mailBody", values),
    disableUrlAccess: true,
    disableFileAccess: true,
  };
}
