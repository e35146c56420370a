import type { ContentTypeName } from "~/content/content-types";
import { paginate } from "~/content/pagination";
import {
  compareInListOrder,
  countShown,
  countShownBefore,
  listShown,
  listShownPage,
  type RecordOf,
} from "~/db/records.server";

/**
 * A page's records with one more: the record a member of staff previews
 * (app/admin/preview.server.ts decides who may), at the place it would have
 * among the shown ones if it were shown. Visitors never reach this: the
 * pages call it only with a preview the signed-in check gave them.
 */

export type Previewed<N extends ContentTypeName = ContentTypeName> = { name: N; record: RecordOf<N> };

type Row = { id: string; date: Date; displayOrder?: number };
const place = (record: unknown) => record as Row;

/** The first `limit` shown records with the previewed one at its place, or last when its place is past them. */
export function shownWithPreview<N extends ContentTypeName>(
  name: N,
  limit: number,
  preview: Previewed | undefined,
): RecordOf<N>[] {
  if (!preview || preview.name !== name) return listShown(name, { limit });
  const record = preview.record as RecordOf<N>;
  const rows = listShown(name, { limit: limit + 1 }).filter((row) => row.id !== record.id);
  const at = rows.findIndex((row) => compareInListOrder(name, place(record), place(row)) < 0);
  rows.splice(Math.min(at === -1 ? rows.length : at, limit - 1), 0, record);
  return rows.slice(0, limit);
}

/** The page of a paged list that holds the previewed record, with it in its place. */
export function pageWithPreview<N extends ContentTypeName>(
  name: N,
  size: number,
  preview: Previewed<N>,
): { rows: RecordOf<N>[]; page: { page: number; pages: number } } {
  const record = preview.record;
  const total = countShown(name);
  const before = countShownBefore(name, place(record));
  const alreadyShown = listShownPage(name, { limit: 1, offset: before }, total)[0]?.id === record.id;
  const page = paginate(total + (alreadyShown ? 0 : 1), Math.floor(before / size) + 1, size);
  const rows = listShownPage(name, { limit: size + 1, offset: page.offset }, total).filter(
    (row) => row.id !== record.id,
  );
  rows.splice(before - page.offset, 0, record);
  return { rows: rows.slice(0, size), page: { page: page.page, pages: page.pages } };
}
