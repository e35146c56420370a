/**
 * Where a record on the public pages stands (field-kinds.ts's `visibility` and `publication`): a
 * draft, published, or scheduled (published, its time still to come).
 */
export type PublicationState = "published" | "draft" | "scheduled";

export function publicationState(
  record: { visible?: unknown; publishAt?: unknown },
  now = Date.now(),
): PublicationState {
  if (Number(record.visible ?? 1) === 0) return "draft";
  return record.publishAt != null && Number(record.publishAt) > now ? "scheduled" : "published";
}

/**
 * The moment a list's date column shows for a record: for a type on the public pages, when it is, was or
 * will be published (its publication time, else its creation, which is when a record published from the
 * start appeared); a draft's, when it was made. Other types: when it was made (a visitor's message).
 */
export function listedTime(record: { visible?: unknown; publishAt?: unknown; date: Date }): number {
  if (record.visible === undefined || Number(record.visible) === 0 || record.publishAt == null)
    return record.date.getTime();
  return Number(record.publishAt);
}
