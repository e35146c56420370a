import { recordActivity } from "~/admin/activity.server";
import {
  columnNames,
  contentTypes,
  LIBRARY_TYPE,
  type ContentType,
  type ContentTypeName,
} from "~/content/content-types";
import { showsLibraryPictures, type FieldError } from "~/content/field-kinds";
import { libraryIdInCode } from "~/content/library-references";
import { picturesIn } from "~/content/rich-text.server";
import { translatedColumns } from "~/i18n/languages";
import { newId } from "~/db/ids.server";
import { libraryItem, usesOf } from "~/db/library.server";
import { deleteRecord, saveRecord } from "~/db/records.server";
import { deleteVersions } from "~/db/versions.server";
import type { CleanImage } from "~/media/image-pipeline.server";
import { removeStoredImage, storeImage } from "~/media/uploads.server";

/**
 * The image library in a record's form (docs/decisions/043-image-library.md): a picture uploaded there
 * goes into the library first, a library picture is chosen by pasting its code (a plain form step that
 * needs no JavaScript), and the pictures a text shows must be the library's.
 */

/** The input beside an image field where a library picture's code is pasted. */
export const LIBRARY_CODE_INPUT = "imageFromLibrary";

/** What the code input says: nothing, a library picture's file, or an error (the typed code is kept). */
export type LibraryChoice = { code: string; image?: string; error?: FieldError };

export function libraryChoice(form: FormData): LibraryChoice {
  const raw = form.get(LIBRARY_CODE_INPUT);
  const code = typeof raw === "string" ? raw.trim().slice(0, 200) : "";
  if (code === "") return { code };
  const id = libraryIdInCode(code);
  const item = id ? libraryItem(id) : undefined;
  return item ? { code, image: item.image } : { code, error: { code: "imageNotInLibrary" } };
}

/** The texts (of fields with pictures) that name a picture the library does not have: an error each. */
export function missingTextPictures(type: ContentType, values: Record<string, string>) {
  const errors: Record<string, FieldError> = {};
  for (const [name, field] of Object.entries(type.fields)) {
    if (!showsLibraryPictures(field)) continue;
    for (const column of columnNames(name, field))
      if (picturesIn(values[column] ?? "", field).some((id) => !libraryItem(id)))
        errors[column] = { code: "imageNotInLibrary" };
  }
  return errors;
}

/**
 * Puts an uploaded picture into the library: its files (named after the new item), then the item,
 * named after the file and described as the record describes it. Returns the item's id and the value
 * the record's image field takes. Throws as storeImage does (nothing is left behind).
 */
export async function addToLibrary(
  image: CleanImage,
  fileName: string,
  described: Record<string, string>,
  staff: { id: string; email: string },
): Promise<{ id: string; image: string; name: string }> {
  const id = newId();
  const value = await storeImage(id, image);
  const alt = Object.fromEntries(
    translatedColumns("imageAlt").map((column) => [column, described[column] ?? ""]),
  );
  const name = fileName.replace(/\.[A-Za-z0-9]{1,5}$/, "").slice(0, 200);
  try {
    saveRecord(LIBRARY_TYPE, id, { name, image: value, ...alt }, "add", { by: staff.email });
  } catch (error) {
    await removeStoredImage(value).catch(() => undefined);
    throw error;
  }
  return { id, image: value, name };
}

/** The records on the site that show a library item (its image or a text of theirs): what keeps it. */
export function recordsShowing(id: string): { type: ContentTypeName; label: string | null }[] {
  const item = libraryItem(id);
  if (!item) return [];
  return usesOf(item)
    .filter((use) => use.place === "record")
    .map(({ type, label }) => ({ type, label }));
}

/** The activity log's line for an item addToLibrary made, once the record that asked for it is saved. */
export function logAddedToLibrary(item: { id: string; name: string }, staff: { id: string; email: string }) {
  recordActivity({
    accountId: staff.id,
    email: staff.email,
    action: "create",
    subjectType: LIBRARY_TYPE,
    subjectId: item.id,
    label: item.name || null,
    changedFields: ["image"],
  });
}

/** Takes back an item addToLibrary made for a record whose save then failed: item, history and files. */
export async function takeBackFromLibrary(item: { id: string; image: string }): Promise<void> {
  deleteRecord(LIBRARY_TYPE, item.id);
  deleteVersions(LIBRARY_TYPE, [item.id], contentTypes[LIBRARY_TYPE].fields);
  await removeStoredImage(item.image).catch(() => undefined);
}
