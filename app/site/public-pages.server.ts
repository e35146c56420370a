import { data } from "@remix-run/node";
import { paginate, parsePageParam } from "~/content/pagination";
import { countShown, findShownRecord, listShownPage, type RecordOf } from "~/db/records.server";
import type { Language } from "~/i18n/languages";
import { contentTypes } from "~/content/content-types";
import { imageAltField, localized, localizedText } from "~/content/localize";
import { renderRichText, richTextToPlain } from "~/content/rich-text.server";
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

/** A service's description (rich text) as plain text: for excerpts and the meta description. */
export function serviceDescriptionText(record: RecordOf<"services">, lang: Language) {
  const shown = localizedText(record, "desc", lang);
  return { text: richTextToPlain(shown.text, contentTypes.services.fields.desc), lang: shown.lang };
}

export function loadSolutions(url: string, lang: Language) {
  const total = countShown("services");
  const page = pageOf(url, total, PUBLIC_PAGE_SIZES.solutions);
  const services = listShownPage("services", page, total).map((record) => {
    const description = serviceDescriptionText(record, lang);
    return {
      id: record.id,
      title: localizedText(record, "title", lang),
      // The description's first paragraph, cut between words: the detail page has the rest.
      intro: {
        text: shorten(paragraphs(description.text)[0] ?? "", SOLUTION_INTRO_LENGTH),
        lang: description.lang,
      },
      image: pageImageUrl(record.image),
      ...imageAltField(record, lang),
    };
  });
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
  const description = localizedText(record, "desc", lang);
  return {
    id: record.id,
    title: localizedText(record, "title", lang),
    description: {
      html: renderRichText(description.text, contentTypes.services.fields.desc),
      lang: description.lang,
    },
    // What staff wrote for search engines, else the start of the page's first paragraph (plain text).
    metaDescription:
      localized(record, "metaDescription", lang) ||
      (paragraphs(serviceDescriptionText(record, lang).text)[0] ?? "").slice(0, 160),
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
  const members = rows.map((record) => {
    const bio = localizedText(record, "bio", lang);
    const bioField = contentTypes.teamMembers.fields.bio;
    return {
      id: record.id,
      name: localizedText(record, "name", lang),
      role: localizedText(record, "role", lang),
      bio: { html: renderRichText(bio.text, bioField), lang: bio.lang },
      // For search engines (the page's JSON-LD): what staff wrote for them, else the bio as plain text.
      description:
        localized(record, "metaDescription", lang) || richTextToPlain(bio.text, bioField).replace(/\n/g, " "),
      image: pageImageUrl(record.image),
      ...imageAltField(record, lang),
      hasOwnImage: record.image.trim() !== "",
    };
  });
  return { members, page };
}
