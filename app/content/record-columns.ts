import { columnNames, kindOf, type Fields } from "./content-types";

/**
 * Which stored columns of a type's fields the trash, the versions and the image bookkeeping read,
 * from the field kinds (so a new kind or type needs nothing here).
 */

/** Each record keeps at least its last VERSIONS_KEPT versions, or all those of VERSIONS_MONTHS, whichever is more. */
export const VERSIONS_KEPT = 20;
export const VERSIONS_MONTHS = 12;

/** The columns holding an uploaded image's value (`image`). */
export function imageColumns(fields: Fields): string[] {
  return Object.entries(fields).flatMap(([name, field]) =>
    kindOf(field).upload ? columnNames(name, field) : [],
  );
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
 * hidden record stays hidden until staff show it: restoring an old text must not publish anything).
 */
export function restorableColumns(fields: Fields): string[] {
  return Object.entries(fields).flatMap(([name, field]) =>
    kindOf(field).storage === "text" ? columnNames(name, field) : [],
  );
}
