import { columnNames, fieldLabelKey } from "~/content/content-types";
import { languageOf } from "~/lib/request-facts";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "~/i18n/translation";
import { recordActivity } from "~/admin/activity.server";
import { contentTypeOf, type FormFailure } from "~/admin/admin-content.server";
import { requirePermission, requireStaff } from "~/admin/auth.server";
import { BackToDashboard, Notice } from "~/admin/components/AdminShell";
import { VersionHistory } from "~/admin/components/VersionHistory";
import { ViewOnSite } from "~/admin/components/ViewOnSite";
import { redirectWithNotice, takeNotice } from "~/admin/notices.server";
import { recordSubject, versionLines } from "~/admin/versions.server";
import { previewPath } from "~/content/preview";
import { useUnsavedChanges } from "~/admin/use-unsaved-changes";
import { RecordFields } from "~/admin/components/RecordFields";
import { editPath, listPath } from "~/admin/paths";
import type { ImageUpload } from "~/media/image-pipeline.server";
import { readFormWithImage } from "~/media/upload-form.server";
import { removeStoredImage, removeUnnamedImages, storeImage } from "~/media/uploads.server";
import { StorageUnavailableError } from "~/media/upload-store.server";
import {
  contentTypes,
  LIBRARY_TYPE,
  hasImage,
  kindOf,
  recordLabel,
  type ImageField,
  type ContentType,
  type ContentTypeName,
  type Fields,
} from "~/content/content-types";
import { isMalformed, validateFields } from "~/content/validation";
import { refusal } from "~/lib/forms.server";
import { newId } from "~/db/ids.server";
import {
  countRecords,
  defaultPlace,
  findRecord,
  isOrderedByHand,
  listPage,
  placeInOrder,
  saveRecord,
  type NewPlace,
} from "~/db/records.server";
import { addressFields, addressTaken, freeAddressFor } from "~/db/addresses.server";
import { addressFromText } from "~/content/addresses";
import { destinationColumns, leadsToMissingPage, ownPageChoices } from "~/admin/own-pages.server";
import { OwnPagesContext } from "~/admin/components/own-pages";
import { ErrorSummary } from "~/admin/components/ErrorSummary";
import { PlaceChoice, PLACE_FIELD, type PlaceRecord } from "~/admin/components/PlaceChoice";
import { pageMeta } from "~/lib/meta";
import { libraryPage } from "~/admin/library-page.server";
import { LibraryFacts } from "~/admin/components/LibraryFacts";
import { LibraryPickerAllowed } from "~/admin/components/LibraryPicker";
import { may } from "~/content/access";
import {
  addToLibrary,
  LIBRARY_CODE_INPUT,
  libraryChoice,
  logAddedToLibrary,
  missingTextPictures,
  takeBackFromLibrary,
} from "~/admin/library-form.server";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => [
  ...pageMeta(matches, { title: `admin.types.${data?.name ?? "clients"}.${data?.record ? "edit" : "add"}` }),
  { name: "robots", content: "noindex" },
];

/** The record being edited, or a redirect to the list when it does not exist. */
async function recordToEdit(
  request: Request,
  name: ContentTypeName,
  type: ContentType,
  id: string | undefined,
) {
  if (id === undefined) return undefined;
  const record = findRecord(name, id) as Record<string, unknown> | undefined;
  if (!record) return redirectWithNotice(request, listPath(type), "admin.notices.notFound");
  return record;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, context);
  const { name, type } = contentTypeOf(context);
  const record = await recordToEdit(request, name, type, params.id);
  const { date: _date, ...values } = record ?? {};
  const lang = languageOf(context);
  const { notice, cookie } = await takeNotice(request);
  return data(
    {
      name,
      record: record ? (values as Record<string, string>) : null,
      // Adding to a list that holds its most records already: said before anything is typed.
      full: !record && isFull(name, type),
      // The record's history and its place on the site (an edit only).
      versions: record ? versionLines(recordSubject(name, String(record.id)), lang, request.url) : null,
      viewPath: record ? (previewPath(type, record as { id: string }) ?? null) : null,
      // A menu link's choice of the office's own pages.
      ownPages: ownPageChoices(type, lang),
      // Where a new record may go (`placeChoice`): the records it may follow, in the list's order.
      places: record ? null : placeRecords(name, type),
      // A library picture's page: its code, its file's facts, where it is used.
      library: type.library && record ? await libraryPage(String(record.id), staff.role, lang) : null,
      // The library's dialog under its image field and texts, for whoever may read the library.
      pickFromLibrary: !type.library && may(staff.role, contentTypes[LIBRARY_TYPE].access, "read"),
      notice,
    },
    { headers: { "Set-Cookie": cookie } },
  );
}

/** The most records a choice of place lists: `placeChoice` is for short lists (a menu's nine links). */
const PLACES_MAX = 100;

/**
 * The records a new one may be placed after, in the list's order, with what names them (their label,
 * and where a menu link leads: recordNamer, app/admin/components/list-columns.tsx); null for a type
 * whose form does not ask.
 */
function placeRecords(name: ContentTypeName, type: ContentType): PlaceRecord[] | null {
  if (!type.placeChoice || !isOrderedByHand(name)) return null;
  const fields: Fields = type.fields;
  const naming = [columnNames(type.labelField, fields[type.labelField]!)[0]!, ...destinationColumns(type)];
  return listPage(name, { limit: PLACES_MAX, offset: 0 }).map((record) => {
    const values = record as Record<string, unknown>;
    return {
      id: record.id,
      values: Object.fromEntries(naming.map((column) => [column, String(values[column] ?? "")])),
    };
  });
}

/**
 * Where a new record goes, as the add form's choice says (`place`: first, last or `after:<id>`); the
 * type's own place when the form does not ask or nothing was sent; "gone" when the record to follow
 * was deleted meanwhile. Anything else no form sends is a 400.
 */
function chosenPlace(name: ContentTypeName, type: ContentType, form: FormData): NewPlace | "gone" {
  const sent = form.get(PLACE_FIELD);
  if (!type.placeChoice || !isOrderedByHand(name) || sent === null || sent === "") return defaultPlace(name);
  if (sent === "first" || sent === "last") return { kind: sent };
  const id = typeof sent === "string" && sent.startsWith("after:") ? sent.slice("after:".length) : "";
  if (id === "") throw refusal(400);
  return findRecord(name, id) ? { kind: "after", id } : "gone";
}

/** Whether a type with a most number of records (a menu's links) holds that many. */
function isFull(name: ContentTypeName, type: ContentType): boolean {
  return type.maxRecords !== undefined && countRecords(name) >= type.maxRecords;
}

function imageError(image: ImageUpload, required: boolean, hasCurrent: boolean) {
  switch (image.kind) {
    case "tooLarge":
      return { code: "imageTooLarge" } as const;
    case "badType":
      return { code: "imageBadType" } as const;
    case "tooManyPixels":
      return { code: "imageTooManyPixels" } as const;
    case "notClean":
      return { code: "imageNotClean" } as const;
    case "none":
      return required && !hasCurrent ? ({ code: "required" } as const) : undefined;
    default:
      return undefined;
  }
}

/**
 * Add and edit: checks the fields and the image, stores the new image file,
 * then saves the record in one transaction that also reads which image it
 * replaces; only after that commit is the replaced file removed. Whatever
 * fails, what was typed comes back in the form, and no file is left behind.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const staff = await requireStaff(request, context);
  requirePermission(staff, context, params.id === undefined ? "add" : "change");
  const { name, type } = contentTypeOf(context);
  const existing = await recordToEdit(request, name, type, params.id);

  const { form, image, fileName } = await readFormWithImage(request);
  const checked = validateFields(type.fields, form);
  if (isMalformed(checked)) throw refusal(400);
  const imageField = Object.values(type.fields).find((field) => kindOf(field).upload) as
    ImageField | undefined;
  // A library picture chosen by its code (not in the library's own form: its file is its own).
  const chosen = imageField && !type.library ? libraryChoice(form) : { code: "" };
  if (chosen.code !== "") checked.values[LIBRARY_CODE_INPUT] = chosen.code;
  const place = existing ? undefined : chosenPlace(name, type, form);
  // What was typed comes back with an error, the place chosen with it.
  const typed =
    place === undefined
      ? checked.values
      : { ...checked.values, [PLACE_FIELD]: String(form.get(PLACE_FIELD) ?? "") };
  // A list at its most records refuses one more, keeping what was typed (the form said so already, but
  // another person may have added the last one meanwhile).
  if (!existing && isFull(name, type)) {
    return data<FormFailure>({ values: typed, errors: {}, formError: "full" }, { status: 400 });
  }
  const errors: FormFailure["errors"] = checked.ok ? {} : { ...checked.errors };
  const currentImage = typeof existing?.image === "string" ? existing.image : "";
  const problem = imageField
    ? (chosen.error ??
      imageError(image, imageField.required, currentImage !== "" || chosen.image !== undefined))
    : undefined;
  if (problem) errors.image = problem;
  Object.assign(errors, missingTextPictures(type, checked.values));
  // An address left empty where the type makes one from the record's English label (a post's title).
  for (const [field, spec] of addressFields(name)) {
    const label = checked.values[columnNames(type.labelField, type.fields[type.labelField]!)[0]!];
    if (spec.fromLabel && !errors[field] && checked.values[field] === "" && label)
      checked.values[field] = freeAddressFor(
        name,
        field,
        addressFromText(label, type.slug),
        existing ? String(existing.id) : undefined,
      );
  }
  // An address another record has (the unique index would refuse the save): said beside the field.
  for (const [field] of addressFields(name)) {
    const address = checked.values[field];
    if (
      !errors[field] &&
      address &&
      addressTaken(name, field, address, existing ? String(existing.id) : undefined)
    )
      errors[field] = { code: "addressTaken" };
  }
  // A menu link to one of the office's pages that was deleted meanwhile.
  for (const field of destinationColumns(type))
    if (!errors[field] && leadsToMissingPage(checked.values[field]))
      errors[field] = { code: "invalidDestination" };
  // The record it was to follow was deleted meanwhile: said beside the choice.
  if (place === "gone") errors[PLACE_FIELD] = { code: "placeGone" };
  if (Object.keys(errors).length > 0 || place === "gone") {
    return data<FormFailure>({ values: typed, errors }, { status: 400 });
  }

  const id = existing ? String(existing.id) : newId();
  const { [LIBRARY_CODE_INPUT]: _code, ...values } = checked.values;
  let newImage: string | undefined;
  // A picture uploaded in another type's form goes into the library, under an item of its own.
  let added: Awaited<ReturnType<typeof addToLibrary>> | undefined;
  if (image.kind === "image" && hasImage(type)) {
    try {
      if (type.library) newImage = await storeImage(id, image);
      else newImage = (added = await addToLibrary(image, fileName, values, staff)).image;
    } catch (error) {
      console.error(error);
      const formError = error instanceof StorageUnavailableError ? "storageUnavailable" : "imageNotStored";
      return data<FormFailure>({ values: checked.values, errors: {}, formError }, { status: 503 });
    }
    values.image = newImage;
  } else if (chosen.image !== undefined) values.image = chosen.image;
  // The library's own item is named after its file when its name is left empty.
  if (type.library && values.name === "" && fileName)
    values.name = fileName.replace(/\.[A-Za-z0-9]{1,5}$/, "");
  let outcome;
  try {
    outcome = saveRecord(name, id, values, existing ? "edit" : "add", { by: staff.email }, place);
  } catch (error) {
    console.error("Could not save a record", error);
    if (added) await takeBackFromLibrary(added);
    else if (newImage) await removeStoredImage(newImage).catch(() => undefined); // else the next start's sweep
    return data<FormFailure>(
      { values: checked.values, errors: {}, formError: "saveFailed" },
      { status: 500 },
    );
  }
  if (outcome.status === "notFound") {
    if (added) await takeBackFromLibrary(added);
    else if (newImage) await removeStoredImage(newImage).catch(() => undefined);
    return redirectWithNotice(request, listPath(type), "admin.notices.notFound");
  }
  if (added) logAddedToLibrary(added, staff);
  recordActivity({
    accountId: staff.id,
    email: staff.email,
    action: existing ? "update" : "create",
    subjectType: name,
    subjectId: id,
    label: recordLabel(type, values),
    changedFields: outcome.changedFields,
  });
  // The replaced image stays while a version names it (the one before this save does).
  await removeUnnamedImages(outcome.releasedImages);
  // "Save and keep editing": back to this record's form (a new one's, for an add).
  if (form.get("then") === "stay")
    return redirectWithNotice(request, editPath(type, id), "admin.form.savedHere");
  if (existing) return redirectWithNotice(request, listPath(type), "admin.notices.updated");
  // Where the new record is: at the top, or its place when that is elsewhere (a menu's new link).
  if (!isOrderedByHand(name))
    return redirectWithNotice(request, listPath(type), "admin.notices.createdInList");
  if (place?.kind === "first") return redirectWithNotice(request, listPath(type), "admin.notices.created");
  return redirectWithNotice(request, listPath(type), "admin.notices.createdAtPlace", placeInOrder(name, id));
}

const NOTICE_ID = "form-notice";

export default function AdminRecordForm() {
  const { t } = useTranslation();
  const { name, record, full, versions, viewPath, notice, ownPages, places, library, pickFromLibrary } =
    useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const saving = useNavigation().state === "submitting";
  const type = contentTypes[name as ContentTypeName];
  const mode = record ? "edit" : "add";
  const unsaved = useUnsavedChanges(failure);
  // A field's own label where its name is shared with other meanings (a banner's typed description).
  const fields: Fields = type.fields;
  const labelKey = (field: string) => fieldLabelKey(fields, field);

  // After a refused save the page stays where the button was: bring the
  // first wrong field, or the message when no field is to blame, into view.
  useEffect(() => {
    if (!failure) return;
    const firstInvalid = document.querySelector<HTMLElement>('.admin-form [aria-invalid="true"]');
    const target = failure.formError ? document.getElementById(NOTICE_ID) : firstInvalid;
    target?.focus();
    target?.scrollIntoView({ block: "center" });
  }, [failure]);

  const form = (
    <>
      {/* Keyed by the last save: after "Save and keep editing" the inputs show what was stored. */}
      <Form
        key={String(record?.updatedAt ?? "new")}
        method="post"
        encType="multipart/form-data"
        className="admin-card admin-form"
        noValidate
        {...unsaved}
      >
        <OwnPagesContext.Provider value={ownPages}>
          <LibraryPickerAllowed.Provider value={pickFromLibrary}>
            <RecordFields
              fields={type.fields}
              record={record}
              failure={failure}
              labelKey={labelKey}
              fromLibrary={!type.library}
              ofLibrary={type.library === true}
            />
          </LibraryPickerAllowed.Provider>
          {places && (
            <PlaceChoice
              type={type}
              records={places}
              chosen={failure?.values[PLACE_FIELD] ?? ""}
              error={failure?.errors[PLACE_FIELD]}
            />
          )}
        </OwnPagesContext.Provider>
        <div className="form-actions">
          <button type="submit" className="button" disabled={saving}>
            {saving ? t("admin.form.saving") : t("admin.form.save")}
          </button>
          <button type="submit" name="then" value="stay" className="button button--ghost" disabled={saving}>
            {t("admin.form.saveAndStay")}
          </button>
        </div>
      </Form>
    </>
  );

  return (
    <>
      <div className="admin-page-head">
        <h1>{t(`admin.types.${name}.${mode}`)}</h1>
        {viewPath && <ViewOnSite path={viewPath} />}
      </div>
      <BackToDashboard />
      <Notice text={!failure && notice ? t(notice) : null} />
      <Notice
        id={NOTICE_ID}
        tone="error"
        text={
          failure?.formError === "saveFailed"
            ? t("common.errorTryAgain")
            : failure?.formError === "imageNotStored"
              ? t("admin.upload.saveFailed")
              : failure?.formError === "storageUnavailable"
                ? t("admin.upload.storageUnavailable")
                : failure?.formError === "full" || (!failure && full)
                  ? t("admin.form.full", { max: type.maxRecords ?? 0 })
                  : null
        }
      />
      {failure && !failure.formError && (
        <ErrorSummary
          id={NOTICE_ID}
          fields={fields}
          errors={failure.errors}
          labelKey={labelKey}
          formLabels={{ [PLACE_FIELD]: t("admin.form.place.label") }}
        />
      )}
      {library && record ? (
        // A library picture's page: its code, facts and uses beside its form (first on a phone).
        <div className="library-item">
          <LibraryFacts page={library} image={record.image ?? ""} />
          {form}
        </div>
      ) : (
        form
      )}
      <VersionHistory versions={versions} fields={type.fields} labelKey={labelKey} />
    </>
  );
}
