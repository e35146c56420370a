import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { languageOf } from "~/lib/request-facts";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { IconArrowLeft, IconBrandWhatsapp, IconMail, IconPhone, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "~/i18n/translation";
import { messageActivity, recordActivity } from "~/admin/activity.server";
import { requirePermission, requireStaff } from "~/admin/auth.server";
import { adminDateFormat } from "~/admin/dates";
import { Notice } from "~/admin/components/AdminShell";
import { trashRecords } from "~/admin/trash.server";
import { existingMessages, findInboxMessage, markMessages, unreadCount } from "~/db/inbox.server";
import { redirectWithNotice, takeNotice } from "~/admin/notices.server";
import { contentTypes } from "~/content/content-types";
import { readForm, refusal } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import { EmailAddress } from "~/admin/components/EmailAddress";
import { MessageSources } from "~/admin/components/MessageSources";

/**
 * One visitor message in full (/admin/contactus/:id). Opening it marks it
 * read; staff can mark it unread again, reply by e-mail, call or WhatsApp the
 * visitor, and see whether the e-mail about it reached them.
 */

const listPath = `/admin/list-${contentTypes.messages.pluralSlug}`;

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

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireStaff(request, context);
  const found = findInboxMessage(params.id ?? "");
  if (!found) throw data(null, { status: 404 });
  // Opening a message is reading it (as in any mail program).
  if (!found.message.read) markMessages([found.message.id], true);
  const lang = languageOf(context);
  const dates = adminDateFormat(lang, "full");
  const { message, notification } = found;
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
  if (intent !== "unread" && intent !== "delete") throw refusal(400);
  requirePermission(staff, context, intent === "delete" ? "delete" : "change");
  const found = existingMessages([id]);
  if (intent === "unread") {
    const count = markMessages([id], false);
    recordActivity(messageActivity(staff, found, "update"));
    if (count === 0) return redirectWithNotice(request, listPath, "admin.notices.notFound");
    // Back to the list: staying here would read it again.
    return redirectWithNotice(request, listPath, "admin.inbox.markedUnread", { count });
  }
  // To the trash, with its reading state: restored from there for TRASH_DAYS.
  const count = trashRecords(staff, "messages", [id]);
  return redirectWithNotice(request, listPath, count ? "admin.inbox.deleted" : "admin.notices.notFound", {
    count,
  });
}

export default function InboxRecord() {
  const { t } = useTranslation();
  const { message, sources, phoneDigits, notification, notice, noticeValues } =
    useLoaderData<typeof loader>();
  const replySubject = `${t("admin.inbox.replyPrefix")} ${message.subject}`;
  const confirmDelete = (event: React.MouseEvent<HTMLButtonElement>) => {
    if (!window.confirm(t("admin.list.confirmDelete"))) event.preventDefault();
  };
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
        </dl>
        <div className="inbox-message__text" dir="auto">
          {message.text}
        </div>
        <div className="inbox-message__actions">
          <a
            className="button button--small"
            href={`mailto:${message.email}?subject=${encodeURIComponent(replySubject)}`}
          >
            <IconMail size={16} aria-hidden="true" /> {t("admin.inbox.reply")}
          </a>
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
              <p dir="ltr">
                <bdi>{t("admin.inbox.notificationError", { error: notification.lastError })}</bdi>
              </p>
            ) : null}
          </>
        )}
      </section>
    </>
  );
}
