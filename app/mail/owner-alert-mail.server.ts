import { roles } from "~/content/access";
import { z } from "zod";
import { env, siteOrigin } from "~/config/env.server";
import { readCompanyFacts } from "~/db/company-settings.server";
import { fallbackLanguage, isLanguage, languages, type Language } from "~/i18n/languages";
import { resources } from "~/i18n/resources";
import type { TextKey } from "~/i18n/text-keys";
import { translateFrom, type Translate, type TranslationValues } from "~/i18n/translate";
import { escapeHtml } from "~/content/escape-html";
import { adminDateFormat } from "~/lib/dates";
import { isolated } from "~/lib/bidi";

/**
 * The e-mail that tells an Owner of a change to the staff accounts (queued by owner-alerts.server.ts,
 * sent by notifications.server.ts): what happened, to which account, by whom, when, and where to look,
 * in the Owner's language.
 */

export const OWNER_ALERT_KINDS = [
  "accountAdded",
  "accountRemoved",
  "roleChanged",
  "secondFactorOff",
  "passwordReset",
] as const;

const address = z.string().min(1).max(254);
const common = {
  /** The e-mail of the account the change was made to. */
  subject: address,
  /** The e-mail of the account that made it; null when no account did (see `via`). */
  by: address.nullable(),
  /** How, when `by` is null: the command line on the server (the default) or the e-mailed reset link. */
  via: z.enum(["commandLine", "resetLink"]).optional(),
};

/**
 * What a queue row's `alert` holds, read back through this schema so that a bad row is dropped, not
 * sent. A role change names the roles, from and to; no other kind does.
 */
export const ownerAlertSchema = z.union([
  z.object({
    kind: z.literal("roleChanged"),
    ...common,
    role: z.object({ from: z.enum(roles), to: z.enum(roles) }),
  }),
  z.object({
    kind: z.enum(OWNER_ALERT_KINDS).exclude(["roleChanged"]),
    ...common,
    role: z.undefined().optional(),
  }),
]);

export type OwnerAlert = z.infer<typeof ownerAlertSchema>;

/** A row's alert, or why it cannot be sent. */
export function readOwnerAlert(
  json: string,
): { ok: true; alert: OwnerAlert } | { ok: false; reason: string } {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { ok: false, reason: "its alert is not JSON" };
  }
  const parsed = ownerAlertSchema.safeParse(value);
  return parsed.success
    ? { ok: true, alert: parsed.data }
    : { ok: false, reason: `its alert does not fit: ${z.prettifyError(parsed.error).replace(/\s+/g, " ")}` };
}

/** A header value on one line, whatever an address or a company name holds. */
const oneLine = (text: string) => text.replace(/[\r\n\u2028\u2029\t\v\f]+/g, " ").trim();

/** The alert to one Owner (`to`), in `language`, about what happened at `at`. */
export function ownerAlertMail(to: string, alert: OwnerAlert, language: string | null, at: number) {
  const lng: Language = isLanguage(language) ? language : fallbackLanguage;
  const t = translateFrom(() => resources[lng].translation, lng);
  const settings = env();
  const facts = readCompanyFacts();
  const company = facts.name[lng] || facts.name[fallbackLanguage];
  const link = (path: string) => `${siteOrigin()}${path}?${new URLSearchParams({ lng })}`;
  const by = alert.by ?? t(`admin.ownerAlert.${alert.via === "resetLink" ? "byResetLink" : "byCommandLine"}`);

  // Each line once, with its values kept apart from its text: the plain-text mail isolates an address in
  // a right-to-left sentence, the HTML one escapes the text and puts each value in a <bdi>.
  type Line = { key: TextKey; values?: Record<string, string>; link?: string };
  const lines: Line[][] = [
    [{ key: `admin.ownerAlert.what.${alert.kind}` }],
    [
      { key: "admin.ownerAlert.account", values: { account: alert.subject } },
      ...(alert.role
        ? [
            {
              key: "admin.ownerAlert.role",
              values: {
                from: t(`admin.roles.${alert.role.from}`),
                to: t(`admin.roles.${alert.role.to}`),
              },
            } satisfies Line,
          ]
        : []),
      { key: "admin.ownerAlert.by", values: { by } },
      { key: "admin.ownerAlert.when", values: { when: adminDateFormat(lng, "full").format(at) } },
    ],
    [
      { key: "admin.ownerAlert.staffLink", link: link("/admin/staff") },
      { key: "admin.ownerAlert.activityLink", link: link("/admin/activity") },
    ],
    [{ key: "admin.ownerAlert.unexpected" }],
    [{ key: "admin.ownerAlert.why", values: { site: company } }],
  ];

  const text = lines
    .map((paragraph) =>
      paragraph
        .map(({ key, values = {}, link: url }) =>
          t(key, { ...isolatedValues(values), ...(url ? { url } : {}) }),
        )
        .join("\n"),
    )
    .join("\n\n");

  const { htmlLang, dir } = languages[lng];
  const html =
    `<!doctype html><html lang="${htmlLang}" dir="${dir}"><body>` +
    lines
      .map(
        (paragraph) =>
          "<p>" +
          paragraph
            .map(({ key, values = {}, link: url }) =>
              htmlText(t, key, {
                ...values,
                ...(url ? { url: `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>` } : {}),
              }),
            )
            .join("<br>") +
          "</p>",
      )
      .join("") +
    "</body></html>";

  return {
    from: { name: oneLine(company), address: settings.MAIL_FROM?.[0] ?? settings.NOTIFY_EMAIL![0]! },
    to,
    subject: oneLine(t(`admin.ownerAlert.subjects.${alert.kind}`, { site: company, account: alert.subject })),
    text,
    html,
    disableUrlAccess: true,
    disableFileAccess: true,
  };
}

const isolatedValues = (values: Record<string, string>): TranslationValues =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, isolated(value)]));

/**
 * A text as HTML: the translation escaped, each value put in where its placeholder was, escaped and
 * isolated, except `url`, given as markup already. Values go in as markers first, so the text around
 * them can be escaped whole without touching them.
 */
function htmlText(t: Translate, key: TextKey, values: Record<string, string>) {
  const names = Object.keys(values);
  const marked = t(key, Object.fromEntries(names.map((name, index) => [name, `\uE000${index}\uE001`])));
  return escapeHtml(marked).replace(/\uE000(\d+)\uE001/g, (_marker, index: string) => {
    const name = names[Number(index)]!;
    return name === "url" ? values[name]! : `<bdi>${escapeHtml(values[name]!)}</bdi>`;
  });
}
