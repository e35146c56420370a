import type { ContentType } from "~/content/content-types";

/** A list's address; `missing` keeps its "lacking a translation" filter. */
export const listPath = (type: ContentType, page?: number, filter: { missing?: string | null } = {}) => {
  const query = new URLSearchParams();
  if (filter.missing) query.set("missing", filter.missing);
  if (page && page > 1) query.set("page", String(page));
  const search = query.toString();
  return `/admin/list-${type.pluralSlug}${search ? `?${search}` : ""}`;
};
export const addPath = (type: ContentType) => `/admin/add-${type.slug}`;
/** The image library's page that takes several files in one go (`/admin/add-images`). */
export const addSeveralPath = (type: ContentType) => `/admin/add-${type.pluralSlug}`;
export const editPath = (type: ContentType, id: string) => `/admin/edit-${type.slug}/${id}`;
export const TRASH_PATH = "/admin/trash";
/** The image library's list (app/content/types/media.ts: `pluralSlug` "images"). */
export const LIBRARY_LIST_PATH = "/admin/list-images";
export const INBOX_PATH = "/admin/list-contactus";
export const STATISTICS_PATH = "/admin/statistics";

/** The back office's header links besides the dashboard, in order; each shown to roles that may open it. */
export const headerLinks = [
  INBOX_PATH,
  STATISTICS_PATH,
  LIBRARY_LIST_PATH,
  "/admin/settings",
  "/admin/staff",
  "/admin/activity",
  TRASH_PATH,
] as const;
export type HeaderLink = (typeof headerLinks)[number];
