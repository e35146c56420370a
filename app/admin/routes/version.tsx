import { fieldLabelKey, singleLabelKey } from "~/content/content-types";
import { languageOf } from "~/lib/request-facts";
import type { TextKey } from "~/i18n/text-keys";
import {
  data,
  type ActionFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { IconArrowLeft, IconRestore } from "@tabler/icons-react";
import { useTranslation } from "~/i18n/translation";
import { recordActivity } from "~/admin/activity.server";
import { requirePermission, requireStaff } from "~/admin/auth.server";
import { confirmIdentity, recentlyConfirmed } from "~/admin/confirm-identity.server";
import { ConfirmPasswordField } from "~/admin/components/ConfirmIdentity";
import { columnLabel } from "~/admin/components/field-labels";
import { adminDateFormat } from "~/admin/dates";
import { redirectWithNotice } from "~/admin/notices.server";
import { listPath } from "~/admin/paths";
import { ownerOf, subjectOfVersionRoute, type VersionSubject } from "~/admin/versions.server";
import {
  contentTypes,
  kindOf,
  recordLabel,
  singleTypes,
  type ContentTypeName,
  type Fields,
  type SectionsField,
  type SingleType,
  type SingleTypeName,
} from "~/content/content-types";
import { formInputs, inputOfColumn } from "~/content/form-inputs";
import { imageUrl } from "~/content/image";
import { isMenuDestination } from "~/content/menu-destinations";
import { parseSections } from "~/content/section-order";
import { restorableColumns } from "~/content/record-columns";
import { findRecord, saveRecord } from "~/db/records.server";
import { readSingleWithTime, saveSingle } from "~/db/singles.server";
import { findVersion, versionBefore } from "~/db/versions.server";
import { readForm, refusal } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import { removeUnnamedImages } from "~/media/uploads.server";

/**
 * One version of a record or of a single record
 * (`<edit page>/versions/<number>`): what it held, field by field, marked
 * where it differs from now, and "Restore this version", which saves those
 * values again as a new version (so the restore can be undone the same way).
 * A version's visibility is shown but never restored (see restorableColumns).
 */

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: "admin.versions.title" }),
  { name: "robots", content: "noindex" },
];

/** The version's subject (from the route table) and number; a 404 for anything else. */
function target(context: AppLoadContext, params: Record<string, string | undefined>) {
  const subject = subjectOfVersionRoute(context.adminRoute);
  const number = Number(params.version);
  if (!subject || !/^[1-9][0-9]{0,15}$/.test(params.version ?? "")) throw data(null, { status: 404 });
  return { subject, number };
}

/** What the record holds now (undefined: it is gone, deleted meanwhile). */
function currentValues(subject: VersionSubject): Record<string, unknown> | undefined {
  if (subject.kind === "single") return readSingleWithTime(subject.name).values;
  return findRecord(subject.name, subject.id) as Record<string, unknown> | undefined;
}

/** Restoring the company's contact details asks for the password again, as saving them does. */
const asksAgain = (subject: VersionSubject) =>
  subject.kind === "single" && Boolean(singleTypes[subject.name].confirmChanges);

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireStaff(request, context);
  const { subject, number } = target(context, params);
  const version = findVersion(ownerOf(subject), number);
  const current = currentValues(subject);
  if (!version || !current) throw data(null, { status: 404 });
  // What this version changed from: the version kept before it.
  const previous = version.baseline ? undefined : versionBefore(ownerOf(subject), version.id);
  const dates = adminDateFormat(languageOf(context), "medium", { seconds: true });
  const restorable = new Set(restorableColumns(subject.fields));
  const rows = formInputs(subject.fields)
    .filter((input) => kindOf(input.field).storage !== "order")
    .map((input) => {
      // A publication time reads as a date; the other columns as they are stored.
      const read = (value: unknown) =>
        kindOf(input.field).storage === "time" && value != null && value !== ""
          ? dates.format(Number(value))
          : text(value);
      return {
        column: input.column,
        // How the value reads: an image, the published/draft state, a menu link's destination, or text.
        show: kindOf(input.field).upload
          ? ("image" as const)
          : kindOf(input.field).storage === "visible"
            ? ("visibility" as const)
            : kindOf(input.field).listCell(input.field) === "destination"
              ? ("destination" as const)
              : kindOf(input.field).listCell(input.field) === "sections"
                ? ("sections" as const)
                : ("text" as const),
        value: read(version.values[input.column]),
        changed:
          input.column in version.values &&
          read(version.values[input.column]) !== read(current[input.column]),
        // Changed since the version kept before it: what that one held, to read the two side by side
        // (thinning may have let saves between them go, so it is this comparison, not the save's list).
        before:
          previous &&
          input.column in previous.values &&
          input.column in version.values &&
          read(previous.values[input.column]) !== read(version.values[input.column])
            ? read(previous.values[input.column])
            : null,
      };
    });
  return {
    kind: subject.kind,
    name: subject.name,
    editPath: subject.editPath,
    version: {
      id: version.id,
      savedAt: dates.format(version.savedAt),
      savedAtIso: version.savedAt.toISOString(),
      savedBy: version.savedBy,
      baseline: version.baseline,
    },
    rows,
    // What a restore would change (never the visibility).
    differs: rows.some((row) => row.changed && restorable.has(row.column)),
    confirmNeeded: asksAgain(subject) && !(await recentlyConfirmed(request, context)),
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const staff = await requireStaff(request, context);
  requirePermission(staff, context, "change");
  const { subject, number } = target(context, params);
  const form = await readForm(request);
  if (form.get("intent") !== "restore") throw refusal(400);
  const version = findVersion(ownerOf(subject), number);
  if (!version) throw data(null, { status: 404 });
  if (asksAgain(subject)) {
    const confirmation = await confirmIdentity(request, context, staff, form);
    if (!confirmation.ok)
      return data(
        { confirm: confirmation.problem },
        { status: confirmation.problem === "throttled" ? 429 : 403 },
      );
  }
  const values: Record<string, string> = {};
  for (const column of restorableColumns(subject.fields))
    if (column in version.values) values[column] = text(version.values[column]);
  const save = { by: staff.email, restoredFrom: version.id };
  let changedFields: string[];
  let label: string | null = null;
  try {
    if (subject.kind === "single") {
      changedFields = saveSingle(subject.name, values, Date.now(), save);
    } else {
      const outcome = saveRecord(subject.name, subject.id, values, "edit", save);
      if (outcome.status === "notFound")
        return redirectWithNotice(request, listPath(contentTypes[subject.name]), "admin.notices.notFound");
      changedFields = outcome.changedFields;
      await removeUnnamedImages(outcome.releasedImages);
      const record = findRecord(subject.name, subject.id) as Record<string, unknown> | undefined;
      label = record ? recordLabel(contentTypes[subject.name], record) : null;
    }
  } catch (error) {
    console.error("Could not restore a version", error);
    return redirectWithNotice(request, subject.editPath, "common.errorTryAgain");
  }
  if (changedFields.length === 0) return redirectWithNotice(request, subject.editPath, "admin.versions.same");
  recordActivity({
    accountId: staff.id,
    email: staff.email,
    action: "restoreVersion",
    subjectType: subject.kind === "single" ? singleTypes[subject.name].activity.subject : subject.name,
    subjectId: subject.kind === "record" ? subject.id : undefined,
    label,
    changedFields,
  });
  return redirectWithNotice(request, subject.editPath, "admin.versions.restored");
}

/** The fields and their labels' keys, as the edit form has them. */
function labelsOf(
  kind: "record" | "single",
  name: string,
): { fields: Fields; labelKey: (field: string) => TextKey } {
  if (kind === "single") {
    const type: SingleType = singleTypes[name as SingleTypeName];
    return {
      fields: type.fields,
      labelKey: (field) => singleLabelKey(type, field),
    };
  }
  return {
    fields: contentTypes[name as ContentTypeName].fields,
    labelKey: (field) => fieldLabelKey(contentTypes[name as ContentTypeName].fields, field),
  };
}

export default function VersionPage() {
  const { t } = useTranslation();
  const { kind, name, editPath, version, rows, differs, confirmNeeded } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const { fields, labelKey } = labelsOf(kind, name);
  const value = (row: (typeof rows)[number], stored: string) => {
    if (row.show === "image")
      return stored ? (
        <img src={imageUrl(stored)} alt="" width="150" className="admin-thumb" />
      ) : (
        <span className="muted">{t("admin.list.noImage")}</span>
      );
    if (row.show === "visibility") return t(stored === "0" ? "admin.list.hidden" : "admin.list.shown");
    if (row.show === "destination" && isMenuDestination(stored))
      return t(`admin.menus.destinations.${stored}`);
    if (row.show === "sections") {
      const field = inputOfColumn(fields, row.column)?.field as SectionsField | undefined;
      if (field) return <SectionList field={field} stored={stored} />;
    }
    // A translated text reads in its own language and direction, as the edit form shows it.
    const language = inputOfColumn(fields, row.column)?.language;
    return stored ? (
      <span lang={language?.htmlLang} dir={language?.dir ?? "auto"} className="long-text">
        {stored}
      </span>
    ) : (
      <span className="muted">—</span>
    );
  };
  return (
    <>
      <Link to={editPath} className="back-link">
        <IconArrowLeft className="icon-flip" size={18} aria-hidden="true" /> {t("admin.versions.back")}
      </Link>
      <h1>{t("admin.versions.title")}</h1>
      <p className="admin-intro">
        <time dateTime={version.savedAtIso}>{version.savedAt}</time> ·{" "}
        <bdi>{version.savedBy ?? t("admin.versions.unknownAuthor")}</bdi>
        {version.baseline ? ` · ${t("admin.versions.baseline")}` : null}
      </p>
      <dl className="admin-card version-values">
        {rows.map((row) => (
          <div
            key={row.column}
            className={row.changed ? "version-values__row is-changed" : "version-values__row"}
          >
            <dt>
              {columnLabel(t, fields, row.column, labelKey)}
              {row.before !== null ? <span className="badge">{t("admin.versions.changedHere")}</span> : null}
              {row.changed ? <span className="badge badge--quiet">{t("admin.versions.differs")}</span> : null}
            </dt>
            <dd>
              {value(row, row.value)}
              {row.before !== null ? (
                <div className="version-values__before">
                  <span className="muted">{t("admin.versions.before")}</span> {value(row, row.before)}
                </div>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      {differs ? (
        <Form method="post" className="version-restore">
          <p>{t("admin.versions.restoreHelp")}</p>
          {confirmNeeded && <ConfirmPasswordField problem={failure?.confirm} />}
          <button type="submit" name="intent" value="restore" className="button" disabled={busy}>
            <IconRestore size={18} aria-hidden="true" /> {t("admin.versions.restore")}
          </button>
        </Form>
      ) : (
        <p className="admin-intro">{t("admin.versions.sameAsNow")}</p>
      )}
    </>
  );
}

/** A page's sections as a version holds them: their names in order, a hidden one said to be. */
function SectionList({ field, stored }: { field: SectionsField; stored: string }) {
  const { t } = useTranslation();
  const names = new Map(field.sections.map((section) => [section.key, section.name]));
  return (
    <ol className="version-sections">
      {parseSections([...names.keys()], stored).map(({ key, shown }) => (
        <li key={key} className={shown ? undefined : "muted"}>
          {shown ? t(names.get(key)!) : `${t(names.get(key)!)} (${t("admin.pages.sectionHidden")})`}
        </li>
      ))}
    </ol>
  );
}
