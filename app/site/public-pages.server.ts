import { data } from "@remix-run/node";
import { paginate, parsePageParam } from "~/content/pagination";
import { countShown, findShownRecord, listShownPage, type RecordOf } from "~/db/records.server";
import type { Language } from "~/i18n/languages";
import { imageAltField, localized } from "~/content/localize";
import { PUBLIC_PAGE_SIZES, SOLUTION_INTRO_LENGTH } from "~/content/page-sizes";
import { pageImageUrl } from "./page-image.server";
import { shorten } from "~/content/shorten";
import { PREVIEW_HEADERS, type PreviewBanner } from "~/content/preview";
import { pageWithPreview, type Previewed } from "./previewed.server";

/**
 * What /solutions, /solution-details/:id and /team show, already in the
 * visitor's language (English where a translation is empty), one page at a
 * time: `?page=N` is clamped, and anything that is not a page number means
 * the first page, never an error. Hidden records are left out (a hidden
 * service's page is a 404), the rest come in their display order.
 */

export type PublicPage = { page: number; pages: number };

function pageOf(url: string, total: number, size: number) {
  const requested = parsePageParam(new URL(url).searchParams.get("page"));
  return paginate(total, requested, size);
}

/** A description's paragraphs (blank lines or single line breaks separate them). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n+/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

export function loadSolutions(url: string, lang: Language) {
  const total = countShown("services");
  const page = pageOf(url, total, PUBLIC_PAGE_SIZES.solutions);
  const services = listShownPage("services", page, total).map((record) => ({
    id: record.id,
    title: localized(record, "title", lang),
    // The description's first paragraph, cut between words: the detail page has the rest.
    intro: shorten(paragraphs(localized(record, "desc", lang))[0] ?? "", SOLUTION_INTRO_LENGTH),
    image: pageImageUrl(record.image),
    ...imageAltField(record, lang),
  }));
  return { services, page: { page: page.page, pages: page.pages } satisfies PublicPage };
}

/** Ids are 16 URL-safe characters; older imported ones may differ a little, nothing else is looked up. */
export const PLAUSIBLE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * One service in full, or a 404 (inside the site's layout) for an unknown, hidden or malformed id.
 * A staff preview of this service (app/admin/preview.server.ts) shows it whatever its state, with
 * its banner, and is never cached.
 */
export function loadSolution(
  id: string | undefined,
  lang: Language,
  preview?: Previewed<"services"> & { banner: PreviewBanner | null },
) {
  if (preview && preview.record.id === id)
    return data(
      { solution: solutionView(preview.record, lang), preview: preview.banner },
      { headers: PREVIEW_HEADERS },
    );
  const record = id && PLAUSIBLE_ID.test(id) ? findShownRecord("services", id) : undefined;
  if (!record) return data({ solution: null, preview: null }, { status: 404 });
  return data({ solution: solutionView(record, lang), preview: null });
}

/** What the detail page shows of a service (a staff preview passes a hidden or trashed one). */
export function solutionView(record: RecordOf<"services">, lang: Language) {
  return {
    id: record.id,
    title: localized(record, "title", lang),
    paragraphs: paragraphs(localized(record, "desc", lang)),
    // What staff wrote for search engines, if anything (else the page's first paragraph).
    metaDescription: localized(record, "metaDescription", lang),
    image: pageImageUrl(record.image),
    ...imageAltField(record, lang),
    hasOwnImage: record.image.trim() !== "",
  };
}

/** /team, one page; a staff preview (see previewed.server.ts) shows the page that holds its member. */
export function loadTeam(url: string, lang: Language, preview?: Previewed<"teamMembers">) {
  let rows: RecordOf<"teamMembers">[];
  let page: PublicPage;
  if (preview) {
    ({ rows, page } = pageWithPreview("teamMembers", PUBLIC_PAGE_SIZES.team, preview));
  } else {
    const total = countShown("teamMembers");
    const paged = pageOf(url, total, PUBLIC_PAGE_SIZES.team);
    rows = listShownPage("teamMembers", paged, total);
    page = { page: paged.page, pages: paged.pages };
  }
  const members = rows.map((record) => ({
    id: record.id,
    name: localized(record, "name", lang),
    role: localized(record, "role", lang),
    bio: localized(record, "bio", lang),
    image: pageImageUrl(record.image),
    ...imageAltField(record, lang),
    hasOwnImage: record.image.trim() !== "",
  }));
  return { members, page };
}
