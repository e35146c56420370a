import { data, redirect } from "@remix-run/node";
import { ADDRESS_PATTERN } from "~/content/addresses";
import { contentTypes, type ContentTypeName } from "~/content/content-types";
import { publicPagePath } from "~/content/preview";
import { addressFields, oldAddress, recordAt } from "~/db/addresses.server";
import { paginate, parsePageParam } from "~/content/pagination";
import { PREVIEW_HEADERS, type PreviewBanner } from "~/content/preview";
import { countShown, findShownRecord, listShownPage, type RecordOf } from "~/db/records.server";
import type { Previewed } from "./previewed.server";

/**
 * The public pages of a type with a list or pages of its own (`publicList`, `publicPage` with a
 * parameter in its description): its paged list and each record's page, from the type's name and a view
 * saying what the page shows of a record, in the visitor's language. The one route pair hands them its
 * type and view (record-views.server.ts); nothing here tells one type from another
 * (docs/how-to/add-a-content-type.md, step 7).
 */

export type PublicPage = { page: number; pages: number };

/** Ids are 16 URL-safe characters; older imported ones may differ a little, nothing else is looked up. */
export const PLAUSIBLE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * One page of the type's shown records, in their list order: `?page=N` is clamped, and anything that
 * is not a page number means the first page, never an error. Hidden records are left out.
 */
export function loadRecordList<N extends ContentTypeName, V>(
  name: N,
  url: string,
  size: number,
  view: (record: RecordOf<N>) => V,
): { records: V[]; page: PublicPage } {
  const total = countShown(name);
  const page = paginate(total, parsePageParam(new URL(url).searchParams.get("page")), size);
  const records = listShownPage(name, page, total).map(view);
  return { records, page: { page: page.page, pages: page.pages } };
}

/**
 * One record's page, or a 404 (inside the site's layout) for an unknown, hidden or malformed id. A
 * staff preview of this record (app/admin/preview.server.ts) shows it whatever its state, with its
 * banner, and is never cached.
 */
export function loadRecordPage<N extends ContentTypeName, V>(
  name: N,
  id: string | undefined,
  view: (record: RecordOf<N>) => V,
  preview?: Previewed<N> & { banner: PreviewBanner | null },
) {
  if (preview && preview.record.id === id)
    return data({ record: view(preview.record), preview: preview.banner }, { headers: PREVIEW_HEADERS });
  const record = id && PLAUSIBLE_ID.test(id) ? findShownRecord(name, id) : undefined;
  if (!record) return data({ record: null, preview: null }, { status: 404 });
  return data({ record: view(record), preview: null });
}

/**
 * The id of the record at an address of a type whose pages are at their records' addresses (an own
 * page's `/careers`, a post's `/news/<address>`), shown or not (a staff preview may ask for a draft).
 * An address a shown record left answers with a 301 to where it is now, the visitor's `?lng=` kept
 * (thrown, as Remix takes a redirect from a loader); anything else is undefined: the 404.
 */
export function recordIdAtAddress(
  name: ContentTypeName,
  address: string,
  request: Request,
): string | undefined {
  const [field, spec] = addressFields(name)[0] ?? [];
  if (!field || !spec || !ADDRESS_PATTERN.test(address)) return undefined;
  const id = recordAt(name, field, address);
  if (id !== undefined) return id;
  const left = oldAddress(`${spec.prefix}${address}`);
  const moved = left?.type === name ? findShownRecord(name, left.recordId) : undefined;
  const path = moved && publicPagePath(contentTypes[name], moved as unknown as { id: string });
  if (path) {
    const lng = new URL(request.url).searchParams.get("lng");
    throw redirect(`${path}${lng === null ? "" : `?${new URLSearchParams({ lng })}`}`, 301);
  }
  return undefined;
}
