import { companyInfo } from "~/db/company-settings.server";
import type { Language } from "~/i18n/languages";
import { anyShown } from "~/db/records.server";
import { rememberedUntilContentChanges } from "~/db/content-version.server";
import type { ContentTypeName } from "~/content/content-types";
import { shownWithPreview, type Previewed } from "./previewed.server";
import { contentTypes } from "~/content/content-types";
import { localizedText } from "~/content/localize";
import { pictureAltField } from "./library-pictures.server";
import { renderRichText, richTextToPlain } from "~/content/rich-text.server";
import { HOME_SECTION_LIMITS } from "~/content/home-limits";
import { pageImageUrl } from "./page-image.server";
import { newsCard } from "./public-pages.server";
import { shorten } from "~/content/shorten";
import { parseSections, type SectionChoice } from "~/content/section-order";
import { HOME_SECTION_KEYS, type HomeSectionKey } from "~/content/types/home-page";
import { readSingle } from "~/db/singles.server";
import type { HomeSectionsShown } from "./navigation";

/** An info tile's excerpt: three or four lines of a tile a phone shows two to a row. */
const TILE_EXCERPT_CHARACTERS = 80;

/**
 * Everything the home page shows, already in the visitor's language (with
 * English where a translation is empty), so the page carries one text per
 * item, and only as much of it as the page shows (a service card's excerpt,
 * not its whole description). Only records shown on the site, in their
 * display order; a staff preview (previewed.server.ts) adds its record in its place.
 */
export function loadHomeContent(lang: Language, preview?: Previewed): HomeContent {
  return preview ? homeContentOf(lang, preview) : homeContentShown(lang);
}

/** What visitors see, made once per language until the content changes. */
const homeContentShown = rememberedUntilContentChanges((lang: Language) => homeContentOf(lang));

export type HomeContent = ReturnType<typeof homeContentOf>;

function homeContentOf(lang: Language, preview?: Previewed) {
  const listShown = <N extends ContentTypeName>(name: N, { limit }: { limit: number }) =>
    shownWithPreview(name, limit, preview);
  // Each text with the language it is in when an empty translation fell back (ShownText).
  const text = (record: object, field: string) => localizedText(record, field, lang);
  const company = companyInfo(lang);
  const shortened = ({ text, lang }: { text: string; lang?: Language }, max?: number) => ({
    text: shorten(text, max),
    lang,
  });
  return {
    banners: listShown("jumbotrons", { limit: HOME_SECTION_LIMITS.banners }).map((r) => ({
      id: r.id,
      title: text(r, "title"),
      desc: text(r, "desc"),
    })),
    heroFallback: {
      id: "company",
      title: { text: company.name, lang: company.fellBack.name },
      desc: { text: company.tagline, lang: company.fellBack.tagline },
    },
    tiles: listShown("infoAreas", { limit: HOME_SECTION_LIMITS.tiles }).map((r) => {
      // Rich text: the tile's excerpt is its words, the dialog shows it formatted.
      const desc = text(r, "desc");
      const field = contentTypes.infoAreas.fields.desc;
      return {
        id: r.id,
        title: text(r, "title"),
        excerpt: shortened(
          { text: richTextToPlain(desc.text, field), lang: desc.lang },
          TILE_EXCERPT_CHARACTERS,
        ),
        desc: { html: renderRichText(desc.text, field), lang: desc.lang },
      };
    }),
    services: listShown("services", { limit: HOME_SECTION_LIMITS.services }).map((r) => {
      // The description is rich text: the card's excerpt is its words, without the formatting.
      const desc = text(r, "desc");
      return {
        id: r.id,
        title: text(r, "title"),
        excerpt: shortened({
          text: richTextToPlain(desc.text, contentTypes.services.fields.desc),
          lang: desc.lang,
        }),
        image: pageImageUrl(r.image),
        ...pictureAltField(r, lang),
      };
    }),
    products: listShown("products", { limit: HOME_SECTION_LIMITS.products }).map((r) => ({
      id: r.id,
      title: text(r, "title"),
      image: pageImageUrl(r.image),
      ...pictureAltField(r, lang),
    })),
    // A client without a logo yet shows its name instead (content-types: withoutImage "title").
    clients: listShown("clients", { limit: HOME_SECTION_LIMITS.clients }).map((r) => ({
      id: r.id,
      title: text(r, "title"),
      image: r.image.trim() === "" ? null : pageImageUrl(r.image),
      ...pictureAltField(r, lang),
    })),
    // The latest posts, newest first (the type's publicOrder): the section is left out without any.
    news: listShown("news", { limit: HOME_SECTION_LIMITS.news }).map((r) => newsCard(r, lang)),
  };
}

/**
 * The home page's sections below the hero banner as staff arranged them (the home page's `sections`,
 * types/home-page.ts): all of them, in their order, each shown or hidden.
 */
export function homeSectionChoices(): SectionChoice<HomeSectionKey>[] {
  return parseSections(HOME_SECTION_KEYS, readSingle("homePage").sections);
}

/**
 * Which sections staff show: every public page asks (its menus), so a table that cannot be read shows
 * them all (the page that reads it fails on its own) rather than failing every page.
 */
export function homeSectionsChosen(): HomeSectionsShown {
  return sectionsChosen(undefined);
}

const sectionsChosen = rememberedUntilContentChanges((_: undefined): HomeSectionsShown => {
  let choices: SectionChoice<HomeSectionKey>[];
  try {
    choices = homeSectionChoices();
  } catch (error) {
    console.error("Navigation: could not read the home page's sections:", error);
    choices = parseSections(HOME_SECTION_KEYS, "");
  }
  return Object.fromEntries(choices.map(({ key, shown }) => [key, shown])) as HomeSectionsShown;
});

/**
 * Which of the home page's sections a visitor finds on it: those staff show, and of those that list
 * records, the ones with something to show (an empty one is left out of the page). The hero and the
 * header leave out their links to any other (no link to nowhere).
 */
export function homeSectionsShown(): HomeSectionsShown {
  return sectionsShown(undefined);
}

const sectionsShown = rememberedUntilContentChanges((_: undefined): HomeSectionsShown => {
  // Every public page asks: a table that cannot be read fails the page that shows it, not every page's
  // navigation (the link then stays).
  const any = (name: "services" | "products" | "clients" | "news") => {
    try {
      return anyShown(name);
    } catch (error) {
      console.error(`Navigation: could not tell whether ${name} has records:`, error);
      return true;
    }
  };
  const chosen = homeSectionsChosen();
  return {
    ...chosen,
    services: chosen.services && any("services"),
    products: chosen.products && any("products"),
    clients: chosen.clients && any("clients"),
    news: chosen.news && any("news"),
  };
});
