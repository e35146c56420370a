import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { IconEye, IconEyeOff, IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "~/i18n/translation";
import { recordActivity } from "~/admin/activity.server";
import { contentTypeOf } from "~/admin/admin-content.server";
import { requireStaff } from "~/admin/auth.server";
import { adminDateFormat } from "~/admin/dates";
import { AdminPager } from "~/admin/components/AdminPager";
import { BackToDashboard, Notice } from "~/admin/components/AdminShell";
import { RecordCell, listColumns } from "~/admin/components/list-columns";
import { MissingBadges, MissingFilter } from "~/admin/components/missing-translations";
import { parseMissingParam } from "~/admin/missing-filter";
import { OrderControls, useDragReorder } from "~/admin/components/reorder";
import { redirectWithNotice, takeNotice, type Notice as NoticeKey } from "~/admin/notices.server";
import { paginate, parsePageParam } from "~/content/pagination";
import { addPath, editPath, listPath } from "~/admin/paths";
import { trashRecords } from "~/admin/trash.server";
import {
  contentTypes,
  isCurated,
  missingLanguages,
  recordLabel,
  type ContentType,
  type ContentTypeName,
} from "~/content/content-types";
import {
  countRecords,
  findRecord,
  listPage,
  moveRecord,
  setVisibility,
  type Move,
} from "~/db/records.server";
import { detectLanguage } from "~/i18n/i18n.server";
import { formatInteger } from "~/i18n/digits";
import { useLanguage } from "~/i18n/use-language";
import { readForm, refusal } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => [
  ...pageMeta(matches, { title: `admin.types.${data?.name ?? "clients"}.list` }),
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const { name, type } = contentTypeOf(request);
  const lang = await detectLanguage(request);
  const params = new URL(request.url).searchParams;
  // `?missing=ku|ar` lists only records lacking that translation; anything else is a 400.
  const missing = parseMissingParam(params.get("missing"));
  if (missing === "invalid") throw refusal(400);
  const filter = { missing: missing ?? undefined };
  const total = countRecords(name, filter);
  const page = paginate(total, parsePageParam(params.get("page")));
  const dates = adminDateFormat(lang);
  // Paged in SQL: only this page's rows are read.
  const rows = listPage(name, page, total, filter).map((record) => {
    const values = record as Record<string, unknown>;
    return {
      id: record.id,
      missing: missingLanguages(type, values),
      values: { ...values, date: dates.format(record.date) } as Record<string, string>,
    };
  });
  const { notice, noticeValues, cookie } = await takeNotice(request);
  return data(
    {
      name,
      page,
      rows,
      notice,
      noticeValues,
      missing,
      // Moving needs the whole order in view: a filtered list hides the neighbours.
      canReorder: isCurated(type) && missing === null,
      lastPosition: missing === null ? total : countRecords(name),
    },
    { headers: { "Set-Cookie": cookie } },
  );
}

/** Where an action goes back to: the page it was sent from, clamped, with its filter. */
function backTo(name: ContentTypeName, type: ContentType, form: FormData): string {
  const parsed = parseMissingParam(form.get("missing")?.toString() ?? null);
  const missing = parsed === "invalid" ? null : parsed;
  const requestedPage = parsePageParam(String(form.get("page") ?? "1"));
  const total = countRecords(name, { missing: missing ?? undefined });
  return listPath(type, paginate(total, requestedPage).page, { missing });
}

type ActionFailure = { failure: "admin.notices.notFound" };
/** A record that is not there (deleted meanwhile, or a made-up id): a 404 that shows the list and says so. */
const notFound = () => data<ActionFailure>({ failure: "admin.notices.notFound" }, { status: 404 });

/**
 * The row buttons, each a POST form (they work without JavaScript) that
 * comes back to the same page: delete; move up, down or onto another row's
 * place (a drag); show or hide.
 */
export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const { name, type } = contentTypeOf(request);
  const form = await readForm(request);
  const id = form.get("id");
  if (typeof id !== "string" || id === "") throw refusal(400);
  const intent = form.get("intent") ?? "delete";
  if (intent === "delete") return deleteAndReturn(request, staff, name, type, form, id);
  if (!isCurated(type)) throw refusal(400);
  const change = readChange(intent, form);
  if (!change) throw refusal(400);
  let outcome: "notFound" | "failed" | NoticeKey;
  let values: Record<string, number> | undefined;
  try {
    if (change.kind === "visibility") {
      outcome = setVisibility(name, id, change.visible)
        ? change.visible
          ? "admin.notices.shown"
          : "admin.notices.hidden"
        : "notFound";
    } else {
      const moved = moveRecord(name, id, change.move);
      outcome =
        moved.status === "moved"
          ? "admin.notices.moved"
          : moved.status === "unchanged"
            ? "admin.notices.notMoved"
            : "notFound";
      if (moved.status === "moved") values = { position: moved.position, total: moved.total };
    }
  } catch (error) {
    console.error("Could not change a record's order or visibility", error);
    outcome = "failed";
  }
  if (outcome === "notFound") return notFound();
  if (outcome !== "failed" && outcome !== "admin.notices.notMoved") {
    const record = findRecord(name, id) as Record<string, unknown> | undefined;
    recordActivity({
      accountId: staff.id,
      email: staff.email,
      action: change.kind === "visibility" ? "visibility" : "reorder",
      subjectType: name,
      subjectId: id,
      label: record ? recordLabel(type, record) : null,
      changedFields: [change.kind === "visibility" ? "visible" : "displayOrder"],
    });
  }
  const notice = outcome === "failed" ? "common.errorTryAgain" : outcome;
  return redirectWithNotice(request, backTo(name, type, form), notice, values);
}

type Change = { kind: "visibility"; visible: boolean } | { kind: "move"; move: Move };

/** What a row's button asks for; undefined for anything the list does not offer. */
function readChange(intent: FormDataEntryValue, form: FormData): Change | undefined {
  if (intent === "show" || intent === "hide") return { kind: "visibility", visible: intent === "show" };
  if (intent === "up" || intent === "down") return { kind: "move", move: { kind: intent } };
  const targetId = form.get("targetId");
  if (intent === "onto" && typeof targetId === "string" && targetId !== "")
    return { kind: "move", move: { kind: "onto", targetId } };
  return undefined;
}

/** Delete moves the record to the trash (its image stays with it): restored from there for TRASH_DAYS. */
async function deleteAndReturn(
  request: Request,
  staff: { id: string; email: string },
  name: ContentTypeName,
  type: ContentType,
  form: FormData,
  id: string,
) {
  let moved: number;
  try {
    moved = trashRecords(staff, name, [id]);
  } catch (error) {
    console.error("Could not move a record to the trash", error);
    return redirectWithNotice(request, backTo(name, type, form), "common.errorTryAgain");
  }
  if (moved === 0) return redirectWithNotice(request, backTo(name, type, form), "admin.notices.notFound");
  return redirectWithNotice(request, backTo(name, type, form), "admin.notices.deleted");
}

export default function AdminList() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { name, page, rows, notice, noticeValues, missing, canReorder, lastPosition } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const type = contentTypes[name as ContentTypeName];
  const curated = isCurated(type);
  const columns = listColumns(type);
  const navigation = useNavigation();
  const busyId = navigation.state !== "idle" ? navigation.formData?.get("id") : null;
  const drag = useDragReorder({ enabled: canReorder, page: page.page });

  const confirmDelete = (event: React.FormEvent<HTMLFormElement>) => {
    if (!window.confirm(t("admin.list.confirmDelete"))) event.preventDefault();
  };
  // Other query parameters (a language, say) are kept by the pager and the filter.
  const pathFor = (number: number) => {
    const query = new URLSearchParams(location.search);
    if (number > 1) query.set("page", String(number));
    else query.delete("page");
    const search = query.toString();
    return `${location.pathname}${search ? `?${search}` : ""}`;
  };
  const hidden = (
    <>
      <input type="hidden" name="page" value={page.page} />
      {missing && <input type="hidden" name="missing" value={missing} />}
    </>
  );
  const failure = actionData && "failure" in actionData ? actionData.failure : null;

  return (
    <>
      <div className="admin-page-head">
        <h1>{t(`admin.types.${name}.list`)}</h1>
        {type.adminCanCreate && (
          <Link className="button" to={addPath(type)}>
            <IconPlus size={18} aria-hidden="true" /> {t("admin.list.add")}
          </Link>
        )}
      </div>
      <BackToDashboard />
      {/* Stays in the page, so a notice that comes with a reloaded list (a move, say) is announced. */}
      <div aria-live="polite">
        <Notice text={failure ? t(failure) : null} tone="error" />
        <Notice
          text={!failure && notice ? t(notice, noticeValues) : null}
          tone={notice === "common.errorTryAgain" ? "error" : "success"}
        />
      </div>
      <MissingFilter current={missing} />
      {curated && !canReorder && <p className="admin-intro">{t("admin.list.orderNeedsAll")}</p>}
      {rows.length === 0 ? (
        <p className="empty admin-card">{t("common.noData")}</p>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="list-caption">
          <table className="admin-table">
            <caption id="list-caption" className="visually-hidden">
              {t(`admin.types.${name}.list`)} —{" "}
              {t("admin.list.pageOf", { page: page.page, pages: page.pages })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t("admin.fields.rowNumber")}</th>
                {canReorder && <th scope="col">{t("admin.fields.displayOrder")}</th>}
                {columns.map((column) => (
                  <th scope="col" key={column.key}>
                    {t(`admin.fields.${column.key}`)}
                  </th>
                ))}
                {curated && <th scope="col">{t("admin.fields.visible")}</th>}
                <th scope="col">{t("admin.fields.translations")}</th>
                <th scope="col">{t("admin.fields.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => {
                const label = recordLabel(type, row.values) ?? row.id;
                const position = page.firstRowNumber + index;
                const shown = String(row.values.visible) !== "0";
                return (
                  <tr
                    key={row.id}
                    {...drag.rowProps(row.id)}
                    className={shown ? undefined : "is-hidden-record"}
                  >
                    <td data-label={t("admin.fields.rowNumber")}>{formatInteger(position, lang)}</td>
                    {canReorder && (
                      <td data-label={t("admin.fields.displayOrder")}>
                        <OrderControls
                          label={label}
                          id={row.id}
                          first={position === 1}
                          last={position === lastPosition}
                          busy={busyId === row.id}
                          draggable={drag.enabled}
                          onHandlePointerDown={drag.onHandlePointerDown}
                        >
                          {hidden}
                        </OrderControls>
                      </td>
                    )}
                    {columns.map((column) => (
                      <td
                        key={column.key}
                        className={`cell--${column.kind}`}
                        data-label={t(`admin.fields.${column.key}`)}
                      >
                        <RecordCell column={column} values={row.values} />
                      </td>
                    ))}
                    {curated && (
                      <td data-label={t("admin.fields.visible")}>
                        <div className="visibility-cell">
                          <span className={`status-badge status-badge--${shown ? "shown" : "hidden"}`}>
                            {shown ? (
                              <IconEye size={16} aria-hidden="true" />
                            ) : (
                              <IconEyeOff size={16} aria-hidden="true" />
                            )}{" "}
                            {t(shown ? "admin.list.shown" : "admin.list.hidden")}
                          </span>
                          <Form method="post">
                            <input type="hidden" name="id" value={row.id} />
                            <input type="hidden" name="intent" value={shown ? "hide" : "show"} />
                            {hidden}
                            <button
                              type="submit"
                              className="button button--small button--ghost"
                              aria-label={t(shown ? "admin.list.hideRecord" : "admin.list.showRecord", {
                                title: label,
                              })}
                              disabled={busyId === row.id}
                            >
                              {t(shown ? "admin.list.hide" : "admin.list.show")}
                            </button>
                          </Form>
                        </div>
                      </td>
                    )}
                    <td data-label={t("admin.fields.translations")}>
                      <MissingBadges missing={row.missing} />
                    </td>
                    <td className="admin-table__actions-cell">
                      <div className="admin-table__actions">
                        {type.adminCanCreate && (
                          <Link
                            className="button button--small button--ghost"
                            to={editPath(type, row.id)}
                            aria-label={t("admin.list.editRecord", { title: label })}
                          >
                            <IconPencil size={16} aria-hidden="true" /> {t("admin.list.edit")}
                          </Link>
                        )}
                        <Form method="post" onSubmit={confirmDelete}>
                          <input type="hidden" name="id" value={row.id} />
                          <input type="hidden" name="intent" value="delete" />
                          {hidden}
                          <button
                            type="submit"
                            className="button button--small button--danger"
                            aria-label={t("admin.list.deleteRecord", { title: label })}
                            disabled={busyId === row.id}
                          >
                            <IconTrash size={16} aria-hidden="true" /> {t("admin.list.delete")}
                          </button>
                        </Form>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <AdminPager page={page} pathFor={pathFor} />
    </>
  );
}
