import { env } from "~/config/env.server";
import { readCompanyFacts } from "~/db/company-settings.server";
import { escapeHtml } from "~/content/escape-html";
import { renderRichText } from "~/content/rich-text.server";
import { REPLY_TEXT } from "~/content/message-replies";
import type { Message, MessageReply } from "~/db/schema";
import { fallbackLanguage, isLanguage, languages, type Language } from "~/i18n/languages";
import { resources } from "~/i18n/resources";
import { translateFrom } from "~/i18n/translate";
import { isolated } from "~/lib/bidi";
import { adminDateFormat } from "~/lib/dates";

/**
 * The e-mail of a reply staff wrote to a visitor from the message page (docs/decisions/048-replies-and-message-states.md):
 * from the site's sender in the company's name, `Reply-To` the company's e-mail, to the visitor's address;
 * what staff wrote as plain text (as typed: the rich-text subset reads as it is) and as HTML, then the
 * visitor's message quoted under a line in the reply's language.
 */

/** A header value on one line (the form refuses line breaks already: this is belt and braces). */
const oneLine = (text: string) => text.replace(/[\r\n\u2028\u2029\t\v\f]+/g, " ").trim();

export function replyMail(reply: MessageReply, message: Message) {
  const lng: Language = isLanguage(reply.language) ? reply.language : fallbackLanguage;
  const t = translateFrom(() => resources[lng].translation, lng);
  const settings = env();
  const facts = readCompanyFacts();
  const company = facts.name[lng] || facts.name[fallbackLanguage];
  const when = adminDateFormat(lng, "full").format(message.date);
  const { htmlLang, dir } = languages[lng];

  const wrote = t("admin.replyMail.wrote", { name: isolated(message.name), date: when });
  const quoted = message.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join("\n");
  const text = `${reply.body.trim()}\n\n${wrote}\n${quoted}\n`;

  const marked = t("admin.replyMail.wrote", { name: "\uE000name\uE001", date: "\uE000date\uE001" });
  const values = { name: message.name, date: when };
  const wroteHtml = escapeHtml(marked).replace(
    /\uE000(name|date)\uE001/g,
    (_marker, name: "name" | "date") => `<bdi>${escapeHtml(values[name])}</bdi>`,
  );
  const html =
    `<!doctype html><html lang="${htmlLang}" dir="${dir}"><body>` +
    renderRichText(reply.body, REPLY_TEXT) +
    `<p>${wroteHtml}</p>` +
    `<blockquote dir="auto" style="margin:0;padding-inline-start:1em;border-inline-start:3px solid #ccc;color:#555">` +
    message.message
      .split(/\r?\n/)
      .map((line) => escapeHtml(line))
      .join("<br>") +
    "</blockquote></body></html>";

  const replyTo = facts.email.trim();
  return {
    from: { name: oneLine(company), address: settings.MAIL_FROM?.[0] ?? settings.NOTIFY_EMAIL![0]! },
    to: oneLine(reply.toAddress),
    ...(replyTo ? { replyTo: { name: oneLine(company), address: oneLine(replyTo) } } : {}),
    subject: oneLine(reply.subject),
    text,
    html,
    disableUrlAccess: true,
    disableFileAccess: true,
  };
}

/** Who a reply comes from and where the visitor's answer goes (the form says so); no reply-to without a company e-mail. */
export function replyAddresses(): { from: string | null; replyTo: string | null } {
  const settings = env();
  return {
    from: settings.MAIL_FROM?.[0] ?? settings.NOTIFY_EMAIL?.[0] ?? null,
    replyTo: readCompanyFacts().email.trim() || null,
  };
}
