import { contentTypeNames, contentTypes, type ContentType, type ContentTypeName } from "./content-types";

/**
 * Where staff see a record on the site as visitors would (docs/decisions/025-trash-versions-preview.md):
 * its type's public page with `?preview=<slug>:<id>`. Only a signed-in member of staff gets the
 * record when it is hidden or in the trash; anyone else gets the page as visitors always do, and no
 * cache keeps either answer (the page cache renders any query it does not know per request).
 */

export const PREVIEW_PARAM = "preview";

/** A preview's answer is never kept by us, a shared cache or the browser: it shows what visitors must not see. */
export const PREVIEW_HEADERS = { "Cache-Control": "private, no-store" };

const PREVIEW_VALUE = /^([a-z-]+):([A-Za-z0-9_-]{1,64})$/;

/** A record as its page's address needs it: its id, and its address field for a path that names one. */
export type Addressed = { id: string } & Record<string, unknown>;

/**
 * The page that shows a record of this type: `:id` is its id, another `:name` its field of that name
 * (a page's `/:address`). Undefined for a type visitors never see, or a record without that value.
 */
export function publicPagePath(type: ContentType, record: Addressed): string | undefined {
  const path = type.publicPage?.path;
  if (!path) return undefined;
  let missing = false;
  const filled = path.replace(/:(\w+)/g, (_param, name: string) => {
    const value = name === "id" ? record.id : record[name];
    if (typeof value !== "string" || value === "") missing = true;
    return encodeURIComponent(String(value ?? ""));
  });
  return missing ? undefined : filled;
}

/** Whether a type's records each have a page of their own (a path with a parameter): the sitemap lists them. */
export const hasOwnPages = (type: ContentType): boolean => type.publicPage?.path.includes("/:") ?? false;

/** A record's preview address ("View on the site"); undefined for a type visitors never see. */
export function previewPath(type: ContentType, record: Addressed): string | undefined {
  const path = publicPagePath(type, record);
  return path && `${path}?${PREVIEW_PARAM}=${type.slug}:${encodeURIComponent(record.id)}`;
}

/** Which record a `?preview=` value asks for; undefined for anything that is not one of ours. */
export function parsePreview(value: string | null): { name: ContentTypeName; id: string } | undefined {
  const match = value === null ? null : PREVIEW_VALUE.exec(value);
  if (!match) return undefined;
  const name = contentTypeNames.find((candidate) => contentTypes[candidate].slug === match[1]);
  return name && contentTypes[name].publicPage ? { name, id: match[2]! } : undefined;
}

/**
 * The banner over a previewed record, already in the page's language (its texts are the back
 * office's: they stay out of what visitors download).
 */
export type PreviewBanner = {
  state: "hidden" | "scheduled" | "trashed";
  heading: string;
  text: string;
  links: { href: string; text: string }[];
};
