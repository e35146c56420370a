import { singleTypeOf } from "~/admin/admin-content.server";
import { legendKey, singleLabelKey } from "~/content/content-types";
import { languageOf } from "~/lib/request-facts";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "~/i18n/translation";
import { recordActivity } from "~/admin/activity.server";
import { requirePermission, requireStaff } from "~/admin/auth.server";
import { confirmIdentity, recentlyConfirmed } from "~/admin/confirm-identity.server";
import { ConfirmPasswordField, type ConfirmProblem } from "~/admin/components/ConfirmIdentity";
import { Notice } from "~/admin/components/AdminShell";
import { MissingBadges } from "~/admin/components/missing-translations";
import { ErrorSummary } from "~/admin/components/ErrorSummary";
import { RecordFields, type FieldsFailure } from "~/admin/components/RecordFields";
import { useUnsavedChanges } from "~/admin/use-unsaved-changes";
import { VersionHistory } from "~/admin/components/VersionHistory";
import { ViewOnSite } from "~/admin/components/ViewOnSite";
import { singleSubject, versionLines } from "~/admin/versions.server";
import { redirectWithNotice, takeNotice } from "~/admin/notices.server";
import { kindOf, missingLanguages, singleTypes, type SingleType } from "~/content/content-types";
import { isMalformed, validateFields, type MovedItem } from "~/content/validation";
import { companyInfo } from "~/db/company-settings.server";
import { readSingleWithTime, saveSingle } from "~/db/singles.server";
import { readForm, refusal } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";

/**
 * The form of a single-record type (the company facts at /admin/settings, a
 * page's texts at /admin/page-…): every field at once, checked by its kind,
 * saved all or nothing; what was typed comes back with the errors. A field's
 * own button (moving one of the home page's sections) sends the form too: it
 * comes back with the move made and nothing saved.
 */

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => [
  ...pageMeta(matches, { title: singleTypes[data?.name ?? "companyFacts"].title }),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context);
  const { name, type } = singleTypeOf(context);
  const { notice, cookie } = await takeNotice(request);
  const { values, updatedAt } = readSingleWithTime(name);
  const lang = languageOf(context);
  const versions = versionLines(singleSubject(name), lang, request.url);
  const confirmNeeded = Boolean(type.confirmChanges) && !(await recentlyConfirmed(request, context));
  return data(
    {
      name,
      values,
      updatedAt,
      confirmNeeded,
      notice,
      missing: missingLanguages(type, values),
      versions,
      // Where visitors see these texts: their page, or (the company facts) every page from the home page on.
      viewPath: type.page?.path ?? "/",
      // The opening hours as visitors of this language read them, made from the ticked days and times.
      example: name === "companyFacts" ? companyInfo(lang).openingHours.join(" · ") : "",
    },
    { headers: { "Set-Cookie": cookie } },
  );
}

/** Saves every field at once, or none: what was typed comes back with the errors. */
export async function action({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaff(request, context);
  requirePermission(staff, context, "change");
  const { name, type } = singleTypeOf(context);
  const path = `/${type.adminPath}`;
  const form = await readForm(request);
  const checked = validateFields(type.fields, form, undefined, type.check);
  if (isMalformed(checked)) throw refusal(400);
  // A move, not a save: the form again, with the item moved and every text as typed (their errors
  // wait for the save). A list no form sends moves nothing: it is refused as a save is, below.
  if (checked.moved) return data<SingleFailure>({ values: checked.values, errors: {}, moved: checked.moved });
  if (!checked.ok) {
    return data<SingleFailure>({ values: checked.values, errors: checked.errors }, { status: 400 });
  }
  if (type.confirmChanges) {
    const confirmation = await confirmIdentity(request, context, staff, form);
    if (!confirmation.ok)
      return data<SingleFailure>(
        { values: checked.values, errors: {}, confirm: confirmation.problem },
        { status: confirmation.problem === "throttled" ? 429 : 403 },
      );
  }
  let changedFields: string[];
  try {
    changedFields = saveSingle(name, checked.values, Date.now(), { by: staff.email });
  } catch (error) {
    console.error(`Could not save ${name}`, error);
    return redirectWithNotice(request, path, "common.errorTryAgain");
  }
  if (changedFields.length > 0)
    recordActivity({
      accountId: staff.id,
      email: staff.email,
      action: type.activity.action,
      subjectType: type.activity.subject,
      changedFields,
    });
  return redirectWithNotice(request, path, "admin.settings.saved");
}

const NOTICE_ID = "settings-notice";

/**
 * A refused save: the fields' errors, or the password asked again (confirmChanges) not given; or a
 * move not saved yet (`moved`), which leaves the form's changes unsaved as a refused save does.
 */
type SingleFailure = FieldsFailure & { confirm?: ConfirmProblem; moved?: MovedItem };

export default function SingleRecordForm() {
  const { t } = useTranslation();
  const { name, values, updatedAt, confirmNeeded, notice, missing, versions, viewPath, example } =
    useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const saving = useNavigation().state === "submitting";
  const unsaved = useUnsavedChanges(failure);
  const type: SingleType = singleTypes[name];
  const labelKey = (field: string) => singleLabelKey(type, field);

  // After a refused save, bring the first wrong field into view (a phone shows one screen of a long form).
  useEffect(() => {
    if (!failure) return;
    const firstInvalid = document.querySelector<HTMLElement>('.admin-form [aria-invalid="true"]');
    firstInvalid?.focus();
    firstInvalid?.scrollIntoView({ block: "center" });
  }, [failure]);

  return (
    <>
      <div className="admin-page-head">
        <h1>{t(type.title)}</h1>
        <ViewOnSite path={viewPath} />
      </div>
      <p>{t(type.intro, { placeholder: "{{months}}" })}</p>
      {missing.length > 0 && <MissingBadges missing={missing} />}
      {failure && !failure.confirm && !failure.moved ? (
        <ErrorSummary
          id={NOTICE_ID}
          fields={type.fields}
          errors={failure.errors}
          labelKey={labelKey}
          order={type.groups.flatMap((group) => group.fields)}
        />
      ) : (
        <Notice
          id={NOTICE_ID}
          tone={(failure && !failure.moved) || notice === "common.errorTryAgain" ? "error" : "success"}
          text={
            failure?.confirm
              ? t(`admin.confirm.${failure.confirm}`)
              : failure?.moved
                ? t("admin.pages.sectionMoved", {
                    section: t(failure.moved.name),
                    position: failure.moved.place,
                    total: failure.moved.total,
                    save: t("admin.settings.save"),
                  })
                : notice
                  ? t(notice)
                  : null
          }
        />
      )}
      {/* Keyed by the last save: after one, the inputs show what was stored (normalised), not what was typed. */}
      <Form
        key={updatedAt}
        method="post"
        className="admin-card admin-form settings-form"
        noValidate
        {...unsaved}
      >
        {/*
          Enter in a text box presses a form's first submit button: with a field's own buttons further
          down (a section's "up"), this one, the save. Out of sight and out of the tab order.
        */}
        {Object.values(type.fields).some((field) => kindOf(field).buttons) && (
          <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
            {t("admin.settings.save")}
          </button>
        )}
        <RecordFields
          fields={type.fields}
          record={values}
          failure={failure}
          labelKey={labelKey}
          groups={type.groups.map((group) => ({
            key: group.key,
            legend: t(legendKey(type, group.key)),
            help: group.help
              ? example
                ? t(group.help.example, { example })
                : t(group.help.none)
              : undefined,
            fields: group.fields,
          }))}
        />
        {confirmNeeded && <ConfirmPasswordField problem={failure?.confirm} />}
        <button type="submit" className="button" disabled={saving}>
          {saving ? t("admin.form.saving") : t("admin.settings.save")}
        </button>
      </Form>
      <VersionHistory versions={versions} fields={type.fields} labelKey={labelKey} />
    </>
  );
}
