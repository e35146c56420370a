import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "~/i18n/translation";
import { recordActivity } from "~/admin/activity.server";
import { requireStaff } from "~/admin/auth.server";
import { Notice } from "~/admin/components/AdminShell";
import { useUnsavedChanges } from "~/admin/use-unsaved-changes";
import { redirectWithNotice, takeNotice } from "~/admin/notices.server";
import {
  companyFactFields,
  companyFactGroups,
  factInputNames,
  factsToFormValues,
  type FactField,
  WEEKDAYS,
} from "~/content/company-fact-fields";
import { validateCompanyFacts, type FactError } from "~/content/company-facts.server";
import { readCompanyFacts, readCompanyFactsWithTime, saveCompanyFacts } from "~/db/company-settings.server";
import { readForm } from "~/lib/forms.server";
import { languageList, languageOfColumn } from "~/i18n/languages";
import { pageMeta } from "~/lib/meta";

export const SETTINGS_PATH = "/admin/settings";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: "admin.settings.metaTitle", description: "admin.settings.intro" }),
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const { notice, cookie } = await takeNotice(request);
  const { facts, updatedAt } = readCompanyFactsWithTime();
  return data({ values: factsToFormValues(facts), updatedAt, notice }, { headers: { "Set-Cookie": cookie } });
}

type Failure = { values: Record<string, string | string[]>; errors: Record<string, FactError> };

/** Saves every fact at once, or none: what was typed comes back with the errors. */
export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const checked = validateCompanyFacts(await readForm(request));
  if (!checked.ok) return data<Failure>({ values: checked.values, errors: checked.errors }, { status: 400 });
  const before = readCompanyFacts();
  try {
    saveCompanyFacts(checked.facts);
  } catch (error) {
    console.error("Could not save the company's facts", error);
    return redirectWithNotice(request, SETTINGS_PATH, "common.errorTryAgain");
  }
  const changedFields = companyFactFields
    .map(({ name }) => name)
    .filter((name) => JSON.stringify(before[name]) !== JSON.stringify(checked.facts[name]));
  if (changedFields.length > 0)
    recordActivity({
      accountId: staff.id,
      email: staff.email,
      action: "settings",
      subjectType: "settings",
      changedFields,
    });
  return redirectWithNotice(request, SETTINGS_PATH, "admin.settings.saved");
}

/** One input (a textarea, or a group of day boxes) with its label and error. */
function SettingInput({
  input,
  field,
  label,
  value,
  error,
}: {
  input: string;
  field: FactField;
  label: string;
  value: string | string[];
  error: string | null;
}) {
  const { t } = useTranslation();
  const id = `setting-${input}`;
  const common = {
    id,
    name: input,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
  };
  const language = field.kind === "translated" ? languageOfColumn(input) : undefined;
  const rtl = language?.dir === "rtl";
  let control: React.ReactNode;
  if (field.kind === "days") {
    const ticked = Array.isArray(value) ? value : [];
    return (
      <fieldset className="field field--choices" aria-describedby={common["aria-describedby"]}>
        <legend>{label}</legend>
        <div className="choices">
          {WEEKDAYS.map((day) => (
            <label key={day} className="choice">
              <input type="checkbox" name={input} value={day} defaultChecked={ticked.includes(day)} />
              {t(`admin.settings.days.${day}`)}
            </label>
          ))}
        </div>
        {error && (
          <p className="field__error" id={`${id}-error`}>
            {error}
          </p>
        )}
      </fieldset>
    );
  }
  const text = Array.isArray(value) ? value.join("\n") : value;
  if (field.kind === "phones" || (field.kind === "translated" && field.rows)) {
    control = (
      <textarea
        rows={field.kind === "phones" ? field.max : field.rows}
        dir={field.kind === "phones" ? "ltr" : rtl ? "rtl" : "auto"}
        defaultValue={text}
        {...common}
      />
    );
  } else if (field.kind === "translated") {
    control = (
      <input
        type="text"
        dir={rtl ? "rtl" : "auto"}
        maxLength={field.maxLength}
        defaultValue={text}
        {...common}
      />
    );
  } else {
    const type = { phone: "tel", email: "email", url: "url", time: "time" }[field.kind];
    control = <input type={type} dir="ltr" defaultValue={text} {...common} />;
  }
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {control}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

const NOTICE_ID = "settings-notice";

export default function CompanySettings() {
  const { t } = useTranslation();
  const { values: stored, updatedAt, notice } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const saving = useNavigation().state === "submitting";
  const values = failure?.values ?? stored;
  const unsaved = useUnsavedChanges(updatedAt);

  // After a refused save, bring the first wrong field into view (a phone shows one screen of a long form).
  useEffect(() => {
    if (!failure) return;
    const firstInvalid = document.querySelector<HTMLElement>('.admin-form [aria-invalid="true"]');
    firstInvalid?.focus();
    firstInvalid?.scrollIntoView({ block: "center" });
  }, [failure]);

  const errorText = (error: FactError | undefined) => {
    if (!error) return null;
    switch (error.code) {
      case "required":
        return t("admin.form.required");
      case "tooLong":
        return t("admin.form.tooLong", { max: error.max });
      case "invalidText":
        return t("admin.form.invalidText");
      case "invalidPhone":
        return t("admin.form.invalidPhone");
      case "tooMany":
        return t("admin.settings.errors.tooMany", { max: error.max });
      case "invalidUrl":
        return t("admin.settings.errors.invalidUrl", { scheme: "https://" });
      default:
        return t(`admin.settings.errors.${error.code}`);
    }
  };

  return (
    <>
      <h1>{t("admin.settings.heading")}</h1>
      <p>{t("admin.settings.intro")}</p>
      <Notice
        id={NOTICE_ID}
        tone={failure || notice === "common.errorTryAgain" ? "error" : "success"}
        text={failure ? t("admin.form.fixErrors") : notice ? t(notice) : null}
      />
      {/* Keyed by the last save: after one, the inputs show what was stored (normalised), not what was typed. */}
      <Form
        key={updatedAt}
        method="post"
        className="admin-card admin-form settings-form"
        noValidate
        {...unsaved}
      >
        {companyFactGroups.map((group) => (
          <fieldset key={group.key} className="settings-form__group">
            <legend>{t(`admin.settings.groups.${group.key}`)}</legend>
            {Object.entries(group.facts).map(([name, field]) =>
              factInputNames(name, field).map((input, index) => (
                <SettingInput
                  key={input}
                  input={input}
                  field={field}
                  value={values[input] ?? ""}
                  error={errorText(failure?.errors[input])}
                  label={
                    field.kind === "translated"
                      ? t("admin.form.inLanguage", {
                          field: t(`admin.settings.fields.${name}`),
                          language: t(`admin.languages.${languageList[index]!.code}`),
                        })
                      : t(`admin.settings.fields.${name}`)
                  }
                />
              )),
            )}
          </fieldset>
        ))}
        <button type="submit" className="button" disabled={saving}>
          {saving ? t("admin.form.saving") : t("admin.settings.save")}
        </button>
      </Form>
    </>
  );
}
