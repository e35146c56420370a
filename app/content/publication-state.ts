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
