import { columnNames, kindOf, type Fields, type RichTextField } from "./content-types";

/**
 * Which stored columns of a type's fields the trash, the versions and the image bookkeeping read,
 * from the field kinds (so a new kind or type needs nothing here).
 */

/**
 * How a record's history thins out as it ages (docs/decisions/025-trash-versions-preview.md): every
 * version of the last VERSIONS_ALL_DAYS days, then the last of each day for VERSIONS_DAILY_MONTHS
 * months, then the last of each month; and always at least the last VERSIONS_KEPT.
 */
export const VERSIONS_KEPT = 20;
export const VERSIONS_ALL_DAYS = 30;
export const VERSIONS_DAILY_MONTHS = 12;
/** An edit page lists this many versions at a time, newest first, and links to the older ones. */
export const VERSIONS_PAGE_SIZE = 20;

/** The columns holding an uploaded image's value (`image`). */
export function imageColumns(fields: Fields): string[] {
  return Object.entries(fields).flatMap(([name, field]) =>
    kindOf(field).upload ? columnNames(name, field) : [],
  );
}

/**
 * The columns of texts that may show the image library's pictures (a page's or a post's body), each
 * with its field (how the text reads: picturesIn in rich-text.server.ts).
 */
export function pictureTextColumns(fields: Fields): { column: string; field: RichTextField }[] {
  return Object.entries(fields).flatMap(([name, field]) => {
    const spec = kindOf(field);
    return spec.showsPictures?.(field)
      ? columnNames(name, field).map((column) => ({ column, field: field as RichTextField }))
      : [];
  });
}

/**
 * What a version keeps: every column the form edits (texts, image, the "shown on the site" box);
 * not the display order, which the list moves.
 */
export function versionedColumns(fields: Fields): string[] {
  return Object.entries(fields).flatMap(([name, field]) =>
    kindOf(field).storage === "order" ? [] : columnNames(name, field),
  );
}

/**
 * What "Restore this version" writes back: a version's texts and image, never its visibility (a
 * hidden record stays hidden until staff show it: restoring an old text must not publish anything), nor
 * its address (another page may hold it by now; the page stays where visitors find it today).
 */
export function restorableColumns(fields: Fields): string[] {
  return Object.entries(fields).flatMap(([name, field]) =>
    kindOf(field).storage === "text" && !kindOf(field).keptOnRestore ? columnNames(name, field) : [],
  );
}
