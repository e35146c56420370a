import type { ContentType } from "~/content/content-types";

export const listPath = (type: ContentType, page?: number) =>
  `/admin/list-${type.pluralSlug}${page && page > 1 ? `?page=${page}` : ""}`;
export const addPath = (type: ContentType) => `/admin/add-${type.slug}`;
export const editPath = (type: ContentType, id: string) => `/admin/edit-${type.slug}/${id}`;
