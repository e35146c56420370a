import { columnHeadingKey } from "~/content/content-types";
import { languageOf } from "~/lib/request-facts";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import {
  IconClock,
  IconEye,
  IconEyeOff,
  IconPencil,
  IconPlus,
  IconTrash,
  IconUpload,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { ownPageChoices } from "~/admin/own-pages.server";
import { OwnPagesContext } from "~/admin/components/own-pages";
import { listedTime, publicationState, type PublicationState } from "~/content/publication-state";
import { useTranslation } from "~/i18n/translation";
import { recordActivity } from "~/admin/activity.server";
import { contentTypeOf } from "~/admin/admin-content.server";
import { requirePermission, requireStaff } from "~/admin/auth.server";
import { adminDateFormat } from "~/admin/dates";
import { AdminPager } from "~/admin/components/AdminPager";
import { BackToDashboard, Notice } from "~/admin/components/AdminShell";
import { RecordCell, listColumns, recordNamer } from "~/admin/components/list-columns";
import { MissingBadges, MissingFilter } from "~/admin/components/missing-translations";
import { ListSearch, SortArrow } from "~/admin/components/ListSearch";
import {
  defaultView,
  isNarrowed,
  isReordered,
  parseListView,
  sortableColumns,
  viewQuery,
  type ListView,
} from "~/admin/list-view";
import { OrderControls, useDragReorder } from "~/admin/components/reorder";
import { redirectWithNotice, takeNotice, type Notice as NoticeKey } from "~/admin/notices.server";
import { paginate } from "~/content/pagination";
import { toWesternDigits } from "~/content/field-kinds";
import { addPath, addSeveralPath, editPath, listPath } from "~/admin/paths";
import { LibraryGrid, UnusedFilter } from "~/admin/components/LibraryGrid";
import { recordsShowing } from "~/admin/library-form.server";
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
  isOrderedByHand,
  listPage,
  moveRecord,
  setVisibility,
  type Move,
} from "~/db/records.server";
import { formatInteger } from "~/i18n/digits";
import { useLanguage } from "~/i18n/use-language";
import { fallbackLanguage, type Language } from "~/i18n/languages";
import { readForm, refusal } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => [
  ...pageMeta(matches, { title: `admin.types.${data?.name ?? "clients"}.list` }),
  { name: "robots", content: "noindex" },
];

/** The records a view lists: its search and translation filter, its sort in the page's language. */
function query(view: ListView, lang: Language) {
  return {
    filter: {
      missing: view.missing ?? undefined,
      search: view.q || undefined,
      unused: view.unused ? (true as const) : undefined,
    },
    sort: view.sort ? { field: view.sort, direction: view.dir, language: lang } : undefined,
  };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context);
  const { name, type } = contentTypeOf(context);
  const lang = languageOf(context);
  // `?q=…&sort=…&dir=…&size=…&missing=ku|ar&page=N` (list-view.ts); a value no link makes is a 400.
  const view = parseListView(new URL(request.url).searchParams, type);
  if (view === "invalid") throw refusal(400);
  const { filter, sort } = query(view, lang);
  const total = countRecords(name, filter);
  const page = paginate(total, view.page, view.size);
  const dates = adminDateFormat(lang);
  // Paged in SQL: only this page's rows are read.
  const now = Date.now();
  const rows = listPage(name, page, total, filter, sort).map((record) => {
    const values = record as Record<string, unknown>;
    const state = publicationState(values, now);
    return {
      id: record.id,
      state,
      scheduledFor: state === "scheduled" ? dates.format(Number(values.publishAt)) : null,
      missing: missingLanguages(type, values),
      // A published or scheduled record's date is its publication's; a draft's, its creation's.
      values: { ...values, date: dates.format(listedTime(record)) } as Record<string, string>,
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
      view: { ...view, page: page.page },
      total,
      // A list in an order of its own (news by date, pages by title) has no order to change.
      orderedByHand: isOrderedByHand(name),
      // Moving needs the whole order in view: a filtered or sorted list hides the neighbours.
      canReorder: isOrderedByHand(name) && !isNarrowed(view) && !isReordered(view),
      lastPosition: isNarrowed(view) ? countRecords(name) : total,
      // A menu link's cell names the office's page it leads to.
      ownPages: ownPageChoices(type, lang),
    },
    { headers: { "Set-Cookie": cookie } },
  );
}

/** Where an action goes back to: the view it was sent from (its `view` field), the page clamped. */
function backTo(name: ContentTypeName, type: ContentType, form: FormData): string {
  const sent = String(form.get("view") ?? "");
  const view = parseListView(new URLSearchParams(sent.startsWith("?") ? sent.slice(1) : ""), type);
  if (view === "invalid") return listPath(type);
  const total = countRecords(name, query(view, fallbackLanguage).filter);
  return `${listPath(type)}${viewQuery({ ...view, page: paginate(total, view.page, view.size).page }, type)}`;
}

type ActionFailure =
  | { failure: "admin.notices.notFound" }
  /** A library picture that records on the site show: not deleted, and they are named. */
  | { failure: "admin.library.inUse"; uses: { type: ContentTypeName; label: string | null }[] };
/** A record that is not there (deleted meanwhile, or a made-up id): a 404 that shows the list and says so. */
const notFound = () => data<ActionFailure>({ failure: "admin.notices.notFound" }, { status: 404 });

/**
 * The row buttons, each a POST form (they work without JavaScript) that
 * comes back to the same page: delete; move up, down or onto another row's
 * place (a drag); show or hide.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaff(request, context);
  const { name, type } = contentTypeOf(context);
  const form = await readForm(request);
  const id = form.get("id");
  if (typeof id !== "string" || id === "") throw refusal(400);
  const intent = form.get("intent") ?? "delete";
  requirePermission(staff, context, intent === "delete" ? "delete" : "change");
  if (intent === "delete") {
    // A picture records on the site show stays (decision 043); one only trashed records or versions
    // name goes to the trash, where it follows them.
    const keeping = type.library ? recordsShowing(id) : [];
    if (keeping.length > 0)
      return data<ActionFailure>({ failure: "admin.library.inUse", uses: keeping }, { status: 409 });
    return deleteAndReturn(request, staff, name, type, form, id);
  }
  if (!isCurated(type)) throw refusal(400);
  const change = readChange(intent, form);
  // A place that is not a whole number from 1: said beside the list, which stays as it was.
  if (!change && intent === "to")
    return redirectWithNotice(request, backTo(name, type, form), "admin.notices.placeInvalid", {
      total: countRecords(name),
    });
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
  if (intent === "up" || intent === "down" || intent === "top" || intent === "bottom")
    return { kind: "move", move: { kind: intent } };
  // "Move to place N": a whole number from 1 (typed in the page's digits or Western ones).
  const position = toWesternDigits(String(form.get("position") ?? "").trim());
  if (intent === "to" && /^[0-9]{1,9}$/.test(position) && Number(position) >= 1)
    return { kind: "move", move: { kind: "to", position: Number(position) } };
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
  const {
    name,
    page,
    rows,
    notice,
    noticeValues,
    view,
    total,
    orderedByHand,
    canReorder,
    lastPosition,
    ownPages,
  } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const type = contentTypes[name as ContentTypeName];
  const curated = isCurated(type);
  const columns = listColumns(type);
  const recordName = recordNamer(type, t, ownPages);
  const sortable = sortableColumns(type);
  const navigation = useNavigation();
  const busyId = navigation.state !== "idle" ? navigation.formData?.get("id") : null;
  const drag = useDragReorder({ enabled: canReorder, view: viewQuery(view, type) });
  const here = listPath(type);

  const confirmDelete = (event: React.FormEvent<HTMLFormElement>) => {
    if (!window.confirm(t("admin.list.confirmDelete"))) event.preventDefault();
  };
  const pathFor = (number: number) => `${here}${viewQuery({ ...view, page: number }, type)}`;
  // A header sorts by its column; a second click turns the order round. Back to page 1 either way.
  const sortPath = (key: string) =>
    `${here}${viewQuery(
      {
        ...view,
        sort: key,
        dir: view.sort === key && view.dir === "asc" ? "desc" : "asc",
        page: 1,
      },
      type,
    )}`;
  // Every row button comes back to this view (backTo).
  const hidden = <input type="hidden" name="view" value={viewQuery(view, type)} />;
  const failure = actionData && "failure" in actionData ? actionData.failure : null;
  const inUse =
    actionData && "uses" in actionData
      ? new Intl.ListFormat(lang, { type: "conjunction" }).format(
          actionData.uses.map((use) =>
            use.label
              ? `${t(`admin.types.${use.type}.name`)}: ${use.label}`
              : t(`admin.types.${use.type}.name`),
          ),
        )
      : "";
  const errorNotices: (string | null)[] = ["common.errorTryAgain", "admin.notices.placeInvalid"];

  return (
    <>
      <div className="admin-page-head">
        <h1>{t(`admin.types.${name}.list`)}</h1>
        {type.adminCanCreate && (
          <div className="admin-page-head__actions">
            <Link className="button" to={addPath(type)}>
              <IconPlus size={18} aria-hidden="true" /> {t("admin.list.add")}
            </Link>
            {/* The library takes several files in one go too. */}
            {type.library && (
              <Link className="button button--ghost" to={addSeveralPath(type)}>
                <IconUpload size={18} aria-hidden="true" /> {t("admin.library.addSeveral")}
              </Link>
            )}
          </div>
        )}
      </div>
      <BackToDashboard />
      {/* Stays in the page, so a notice that comes with a reloaded list (a move, say) is announced. */}
      <div aria-live="polite">
        <Notice text={failure ? t(failure, { names: inUse }) : null} tone="error" />
        <Notice
          text={!failure && notice ? t(notice, noticeValues) : null}
          tone={errorNotices.includes(notice) ? "error" : "success"}
        />
      </div>
      <ListSearch
        view={view}
        sortable={sortable}
        clearTo={
          view.q || view.sort || view.size !== defaultView(type).size
            ? `${here}${viewQuery({ ...defaultView(type), missing: view.missing, unused: view.unused }, type)}`
            : undefined
        }
        {...(type.library ? { help: "admin.library.searchHelp", ownOrder: "admin.library.newestFirst" } : {})}
      />
      <MissingFilter current={view.missing} />
      {type.library && <UnusedFilter unused={view.unused} />}
      {orderedByHand && !canReorder && <p className="admin-intro">{t("admin.list.orderNeedsAll")}</p>}
      {view.q ? (
        <p className="admin-intro" role="status">
          {t("admin.list.found", { count: total, words: view.q })}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className="empty admin-card">{view.q ? t("admin.list.noneFound") : t("common.noData")}</p>
      ) : type.library ? (
        <LibraryGrid
          caption={`${t(`admin.types.${name}.list`)} — ${t("admin.list.pageOf", { page: page.page, pages: page.pages })}`}
          cards={rows.map((row) => ({
            id: row.id,
            name: row.values.name ?? "",
            image: row.values.image ?? "",
            missing: row.missing,
            editPath: editPath(type, row.id),
          }))}
          busyId={busyId}
          onDelete={confirmDelete}
        >
          {hidden}
        </LibraryGrid>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="list-caption">
          <OwnPagesContext.Provider value={ownPages}>
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
                    <th
                      scope="col"
                      key={column.key}
                      aria-sort={
                        view.sort === column.key
                          ? view.dir === "asc"
                            ? "ascending"
                            : "descending"
                          : undefined
                      }
                    >
                      {sortable.includes(column.key) ? (
                        <Link to={sortPath(column.key)} className="sort-link">
                          {t(columnHeadingKey(column.key))}
                          <SortArrow direction={view.sort === column.key ? view.dir : null} />
                          <span className="visually-hidden">
                            {" "}
                            {t(
                              view.sort === column.key && view.dir === "asc"
                                ? "admin.list.sortDescending"
                                : "admin.list.sortAscending",
                            )}
                          </span>
                        </Link>
                      ) : (
                        t(columnHeadingKey(column.key))
                      )}
                    </th>
                  ))}
                  {curated && <th scope="col">{t("admin.fields.visible")}</th>}
                  <th scope="col">{t("admin.fields.translations")}</th>
                  <th scope="col">{t("admin.fields.actions")}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => {
                  const label = recordName(row.id, row.values);
                  const position = page.firstRowNumber + index;
                  return (
                    <tr
                      key={row.id}
                      {...drag.rowProps(row.id)}
                      className={row.state === "published" ? undefined : "is-hidden-record"}
                    >
                      <td data-label={t("admin.fields.rowNumber")}>{formatInteger(position, lang)}</td>
                      {canReorder && (
                        <td data-label={t("admin.fields.displayOrder")}>
                          <OrderControls
                            label={label}
                            id={row.id}
                            position={position}
                            total={lastPosition}
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
                          data-label={t(columnHeadingKey(column.key))}
                        >
                          <RecordCell column={column} values={row.values} />
                        </td>
                      ))}
                      {curated && (
                        <td data-label={t("admin.fields.visible")}>
                          <PublicationCell
                            id={row.id}
                            label={label}
                            state={row.state}
                            scheduledFor={row.scheduledFor}
                            busy={busyId === row.id}
                          >
                            {hidden}
                          </PublicationCell>
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
          </OwnPagesContext.Provider>
        </div>
      )}
      <AdminPager page={page} pathFor={pathFor} />
    </>
  );
}

/**
 * A row's publishing: its state (and when a scheduled one appears) and the buttons that change it at
 * once, each a POST form: a published record goes back to draft, a draft is published, a scheduled one
 * is published now or made a draft.
 */
function PublicationCell({
  id,
  label,
  state,
  scheduledFor,
  busy,
  children,
}: {
  id: string;
  label: string;
  state: PublicationState;
  scheduledFor: string | null;
  busy: boolean;
  /** The list's view, sent back with each button (the hidden fields). */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const button = (intent: "show" | "hide") => (
    <Form method="post">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="intent" value={intent} />
      {children}
      <button
        type="submit"
        className="button button--small button--ghost"
        aria-label={t(
          intent === "hide"
            ? "admin.list.hideRecord"
            : state === "scheduled"
              ? "admin.list.publishNowRecord"
              : "admin.list.showRecord",
          { title: label },
        )}
        disabled={busy}
      >
        {t(
          intent === "hide"
            ? "admin.list.hide"
            : state === "scheduled"
              ? "admin.list.publishNow"
              : "admin.list.show",
        )}
      </button>
    </Form>
  );
  return (
    <div className="visibility-cell">
      <span className={`status-badge status-badge--${state}`}>
        {state === "published" ? (
          <IconEye size={16} aria-hidden="true" />
        ) : state === "draft" ? (
          <IconEyeOff size={16} aria-hidden="true" />
        ) : (
          <IconClock size={16} aria-hidden="true" />
        )}{" "}
        {state === "scheduled"
          ? t("admin.list.scheduled", { date: scheduledFor ?? "" })
          : t(state === "published" ? "admin.list.shown" : "admin.list.hidden")}
      </span>
      {state !== "published" && button("show")}
      {state !== "draft" && button("hide")}
    </div>
  );
}
