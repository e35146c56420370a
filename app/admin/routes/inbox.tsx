import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { languageOf } from "~/lib/request-facts";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { IconDownload, IconMail, IconMailOpened, IconSearch, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "~/i18n/translation";
import { messageActivity, recordActivity } from "~/admin/activity.server";
import { requirePermission, requireStaff } from "~/admin/auth.server";
import { adminDateFormat } from "~/admin/dates";
import { AdminPager } from "~/admin/components/AdminPager";
import { BackToDashboard, Notice } from "~/admin/components/AdminShell";
import { inboxSearch, isFiltered, parseInboxQuery, STATE_FILTERS } from "~/admin/inbox-query";
import { countInbox, existingMessages, inboxPage, markMessages } from "~/db/inbox.server";
import { setMessageStates } from "~/db/message-replies.server";
import type { MessageState } from "~/content/message-replies";
import { trashRecords } from "~/admin/trash.server";
import { redirectWithNotice, takeNotice } from "~/admin/notices.server";
import { ADMIN_PAGE_SIZE, paginate, paginateCountedSoFar, parsePageParam } from "~/content/pagination";
import { contentTypes } from "~/content/content-types";
import { readForm, refusal } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import { useVisitKey } from "~/admin/use-visit-key";
import { EmailAddress } from "~/admin/components/EmailAddress";

/**
 * Visitor messages as an inbox (/admin/list-contactus): unread ones stand out,
 * each shows its state (New, Replied, Closed), each opens on its own page, a
 * search and the unread and state filters work in SQL, and the checked
 * messages (those ticked when the form is sent, nothing else) are marked,
 * given a state or deleted together: one form, no JavaScript needed.
 */

const type = contentTypes.messages;
const listPath = `/admin/list-${type.pluralSlug}`;
const messagePath = (id: string) => `/admin/${type.slug}/${encodeURIComponent(id)}`;
/**
 * How many pages of a search's matches are counted beyond the one shown ("Page 1 of more than 50"):
 * about a thousand messages (docs/decisions/019-inbox-at-size.md).
 */
const SEARCH_PAGES_AHEAD = Math.ceil(1000 / ADMIN_PAGE_SIZE);
/** Past any inbox there is: keeps the count's LIMIT a whole number SQLite takes. */
const MAX_PAGE = 1_000_000_000;

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: "admin.types.messages.list" }),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context);
  const params = new URL(request.url).searchParams;
  const query = parseInboxQuery(params);
  const requested = Math.min(parsePageParam(params.get("page")), MAX_PAGE);
  // A search is counted up to the page asked for and SEARCH_PAGES_AHEAD more (countInbox).
  const { count, more } = countInbox(query, (requested + SEARCH_PAGES_AHEAD) * ADMIN_PAGE_SIZE);
  const page = more ? paginateCountedSoFar(count, requested) : paginate(count, requested);
  const lang = languageOf(context);
  const dates = adminDateFormat(lang);
  const rows = inboxPage(query, page).map((message) => ({
    id: message.id,
    name: message.name,
    email: message.email,
    subject: message.subject,
    excerpt: Array.from(message.message).slice(0, 140).join(""),
    date: dates.format(message.date),
    read: message.read,
    state: message.state,
  }));
  const { notice, noticeValues, cookie } = await takeNotice(request);
  return data(
    { query, page, rows, notice, noticeValues, search: inboxSearch(query) },
    { headers: { "Set-Cookie": cookie } },
  );
}

/** The bulk buttons that set a state. */
const STATE_INTENTS: Record<string, MessageState> = { new: "new", replied: "replied", closed: "closed" };
const stateOfIntent = (intent: unknown) =>
  typeof intent === "string" && intent.startsWith("state-") && Object.hasOwn(STATE_INTENTS, intent.slice(6))
    ? STATE_INTENTS[intent.slice(6)]
    : undefined;

/** Marks the checked messages read or unread, gives them a state, or deletes them; back to the same view. */
export async function action({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaff(request, context);
  const form = await readForm(request);
  const ids = form.getAll("ids").filter((id): id is string => typeof id === "string" && id !== "");
  const intent = form.get("intent");
  const back = `${listPath}${String(form.get("back") ?? "").startsWith("?") ? String(form.get("back")) : ""}`;
  if (ids.length > 500) throw refusal(400);
  requirePermission(staff, context, intent === "delete" ? "delete" : "change");
  if (ids.length === 0) return redirectWithNotice(request, back, "admin.inbox.noneSelected");
  if (intent === "read" || intent === "unread") {
    const found = existingMessages(ids);
    const count = markMessages(ids, intent === "read");
    recordActivity(messageActivity(staff, found, "update"));
    return redirectWithNotice(
      request,
      back,
      intent === "read" ? "admin.inbox.markedRead" : "admin.inbox.markedUnread",
      { count },
    );
  }
  const state = stateOfIntent(intent);
  if (state) {
    const changed = setMessageStates(ids, state, staff.email);
    recordActivity(
      changed.map((message) => ({
        accountId: staff.id,
        email: staff.email,
        action: "stateChanged" as const,
        subjectType: "messages",
        subjectId: message.id,
        label: message.subject,
        changedFields: ["state"],
      })),
    );
    return redirectWithNotice(request, back, "admin.inbox.stateChanged", { count: changed.length });
  }
  if (intent === "delete") {
    // To the trash, with their reading state: restored from there for TRASH_DAYS.
    const count = trashRecords(staff, "messages", ids);
    return redirectWithNotice(request, back, "admin.inbox.deleted", { count });
  }
  throw refusal(400);
}

export default function Inbox() {
  const { t } = useTranslation();
  const visitKey = useVisitKey();
  const { query, page, rows, notice, noticeValues, search } = useLoaderData<typeof loader>();
  const pageLink = (number: number) => `${listPath}${inboxSearch(query, number)}`;
  const confirmDelete = (event: React.MouseEvent<HTMLButtonElement>) => {
    if (!window.confirm(t("admin.inbox.confirmDeleteSelected"))) event.preventDefault();
  };
  const back = inboxSearch(query, page.page);

  return (
    <>
      <div className="admin-page-head">
        <h1>{t("admin.types.messages.list")}</h1>
        <a className="button button--ghost" href={`/admin/${type.slug}.csv${search}`} download>
          <IconDownload size={18} aria-hidden="true" />{" "}
          {/* Says when it exports only what the search or the filter shows. */}
          {t(isFiltered(query) ? "admin.inbox.exportCsvFiltered" : "admin.inbox.exportCsv")}
        </a>
      </div>
      <BackToDashboard />
      <Notice
        text={notice ? t(notice, noticeValues) : null}
        tone={
          notice === "admin.inbox.noneSelected" || notice === "common.errorTryAgain" ? "error" : "success"
        }
      />

      <Form method="get" className="inbox-search admin-card" role="search">
        <label htmlFor="inbox-q">{t("admin.inbox.search")}</label>
        <div className="inbox-search__row">
          <input
            id="inbox-q"
            type="search"
            name="q"
            defaultValue={query.q}
            maxLength={200}
            dir="auto"
            aria-describedby="inbox-q-help"
          />
          <button type="submit" className="button button--small">
            <IconSearch size={16} aria-hidden="true" /> {t("admin.inbox.searchButton")}
          </button>
        </div>
        <p id="inbox-q-help" className="field-help">
          {t("admin.inbox.searchHelp")}
        </p>
        <label htmlFor="inbox-from">{t("admin.inbox.cameFrom")}</label>
        <input
          id="inbox-from"
          type="text"
          name="from"
          defaultValue={query.from}
          maxLength={200}
          dir="ltr"
          aria-describedby="inbox-from-help"
        />
        <p id="inbox-from-help" className="field-help">
          {t("admin.inbox.cameFromHelp", { example: "facebook.com" })}
        </p>
        <fieldset className="inbox-filter">
          <legend>{t("admin.inbox.filter")}</legend>
          {(["all", "unread"] as const).map((filter) => (
            <label key={filter}>
              <input type="radio" name="filter" value={filter} defaultChecked={query.filter === filter} />{" "}
              {t(`admin.inbox.${filter}`)}
            </label>
          ))}
        </fieldset>
        <fieldset className="inbox-filter">
          <legend>{t("admin.inbox.state")}</legend>
          {STATE_FILTERS.map((state) => (
            <label key={state}>
              <input type="radio" name="state" value={state} defaultChecked={query.state === state} />{" "}
              {t(state === "all" ? "admin.inbox.all" : `admin.inbox.states.${state}`)}
            </label>
          ))}
        </fieldset>
        {isFiltered(query) ? (
          <Link to={listPath} className="inbox-search__clear">
            {t("admin.inbox.clearSearch")}
          </Link>
        ) : null}
      </Form>

      {rows.length === 0 ? (
        <p className="empty admin-card">
          {query.q || query.from ? t("admin.inbox.noResults") : t("common.noData")}
        </p>
      ) : (
        <Form key={visitKey} method="post" className="inbox">
          <input type="hidden" name="back" value={back} />
          <ul className="inbox__list">
            {rows.map((row) => (
              <li key={row.id} className={`inbox__item admin-card${row.read ? "" : " inbox__item--unread"}`}>
                <input
                  type="checkbox"
                  name="ids"
                  value={row.id}
                  id={`select-${row.id}`}
                  aria-label={t("admin.inbox.select", { name: row.name })}
                />
                <div className="inbox__summary">
                  <p className="inbox__meta">
                    <span className={`badge badge--state badge--${row.state}`}>
                      {t(`admin.inbox.states.${row.state}`)}
                    </span>{" "}
                    {row.read ? null : <span className="badge">{t("admin.inbox.unreadBadge")}</span>}{" "}
                    <bdi className="inbox__from">{row.name}</bdi> · <EmailAddress address={row.email} /> ·{" "}
                    <span className="inbox__date">{row.date}</span>
                  </p>
                  <p className="inbox__subject">
                    <Link to={messagePath(row.id)} dir="auto">
                      {row.subject}
                    </Link>
                  </p>
                  <p className="inbox__excerpt" dir="auto">
                    {row.excerpt}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <div className="inbox__actions" role="group" aria-label={t("admin.inbox.selected")}>
            <span>{t("admin.inbox.selected")}</span>
            <button type="submit" name="intent" value="read" className="button button--small button--ghost">
              <IconMailOpened size={16} aria-hidden="true" /> {t("admin.inbox.markRead")}
            </button>
            <button type="submit" name="intent" value="unread" className="button button--small button--ghost">
              <IconMail size={16} aria-hidden="true" /> {t("admin.inbox.markUnread")}
            </button>
            <button
              type="submit"
              name="intent"
              value="state-new"
              className="button button--small button--ghost"
            >
              {t("admin.inbox.markNew")}
            </button>
            <button
              type="submit"
              name="intent"
              value="state-replied"
              className="button button--small button--ghost"
            >
              {t("admin.inbox.markReplied")}
            </button>
            <button
              type="submit"
              name="intent"
              value="state-closed"
              className="button button--small button--ghost"
            >
              {t("admin.inbox.markClosed")}
            </button>
            <button
              type="submit"
              name="intent"
              value="delete"
              className="button button--small button--danger"
              onClick={confirmDelete}
            >
              <IconTrash size={16} aria-hidden="true" /> {t("admin.inbox.deleteSelected")}
            </button>
          </div>
        </Form>
      )}

      <AdminPager page={page} pathFor={pageLink} />
    </>
  );
}
