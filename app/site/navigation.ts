import {
  destinationOf,
  ownPageId,
  menuDestinations,
  type HomeSection,
  type MenuDestinationKey,
} from "~/content/menu-destinations";
import type { HomeSectionKey } from "~/content/types/home-page";
import { fieldSuffix, type Language } from "~/i18n/languages";
import type { TextKey } from "~/i18n/text-keys";

/**
 * Whether each of the home page's sections is on the page: staff may hide any, and one that lists
 * records is left out while it has none (app/site/home-content.server.ts).
 */
export type HomeSectionsShown = Record<HomeSectionKey, boolean>;

/**
 * A menu's link as a page shows it: its address (without the language), and its name: the one staff
 * wrote in the page's language (`text`), else the destination's usual name (`label`, today's `nav.*`).
 */
export type MenuLink = { id: string; to: string } & (
  | { label: TextKey; text?: string }
  /** A link to one of the office's own pages: its name, or the page's title. */
  | { label?: undefined; text: string }
);

/** The name a link shows. */
export function linkName(link: MenuLink, t: (key: TextKey) => string): string {
  return link.text ?? t(link.label as TextKey);
}

/** One of the office's own pages as a menu shows it: its address and its title in the page's language. */
export type OwnPageLink = { path: string; title: string };

/** The header's navigation and the footer's quick links, in their order, shown links only. */
export type Menus = { header: MenuLink[]; footer: MenuLink[] };
export type MenuName = keyof Menus;

/**
 * The menus as they were before staff could change them: what the migration that made the menus' tables
 * writes into them (drizzle/*_menus.sql; tests/unit/menus.test.ts holds the two together), and what a
 * page shows when its menus could not be read (an error page rendered without the public layout's data).
 */
export const defaultMenus = {
  header: ["home", "about", "homeSolutions", "homeProducts", "homeClients", "homeContact"],
  footer: ["about", "team", "solutions", "news", "homeContact", "privacy"],
} as const satisfies Record<MenuName, readonly MenuDestinationKey[]>;

/** A default menu's links, every home section's included (nothing says one is empty). */
export function defaultMenuLinks(menu: MenuName): MenuLink[] {
  return defaultMenus[menu].map((key) => {
    const { path, label } = menuDestinations[key];
    return { id: key, to: path, label };
  });
}

/** What a stored link holds: its destination and its name per language (`labelEn`, `labelKu`, …). */
type StoredLink = { id: string; destination: string } & Record<`label${string}`, unknown>;

/**
 * A stored link as a page in `language` shows it: the name staff wrote in that language, else the
 * destination's usual name in that language (not the English name staff wrote: a visitor reads their
 * own language, and the back office marks the missing translation). Null for a destination the site no
 * longer has, and, with `sections` given, for a home section they say is not on the page (no link to
 * nowhere).
 */
export function menuLink(
  record: StoredLink,
  language: Language,
  sections?: Readonly<Record<HomeSection, boolean>>,
  /** The office's own pages visitors see, by id: a link to any other is left out. */
  ownPages?: ReadonlyMap<string, OwnPageLink>,
): MenuLink | null {
  const own = record[`label${fieldSuffix(language)}`];
  const text = typeof own === "string" ? own.trim() : "";
  const pageId = ownPageId(record.destination);
  if (pageId !== undefined) {
    const page = ownPages?.get(pageId);
    return page ? { id: record.id, to: page.path, text: text || page.title } : null;
  }
  const destination = destinationOf(record.destination);
  if (!destination) return null;
  if (destination.section && sections?.[destination.section] === false) return null;
  return { id: record.id, to: destination.path, label: destination.label, ...(text ? { text } : {}) };
}
