import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { languageOf } from "~/lib/request-facts";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import {
  IconArrowLeft,
  IconBrandWhatsapp,
  IconMail,
  IconPhone,
  IconSend,
  IconTrash,
} from "@tabler/icons-react";
import { useTranslation } from "~/i18n/translation";
import { messageActivity, recordActivity, type ActivityEntry } from "~/admin/activity.server";
import { requirePermission, requireStaff } from "~/admin/auth.server";
import { adminDateFormat } from "~/admin/dates";
import { Notice } from "~/admin/components/AdminShell";
import { trashRecords } from "~/admin/trash.server";
import { existingMessages, findInboxMessage, markMessages, unreadCount } from "~/db/inbox.server";
import { conversationOf, insertNote, messageStateOf, setMessageStates } from "~/db/message-replies.server";
import {
  isMessageState,
  MESSAGE_STATES,
  NOTE_MAX,
  REPLY_FIELD,
  REPLY_SUBJECT_MAX as SUBJECT_MAX,
  REPLY_TEXT,
  type MessageState,
} from "~/content/message-replies";
import { redirectWithNotice, takeNotice } from "~/admin/notices.server";
import { contentTypes } from "~/content/content-types";
import { fieldKinds, type FieldError } from "~/content/field-kinds";
import { renderRichText } from "~/content/rich-text.server";
import { readForm, refusal } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import { newId } from "~/db/ids.server";
import { EmailAddress } from "~/admin/components/EmailAddress";
import { isolated } from "~/lib/bidi";
import { errorText } from "~/admin/components/field-inputs";
import { FormattingHelp } from "~/admin/components/RecordFields";
import { fallbackLanguage, isLanguage, languageList, writtenIn, type Language } from "~/i18n/languages";
import { mailEnabled, queueReply } from "~/mail/notifications.server";
import { replyAddresses } from "~/mail/reply-mail.server";
import { MessageSources } from "~/admin/components/MessageSources";

/**
 * One visitor message in full (/admin/contactus/:id). Opening it marks it read. Staff reply from here
 * (an e-mail through the mail queue: docs/decisions/048-replies-and-message-states.md), see the
 * conversation (the visitor's message and each reply, with whether it was sent), set the message's
 * state, leave notes for each other, mark it unread again, call or WhatsApp the visitor, and see
 * whether the e-mail to staff about it reached them. Replying, states and notes are "change" on
 * messages; every form works without JavaScript.
 */

const listPath = `/admin/list-${contentTypes.messages.pluralSlug}`;
const messagePath = (id: string) => `/admin/${contentTypes.messages.slug}/${encodeURIComponent(id)}`;

/** Any character that would end a mail header's line. */
const LINE_BREAK = /[\r\n\u2028\u2029\v\f\u0085]/;

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: "admin.types.messages.list" }),
  { name: "robots", content: "noindex" },
];

/** The phone as the digits a tel: or wa.me link wants (Iraqi numbers written 07… become +9647…). */
function internationalDigits(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  if (digits.startsWith("+")) return digits.slice(1);
  if (digits.startsWith("00")) return digits.slice(2);
  if (digits.startsWith("07")) return `964${digits.slice(1)}`;
  return digits;
}

/** "Re: " once (RFC 5322's reply prefix, which mail programs thread by, is never translated). */
export const replySubjectOf = (subject: string) =>
  /^re:/i.test(subject.trim()) ? subject : `Re: ${subject}`;

type ReplyValues = { subject: string; body: string; language: Language };
/** A field's error, or a subject with a line break in it. */
type ReplyError = FieldError | { code: "lineBreak" };
type ActionResult = {
  reply?: { values: ReplyValues; errors: { subject?: ReplyError; body?: FieldError; mailOff?: true } };
  note?: { value: string; error: FieldError };
};

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireStaff(request, context);
  const found = findInboxMessage(params.id ?? "");
  if (!found) throw data(null, { status: 404 });
  // Opening a message is reading it (as in any mail program).
  if (!found.message.read) markMessages([found.message.id], true);
  const lang = languageOf(context);
  const dates = adminDateFormat(lang, "full");
  const { message, notification } = found;
  const state = messageStateOf(message.id);
  const { replies, notes } = conversationOf(message.id);
  const { notice, noticeValues, cookie } = await takeNotice(request);
  return data(
    {
      message: {
        id: message.id,
        name: message.name,
        email: message.email,
        phone: message.phone,
        subject: message.subject,
        text: message.message,
        date: dates.format(message.date),
      },
      state: {
        state: state.state,
        since: state.changedAt ? dates.format(state.changedAt) : null,
        by: state.changedBy,
      },
      replies: replies.map((reply) => ({
        id: reply.id,
        by: reply.staffEmail,
        date: dates.format(reply.createdAt),
        subject: reply.subject,
        // Staff's own text, rendered by the server's rich-text renderer (escaped, links checked).
        html: renderRichText(reply.body, REPLY_TEXT),
        status: reply.status,
        attempts: reply.attempts,
        error: reply.error,
        sentAt: reply.sentAt ? dates.format(reply.sentAt) : null,
      })),
      notes: notes.map((note) => ({
        id: note.id,
        by: note.staffEmail,
        date: dates.format(note.createdAt),
        body: note.body,
      })),
      reply: {
        enabled: mailEnabled(),
        ...replyAddresses(),
        subject: replySubjectOf(message.subject),
        language: ((language) => (isLanguage(language) ? language : fallbackLanguage))(
          writtenIn(`${message.subject} ${message.message}`),
        ),
        // The form's own key: the same form sent twice (a double click, the back button) sends one reply.
        formKey: newId(),
      },
      sources: {
        sentFrom: message.sentFrom,
        landingPage: message.landingPage,
        referrer: message.referrer,
        utmSource: message.utmSource,
        utmMedium: message.utmMedium,
        utmCampaign: message.utmCampaign,
      },
      phoneDigits: internationalDigits(message.phone),
      notification: notification && {
        ...notification,
        sentAt: notification.sentAt ? dates.format(notification.sentAt) : null,
      },
      notice,
      noticeValues,
      unread: unreadCount(),
    },
    { headers: { "Set-Cookie": cookie } },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const staff = await requireStaff(request, context);
  const form = await readForm(request);
  const id = params.id ?? "";
  const intent = form.get("intent");
  if (
    intent !== "unread" &&
    intent !== "delete" &&
    intent !== "reply" &&
    intent !== "state" &&
    intent !== "note"
  )
    throw refusal(400);
  requirePermission(staff, context, intent === "delete" ? "delete" : "change");
  const here = messagePath(id);
  const entry = (action: ActivityEntry["action"], subject: string, fields?: string[]): ActivityEntry => ({
    accountId: staff.id,
    email: staff.email,
    action,
    subjectType: "messages",
    subjectId: id,
    label: subject,
    changedFields: fields,
  });

  if (intent === "reply") return reply(form);
  if (intent === "state") {
    const state = form.get("state");
    if (!isMessageState(state)) throw refusal(400);
    const changed = setMessageStates([id], state, staff.email);
    recordActivity(changed.map((message) => entry("stateChanged", message.subject, ["state"])));
    if (existingMessages([id]).length === 0)
      return redirectWithNotice(request, listPath, "admin.notices.notFound");
    return redirectWithNotice(request, here, "admin.inbox.stateChanged", { count: changed.length });
  }
  if (intent === "note") {
    const raw = form.get("note");
    const value = typeof raw === "string" ? raw.replace(/\r\n?/g, "\n").trim() : "";
    const error: FieldError | undefined =
      value === ""
        ? { code: "required" }
        : Array.from(value).length > NOTE_MAX
          ? { code: "tooLong", max: NOTE_MAX }
          : undefined;
    if (error)
      return data<ActionResult>(
        { note: { value: Array.from(value).slice(0, NOTE_MAX).join(""), error } },
        { status: 400 },
      );
    const found = existingMessages([id]);
    if (!insertNote(id, value, staff.email))
      return redirectWithNotice(request, listPath, "admin.notices.notFound");
    recordActivity(entry("noteAdded", found[0]?.subject ?? "", ["notes"]));
    return redirectWithNotice(request, `${here}#notes`, "admin.inbox.noteAdded");
  }
  const found = existingMessages([id]);
  if (intent === "unread") {
    const count = markMessages([id], false);
    recordActivity(messageActivity(staff, found, "update"));
    if (count === 0) return redirectWithNotice(request, listPath, "admin.notices.notFound");
    // Back to the list: staying here would read it again.
    return redirectWithNotice(request, listPath, "admin.inbox.markedUnread", { count });
  }
  // To the trash, with its reading state, its state, replies and notes: restored from there for TRASH_DAYS.
  const count = trashRecords(staff, "messages", [id]);
  return redirectWithNotice(request, listPath, count ? "admin.inbox.deleted" : "admin.notices.notFound", {
    count,
  });

  async function reply(form: FormData) {
    const rawSubject = form.get("subject");
    const rawLanguage = form.get("language");
    const formKey = form.get("formKey");
    if (typeof rawSubject !== "string" || typeof formKey !== "string" || !/^[\w-]{16,64}$/.test(formKey))
      throw refusal(400);
    const language = isLanguage(rawLanguage) ? rawLanguage : null;
    if (!language) throw refusal(400);
    const body = fieldKinds.richText.read(form, "body", REPLY_FIELD, { fallback: true });
    const subject = rawSubject.trim();
    const values: ReplyValues = {
      subject: Array.from(subject).slice(0, SUBJECT_MAX).join(""),
      body: body.value ?? "",
      language,
    };
    const errors: NonNullable<ActionResult["reply"]>["errors"] = {};
    // A line break would start a header of its own: refused, never flattened, so staff see what went.
    if (LINE_BREAK.test(subject)) errors.subject = { code: "lineBreak" };
    else if (subject === "") errors.subject = { code: "required" };
    else if (Array.from(subject).length > SUBJECT_MAX) errors.subject = { code: "tooLong", max: SUBJECT_MAX };
    if (body.error) errors.body = body.error;
    if (!mailEnabled()) errors.mailOff = true;
    if (Object.keys(errors).length > 0)
      return data<ActionResult>({ reply: { values, errors } }, { status: 400 });
    const message = findInboxMessage(id)?.message;
    if (!message) return redirectWithNotice(request, listPath, "admin.notices.notFound");
    const stored = queueReply({
      messageId: id,
      formKey,
      toAddress: message.email,
      subject,
      body: values.body,
      language,
      staffId: staff.id,
      staffEmail: staff.email,
    });
    if (!stored) return redirectWithNotice(request, listPath, "admin.notices.notFound");
    if (!stored.duplicate) recordActivity(entry("reply", stored.subject, ["state"]));
    return redirectWithNotice(request, `${here}#conversation`, "admin.inbox.replyQueued");
  }
}

export default function InboxRecord() {
  const { t } = useTranslation();
  const loaded = useLoaderData<typeof loader>();
  const { message, sources, phoneDigits, notification, notice, noticeValues, state, replies, notes, reply } =
    loaded;
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const typed = result?.reply?.values;
  const replyErrors = result?.reply?.errors ?? {};
  const mailto = `mailto:${message.email}?subject=${encodeURIComponent(reply.subject)}`;
  const fieldError = (error: ReplyError | undefined) =>
    !error ? null : error.code === "lineBreak" ? t("admin.inbox.subjectOneLine") : errorText(t, error);
  const confirmDelete = (event: React.MouseEvent<HTMLButtonElement>) => {
    if (!window.confirm(t("admin.list.confirmDelete"))) event.preventDefault();
  };
  const stateButton: Record<
    MessageState,
    "admin.inbox.markNew" | "admin.inbox.markReplied" | "admin.inbox.markClosed"
  > = {
    new: "admin.inbox.markNew",
    replied: "admin.inbox.markReplied",
    closed: "admin.inbox.markClosed",
  };
  const subjectError = fieldError(replyErrors.subject);
  const bodyError = fieldError(replyErrors.body);
  const noteError = result?.note ? fieldError(result.note.error) : null;

  return (
    <>
      <Link to={listPath} className="back-link">
        <IconArrowLeft className="icon-flip" size={18} aria-hidden="true" /> {t("admin.inbox.backToInbox")}
      </Link>
      <Notice text={notice ? t(notice, noticeValues) : null} />
      <article className="admin-card inbox-message">
        <h1 dir="auto">{message.subject}</h1>
        <dl className="inbox-message__fields">
          <dt>{t("admin.inbox.from")}</dt>
          <dd>
            <bdi>{message.name}</bdi>
          </dd>
          <dt>{t("admin.fields.email")}</dt>
          <dd>
            <a href={`mailto:${message.email}`}>
              <EmailAddress address={message.email} />
            </a>
          </dd>
          <dt>{t("admin.fields.phone")}</dt>
          <dd>
            <a href={`tel:+${phoneDigits}`} dir="ltr">
              {message.phone}
            </a>
          </dd>
          <dt>{t("admin.inbox.received")}</dt>
          <dd>{message.date}</dd>
          <dt>{t("admin.inbox.state")}</dt>
          <dd>
            <span className={`badge badge--state badge--${state.state}`}>
              {t(`admin.inbox.states.${state.state}`)}
            </span>
            {state.since && state.by ? (
              <span className="inbox-message__since">
                {" "}
                {t("admin.inbox.stateSince", { date: state.since, who: state.by })}
              </span>
            ) : null}
          </dd>
        </dl>
        <Form method="post" className="inbox-message__states" aria-label={t("admin.inbox.setState")}>
          <input type="hidden" name="intent" value="state" />
          <span>{t("admin.inbox.setState")}:</span>
          {MESSAGE_STATES.filter((other) => other !== state.state).map((other) => (
            <button
              key={other}
              type="submit"
              name="state"
              value={other}
              className="button button--small button--ghost"
            >
              {t(stateButton[other])}
            </button>
          ))}
        </Form>
        <div className="inbox-message__actions">
          <a className="button button--small button--ghost" href={`tel:+${phoneDigits}`}>
            <IconPhone size={16} aria-hidden="true" /> {t("admin.inbox.call")}
          </a>
          <a
            className="button button--small button--ghost"
            href={`https://wa.me/${phoneDigits}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            <IconBrandWhatsapp size={16} aria-hidden="true" /> {t("admin.inbox.whatsapp")}
          </a>
          <Form method="post">
            <button type="submit" name="intent" value="unread" className="button button--small button--ghost">
              {t("admin.inbox.markUnread")}
            </button>
          </Form>
          <Form method="post">
            <button
              type="submit"
              name="intent"
              value="delete"
              className="button button--small button--danger"
              onClick={confirmDelete}
            >
              <IconTrash size={16} aria-hidden="true" /> {t("admin.list.delete")}
            </button>
          </Form>
        </div>
      </article>
      <MessageSources sources={sources} />

      <section
        className="admin-card inbox-conversation"
        id="conversation"
        aria-labelledby="conversation-heading"
      >
        <h2 id="conversation-heading">{t("admin.inbox.conversation")}</h2>
        <ol className="conversation">
          <li className="conversation__item conversation__item--visitor">
            <p className="conversation__meta">
              <strong>{t("admin.inbox.visitorWrote", { name: message.name })}</strong> · {message.date}
            </p>
            <div className="inbox-message__text" dir="auto">
              {message.text}
            </div>
          </li>
          {replies.map((sent) => (
            <li key={sent.id} className="conversation__item conversation__item--reply">
              <p className="conversation__meta">
                <strong>{t("admin.inbox.replyBy", { who: sent.by })}</strong> · {sent.date}
              </p>
              <p className="conversation__subject" dir="auto">
                {sent.subject}
              </p>
              <div
                className="conversation__body rich-text"
                dir="auto"
                dangerouslySetInnerHTML={{ __html: sent.html }}
              />
              <p className={`conversation__status conversation__status--${sent.status}`}>
                {sent.status === "sent"
                  ? t("admin.inbox.replySent", { date: sent.sentAt ?? sent.date })
                  : sent.status === "sending"
                    ? t("admin.inbox.replySending", { attempts: sent.attempts })
                    : sent.error === "trashed"
                      ? t("admin.inbox.replyTrashed")
                      : t("admin.inbox.replyFailed")}
              </p>
              {sent.error && sent.error !== "trashed" ? (
                <p className="conversation__error">
                  {t("admin.inbox.notificationError", { error: isolated(sent.error) })}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      </section>

      <section className="admin-card inbox-reply" id="reply" aria-labelledby="reply-heading">
        <h2 id="reply-heading">{t("admin.inbox.replyHeading")}</h2>
        {reply.enabled && !replyErrors.mailOff ? (
          <Form method="post" key={reply.formKey} className="inbox-reply__form">
            <input type="hidden" name="intent" value="reply" />
            <input type="hidden" name="formKey" value={reply.formKey} />
            <p className="inbox-reply__to">
              {t("admin.inbox.replyTo")}: <EmailAddress address={message.email} />
            </p>
            <div className="field">
              <label htmlFor="reply-subject">{t("admin.fields.subject")}</label>
              <input
                id="reply-subject"
                name="subject"
                dir="auto"
                required
                maxLength={SUBJECT_MAX}
                defaultValue={typed?.subject ?? reply.subject}
                aria-invalid={subjectError ? true : undefined}
                aria-describedby={subjectError ? "reply-subject-error" : undefined}
              />
              {subjectError ? (
                <p className="field__error" id="reply-subject-error" role="alert">
                  {subjectError}
                </p>
              ) : null}
            </div>
            <div className="field">
              <label htmlFor="reply-body">{t("admin.inbox.replyBody")}</label>
              <textarea
                id="reply-body"
                name="body"
                dir="auto"
                rows={8}
                required
                maxLength={REPLY_FIELD.maxLength}
                defaultValue={typed?.body ?? ""}
                aria-invalid={bodyError ? true : undefined}
                aria-describedby={`reply-body-formats${bodyError ? " reply-body-error" : ""}`}
              />
              {bodyError ? (
                <p className="field__error" id="reply-body-error" role="alert">
                  {bodyError}
                </p>
              ) : null}
              <FormattingHelp id="reply-body-formats" field={REPLY_FIELD} />
            </div>
            <div className="field">
              <label htmlFor="reply-language">{t("admin.inbox.replyLanguage")}</label>
              <select
                id="reply-language"
                name="language"
                defaultValue={typed?.language ?? reply.language}
                aria-describedby="reply-language-help"
              >
                {languageList.map(({ code }) => (
                  <option key={code} value={code}>
                    {t(`admin.languages.${code}`)}
                  </option>
                ))}
              </select>
              <p className="field__help" id="reply-language-help">
                {t("admin.inbox.replyLanguageHelp")}
              </p>
            </div>
            <p className="field__help">
              {t("admin.inbox.replyFrom", { from: reply.from ?? "" })}{" "}
              {reply.replyTo ? t("admin.inbox.replyAnswersTo", { address: reply.replyTo }) : null}
            </p>
            <button type="submit" className="button">
              <IconSend className="icon-flip" size={18} aria-hidden="true" /> {t("admin.inbox.send")}
            </button>
          </Form>
        ) : (
          <>
            <p className="inbox-reply__off" role={replyErrors.mailOff ? "alert" : undefined}>
              {t("admin.inbox.mailOff", { smtp: "SMTP_URL", notify: "NOTIFY_EMAIL", from: "MAIL_FROM" })}
            </p>
            <p>
              <a className="button button--small" href={mailto}>
                <IconMail size={16} aria-hidden="true" /> {t("admin.inbox.reply")}
              </a>
            </p>
            {typed?.body ? (
              // What staff typed before the server lost its mail settings is not lost.
              <textarea
                readOnly
                rows={6}
                aria-label={t("admin.inbox.replyBody")}
                defaultValue={typed.body}
                dir="auto"
              />
            ) : null}
          </>
        )}
      </section>

      <section className="admin-card inbox-notes" id="notes" aria-labelledby="notes-heading">
        <h2 id="notes-heading">{t("admin.inbox.notes")}</h2>
        <p className="field__help">{t("admin.inbox.notesHelp")}</p>
        {notes.length > 0 ? (
          <ol className="conversation">
            {notes.map((note) => (
              <li key={note.id} className="conversation__item conversation__item--note">
                <p className="conversation__meta">
                  <strong>{t("admin.inbox.noteBy", { who: note.by })}</strong> · {note.date}
                </p>
                <div className="inbox-message__text" dir="auto">
                  {note.body}
                </div>
              </li>
            ))}
          </ol>
        ) : null}
        <Form method="post" key={`note-${notes.length}`}>
          <input type="hidden" name="intent" value="note" />
          <div className="field">
            <label htmlFor="note-body">{t("admin.inbox.note")}</label>
            <textarea
              id="note-body"
              name="note"
              dir="auto"
              rows={3}
              required
              maxLength={NOTE_MAX}
              defaultValue={result?.note?.value ?? ""}
              aria-invalid={noteError ? true : undefined}
              aria-describedby={noteError ? "note-body-error" : undefined}
            />
            {noteError ? (
              <p className="field__error" id="note-body-error" role="alert">
                {noteError}
              </p>
            ) : null}
          </div>
          <button type="submit" className="button button--small">
            {t("admin.inbox.addNote")}
          </button>
        </Form>
      </section>

      <section className="admin-card inbox-notification" aria-labelledby="notification-heading">
        <h2 id="notification-heading">{t("admin.inbox.notification")}</h2>
        {notification === null ? (
          <p>{t("admin.inbox.notificationNone")}</p>
        ) : notification.status === "sent" ? (
          <p>{t("admin.inbox.notificationSent", { date: notification.sentAt })}</p>
        ) : (
          <>
            <p>
              {notification.status === "failed"
                ? t("admin.inbox.notificationFailed", {
                    attempts: notification.attempts,
                    count: notification.attempts,
                  })
                : t("admin.inbox.notificationPending", { attempts: notification.attempts })}
            </p>
            {notification.lastError ? (
              <p>{t("admin.inbox.notificationError", { error: isolated(notification.lastError) })}</p>
            ) : null}
          </>
        )}
      </section>
    </>
  );
}
