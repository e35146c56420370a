import { editPath, TRASH_PATH } from "~/admin/paths";
import { recordSubject, versionPath } from "~/admin/versions.server";
import { adminDateFormat } from "~/admin/dates";
import { may, type Role } from "~/content/access";
import { contentTypes, LIBRARY_TYPE, recordLabel, type ContentTypeName } from "~/content/content-types";
import { librarySnippet } from "~/content/library-references";
import { parseUploadUrl } from "~/content/stored-image";
import { libraryItem, usesOf, type LibraryUse } from "~/db/library.server";
import { findRecord } from "~/db/records.server";
import { firstVersion } from "~/db/versions.server";
import type { Language } from "~/i18n/languages";
import { uploadStore } from "~/media/upload-store.server";

/**
 * What a library item's page shows beside its form (docs/decisions/043-image-library.md): the code
 * that puts it in a record or a text, its file's facts, and every place that uses it, each linked to
 * where staff see it: a record's form, the trash, a version's page.
 */
export type LibraryPage = {
  code: string;
  /** The stored file's size in bytes; null when the storage cannot say (a sample image, an outage). */
  bytes: number | null;
  /** Who added it and when; null for a picture the library took in from before it existed. */
  added: { by: string; at: string } | null;
  uses: { type: ContentTypeName; label: string | null; place: LibraryUse["place"]; path: string | null }[];
};

export async function libraryPage(id: string, role: Role, lang: Language): Promise<LibraryPage | null> {
  const item = libraryItem(id);
  if (!item) return null;
  const first = firstVersion({ type: LIBRARY_TYPE, recordId: id });
  return {
    code: librarySnippet(id),
    bytes: await storedSize(item.image),
    // Its first save, by whom: an item made before the library has none (or a first version without an author).
    added:
      first && !first.baseline && first.savedBy
        ? { by: first.savedBy, at: adminDateFormat(lang, "full").format(first.savedAt) }
        : null,
    uses: usesOf(item).map((use) => {
      const type = contentTypes[use.type];
      // A link only where the account may look (a role without the type sees its name only).
      const readable = may(role, type.access, "read");
      const path =
        use.place === "record"
          ? editPath(type, use.recordId)
          : use.place === "trash"
            ? `${TRASH_PATH}?type=${use.type}`
            : versionPath(recordSubject(use.type, use.recordId), use.versionId!);
      return {
        type: use.type,
        // A version is named by its record as it is now.
        label: use.label ?? labelNow(use.type, use.recordId),
        place: use.place,
        path: readable ? path : null,
      };
    }),
  };
}

function labelNow(name: ContentTypeName, id: string): string | null {
  const record = findRecord(name, id) as Record<string, unknown> | undefined;
  return record ? recordLabel(contentTypes[name], record) : null;
}

/** A stored upload's size; null for anything else, or when the storage does not answer now. */
async function storedSize(image: string): Promise<number | null> {
  const stored = parseUploadUrl(image);
  if (!stored) return null;
  try {
    return (await uploadStore().size(stored.name)) ?? null;
  } catch {
    return null;
  }
}
