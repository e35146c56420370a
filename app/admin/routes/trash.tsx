import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { languageOf } from "~/lib/request-facts";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { IconExternalLink, IconRestore, IconTrashX } from "@tabler/icons-react";
import { useTranslation } from "~/i18n/translation";
import { FilterButtons } from "~/admin/components/FilterButtons";
import { requireStaff, requireTypePermission } from "~/admin/auth.server";
import { confirmIdentity, recentlyConfirmed } from "~/admin/confirm-identity.server";
import { ConfirmIdentityCard, isConfirmFailure } from "~/admin/components/ConfirmIdentity";
import { may } from "~/content/access";
import type { Staff } from "~/db/staff-accounts.server";
import { AdminPager } from "~/admin/components/AdminPager";
import { BackToDashboard, Notice } from "~/admin/components/AdminShell";
import { adminDateFormat } from "~/admin/dates";
import { redirectWithNotice, takeNotice } from "~/admin/notices.server";
import { purgeTrashed, restoreTrashed, trashExpiry } from "~/admin/trash.server";
import { TRASH_PATH } from "~/admin/paths";
import { env } from "~/config/env.server";
import { contentTypeNames, contentTypes, type ContentTypeName } from "~/content/content-types";
import { ADMIN_PAGE_SIZE, paginate, parsePageParam } from "~/content/pagination";
import { localizedLabel } from "~/content/localize";
import { previewPath } from "~/content/preview";
import { countTrash, findTrashItems, trashCounts, trashPage } from "~/db/trash.server";
import { readForm, refusal } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import { useVisitKey } from "~/admin/use-visit-key";
import { EmailAddress } from "~/admin/components/EmailAddress";

/**
 * The trash (/admin/trash): what staff deleted, the most recent first, all
 * types or one; each item restored or deleted for ever, one at a time or the
 * checked ones together. One form of plain buttons: no JavaScript needed
 * (with it, deleting for ever asks first).
 */

/** At most this many items in one request (a page holds ADMIN_PAGE_SIZE). */
const MAX_SELECTED = 500;

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: "admin.trash.heading" }),
  { name: "robots", content: "noindex" },
];

const isTypeName = (value: string): value is ContentTypeName =>
  (contentTypeNames as readonly string[]).includes(value);

/** `?type=` (a content type's name) and `?page=`; an unknown type is a 400. */
function readView(params: URLSearchParams): { type: ContentTypeName | null; page: number } {
  const type = params.get("type") ?? "";
  if (type !== "" && !isTypeName(type)) throw refusal(400);
  return { type: type === "" ? null : type, page: parsePageParam(params.get("page")) };
}

function search(type: ContentTypeName | null, page = 1): string {
  const params = new URLSearchParams();
  if (type) params.set("type", type);
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The types whose trashed items a role sees: those it may read. */
const readableTypes = (staff: Staff) =>
  contentTypeNames.filter((name) => may(staff.role, contentTypes[name].access, "read"));

export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, context);
  const view = readView(new URL(request.url).searchParams);
  const readable = readableTypes(staff);
  if (view.type && !readable.includes(view.type))
    requireTypePermission(staff, contentTypes[view.type].access, "read");
  const filter = { type: view.type ?? undefined, types: readable };
  const page = paginate(countTrash(filter), view.page, ADMIN_PAGE_SIZE);
  const lang = languageOf(context);
  const dates = adminDateFormat(lang);
  const days = env().TRASH_DAYS;
  const rows = trashPage(filter, page).map((item) => ({
    id: item.id,
    type: item.type,
    // Named in the page's language (as the record read then), English when it had no such text.
    label: localizedLabel(contentTypes[item.type], item.values, lang) || item.label || item.recordId,
    deletedAt: dates.format(item.deletedAt),
    deletedBy: item.deletedBy,
    // When it goes: `days` after it came (the daily expiry may take up to a day more).
    purgeAt: dates.format(trashExpiry(item.deletedAt, days)),
    viewPath: previewPath(contentTypes[item.type], { ...item.values, id: item.recordId }) ?? null,
  }));
  const counts = trashCounts();
  const { notice, noticeValues, cookie } = await takeNotice(request);
  return data(
    {
      type: view.type,
      page,
      rows,
      types: readable.map((name) => ({ name, count: counts[name] ?? 0 })),
      // Deleting for ever is offered to those who may do it to every type they see.
      canPurge: readable.every((name) => may(staff.role, contentTypes[name].access, "deleteForever")),
      confirmNeeded: !(await recentlyConfirmed(request, context)),
      days,
      notice,
      noticeValues,
      back: search(view.type, page.page),
    },
    { headers: { "Set-Cookie": cookie } },
  );
}

/** What a post asks for: a row's own button (`restore`/`purge` = its id) or the checked ones (`intent`). */
function readChoice(form: FormData): { intent: "restore" | "purge"; ids: number[] } {
  const one = (["restore", "purge"] as const).find((intent) => form.has(intent));
  const intent = one ?? form.get("intent");
  if (intent !== "restore" && intent !== "purge") throw refusal(400);
  const raw = one ? [form.get(one)] : form.getAll("ids");
  if (raw.length > MAX_SELECTED) throw refusal(400);
  const ids = raw.map((value) =>
    typeof value === "string" && /^[1-9][0-9]{0,15}$/.test(value) ? Number(value) : NaN,
  );
  if (ids.some(Number.isNaN)) throw refusal(400);
  return { intent, ids };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaff(request, context);
  const form = await readForm(request);
  const back = `${TRASH_PATH}${String(form.get("back") ?? "").startsWith("?") ? String(form.get("back")) : ""}`;
  const { intent, ids } = readChoice(form);
  if (ids.length === 0) return redirectWithNotice(request, back, "admin.trash.noneSelected");
  // Restoring undoes a delete: it asks what deleting asked of each item's type; deleting for ever, its own.
  for (const item of findTrashItems(ids))
    requireTypePermission(
      staff,
      contentTypes[item.type].access,
      intent === "restore" ? "delete" : "deleteForever",
    );
  if (intent === "purge") {
    // Deleting for ever asks for the password again (given on this page's "Confirm it is you").
    const confirmation = await confirmIdentity(request, context, staff, form);
    if (!confirmation.ok) return redirectWithNotice(request, back, `admin.confirm.${confirmation.problem}`);
  }
  try {
    if (intent === "restore") {
      const { restored, taken } = restoreTrashed(staff, ids);
      if (taken.length > 0)
        return redirectWithNotice(request, back, "admin.trash.restoredSome", {
          count: restored.length,
          taken: taken.length,
        });
      return redirectWithNotice(request, back, "admin.trash.restored", { count: restored.length });
    }
    const count = await purgeTrashed(staff, ids);
    return redirectWithNotice(request, back, "admin.trash.purged", { count });
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error(`Could not ${intent} items of the trash`, error);
    return redirectWithNotice(request, back, "common.errorTryAgain");
  }
}

export default function Trash() {
  const { t } = useTranslation();
  const visitKey = useVisitKey();
  const { type, page, rows, types, canPurge, confirmNeeded, days, notice, noticeValues, back } =
    useLoaderData<typeof loader>();
  const busy = useNavigation().state !== "idle";
  const confirmPurge = (event: React.MouseEvent<HTMLButtonElement>) => {
    if (!window.confirm(t("admin.trash.confirmPurge"))) event.preventDefault();
  };
  const typeName = (name: ContentTypeName) => t(`admin.types.${name}.name`);

  return (
    <>
      <h1>{t("admin.trash.heading")}</h1>
      <BackToDashboard />
      <p className="admin-intro">{t("admin.trash.intro", { days, count: days })}</p>
      <Notice
        text={notice ? t(notice, noticeValues) : null}
        tone={
          notice === "admin.trash.noneSelected" ||
          notice === "common.errorTryAgain" ||
          isConfirmFailure(notice)
            ? "error"
            : "success"
        }
      />
      {canPurge && confirmNeeded && rows.length > 0 && <ConfirmIdentityCard />}

      <Form method="get" className="admin-card activity-filter" role="search">
        <div className="field">
          <label htmlFor="trash-type">{t("admin.trash.type")}</label>
          <select id="trash-type" name="type" defaultValue={type ?? ""}>
            <option value="">{t("admin.trash.allTypes")}</option>
            {types.map(({ name, count }) => (
              <option key={name} value={name}>
                {t("admin.trash.typeCount", { type: typeName(name), count })}
              </option>
            ))}
          </select>
        </div>
        <FilterButtons clearTo={type ? TRASH_PATH : undefined} />
      </Form>

      {rows.length === 0 ? (
        <p className="empty admin-card">{t("admin.trash.empty")}</p>
      ) : (
        <Form key={visitKey} method="post" className="trash">
          <input type="hidden" name="back" value={back} />
          <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="trash-caption">
            <table className="admin-table">
              <caption id="trash-caption" className="visually-hidden">
                {t("admin.trash.heading")} — {t("admin.list.pageOf", { page: page.page, pages: page.pages })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t("admin.trash.select")}</th>
                  <th scope="col">{t("admin.trash.type")}</th>
                  <th scope="col">{t("admin.trash.name")}</th>
                  <th scope="col">{t("admin.trash.deleted")}</th>
                  <th scope="col">{t("admin.trash.purgeAt")}</th>
                  <th scope="col">{t("admin.fields.actions")}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <td data-label={t("admin.trash.select")}>
                      <input
                        type="checkbox"
                        name="ids"
                        value={row.id}
                        aria-label={t("admin.trash.selectItem", { title: row.label })}
                      />
                    </td>
                    <td data-label={t("admin.trash.type")}>{typeName(row.type)}</td>
                    <td data-label={t("admin.trash.name")}>
                      <bdi>{row.label}</bdi>
                    </td>
                    <td data-label={t("admin.trash.deleted")}>
                      {row.deletedAt} · <EmailAddress address={row.deletedBy} />
                    </td>
                    <td data-label={t("admin.trash.purgeAt")}>{row.purgeAt}</td>
                    <td className="admin-table__actions-cell">
                      <div className="admin-table__actions">
                        {row.viewPath && (
                          <a
                            className="button button--small button--ghost"
                            href={row.viewPath}
                            aria-label={t("admin.trash.viewItem", { title: row.label })}
                          >
                            <IconExternalLink size={16} aria-hidden="true" /> {t("admin.preview.viewOnSite")}
                          </a>
                        )}
                        <button
                          type="submit"
                          name="restore"
                          value={row.id}
                          className="button button--small"
                          aria-label={t("admin.trash.restoreItem", { title: row.label })}
                          disabled={busy}
                        >
                          <IconRestore size={16} aria-hidden="true" /> {t("admin.trash.restore")}
                        </button>
                        {canPurge && (
                          <button
                            type="submit"
                            name="purge"
                            value={row.id}
                            className="button button--small button--danger"
                            aria-label={t("admin.trash.purgeItem", { title: row.label })}
                            onClick={confirmPurge}
                            disabled={busy}
                          >
                            <IconTrashX size={16} aria-hidden="true" /> {t("admin.trash.purge")}
                          </button>
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="inbox__actions" role="group" aria-label={t("admin.trash.withSelected")}>
            <span>{t("admin.trash.withSelected")}</span>
            <button
              type="submit"
              name="intent"
              value="restore"
              className="button button--small"
              disabled={busy}
            >
              <IconRestore size={16} aria-hidden="true" /> {t("admin.trash.restore")}
            </button>
            {canPurge && (
              <button
                type="submit"
                name="intent"
                value="purge"
                className="button button--small button--danger"
                onClick={confirmPurge}
                disabled={busy}
              >
                <IconTrashX size={16} aria-hidden="true" /> {t("admin.trash.purge")}
              </button>
            )}
          </div>
        </Form>
      )}
      <AdminPager page={page} pathFor={(number) => `${TRASH_PATH}${search(type, number)}`} />
    </>
  );
}
