import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { IconArrowLeft, IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { recordActivity } from "~/admin/activity.server";
import { contentTypeOf, recordLabel } from "~/admin/admin-content.server";
import { requireStaff } from "~/admin/auth.server";
import { adminDateFormat } from "~/admin/dates";
import { AdminPager } from "~/admin/components/AdminPager";
import { Notice } from "~/admin/components/AdminShell";
import { RecordCell, listColumns } from "~/admin/components/list-columns";
import { redirectWithNotice, takeNotice } from "~/admin/notices.server";
import { paginate, parsePageParam } from "~/admin/pagination";
import { addPath, editPath, listPath } from "~/admin/paths";
import { removeStoredImage } from "~/admin/uploads.server";
import { contentTypes, type ContentTypeName } from "~/content/content-types";
import { countRecords, deleteRecord, listPage } from "~/db/records.server";
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
  const { name } = contentTypeOf(request);
  const lang = await detectLanguage(request);
  const total = countRecords(name);
  const page = paginate(total, parsePageParam(new URL(request.url).searchParams.get("page")));
  const dates = adminDateFormat(lang);
  // Paged in SQL: only this page's rows are read.
  const rows = listPage(name, page, total).map((record) => ({
    ...(record as Record<string, unknown>),
    id: record.id,
    date: dates.format(record.date),
  })) as (Record<string, string> & { id: string })[];
  const { notice, cookie } = await takeNotice(request);
  return data({ name, page, rows, notice }, { headers: { "Set-Cookie": cookie } });
}

/** Deletes one record (a POST form per row), then back to the same page. */
export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const { name, type } = contentTypeOf(request);
  const form = await readForm(request);
  const id = form.get("id");
  if (typeof id !== "string" || id === "") throw refusal(400);
  const requestedPage = parsePageParam(String(form.get("page") ?? "1"));
  const backTo = () => listPath(type, paginate(countRecords(name), requestedPage).page);
  let deleted;
  try {
    deleted = deleteRecord(name, id);
  } catch (error) {
    console.error("Could not delete a record", error);
    return redirectWithNotice(request, backTo(), "common.errorTryAgain");
  }
  if (!deleted) return redirectWithNotice(request, backTo(), "admin.notices.notFound");
  recordActivity({
    accountId: staff.id,
    email: staff.email,
    action: "delete",
    subjectType: name,
    subjectId: id,
    label: recordLabel(deleted as Record<string, unknown>),
  });
  await removeStoredImage((deleted as { image?: string }).image).catch((error) =>
    console.error("Could not remove the image of a deleted record", error),
  );
  return redirectWithNotice(request, backTo(), "admin.notices.deleted");
}

export default function AdminList() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { name, page, rows, notice } = useLoaderData<typeof loader>();
  const type = contentTypes[name as ContentTypeName];
  const columns = listColumns(type);
  const navigation = useNavigation();
  const deletingId = navigation.state !== "idle" ? navigation.formData?.get("id") : null;

  const confirmDelete = (event: React.FormEvent<HTMLFormElement>) => {
    if (!window.confirm(t("admin.list.confirmDelete"))) event.preventDefault();
  };

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
      <Link to="/dashboard" className="back-link">
        <IconArrowLeft className="icon-flip" size={18} aria-hidden="true" /> {t("admin.form.backToDashboard")}
      </Link>
      <Notice
        text={notice ? t(notice) : null}
        tone={notice === "common.errorTryAgain" ? "error" : "success"}
      />
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
                {columns.map((column) => (
                  <th scope="col" key={column.key}>
                    {t(`admin.fields.${column.key}`)}
                  </th>
                ))}
                <th scope="col">{t("admin.fields.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => {
                const label = row.titleEn ?? row.nameEn ?? row.name ?? row.id;
                return (
                  <tr key={row.id}>
                    <td>{formatInteger(page.firstRowNumber + index, lang)}</td>
                    {columns.map((column) => (
                      <td key={column.key} className={`cell--${column.kind}`}>
                        <RecordCell column={column} value={row[column.key] ?? ""} />
                      </td>
                    ))}
                    <td>
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
                          <input type="hidden" name="page" value={page.page} />
                          <button
                            type="submit"
                            className="button button--small button--danger"
                            aria-label={t("admin.list.deleteRecord", { title: label })}
                            disabled={deletingId === row.id}
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
      <AdminPager page={page} pathFor={(number) => listPath(type, number)} />
    </>
  );
}
