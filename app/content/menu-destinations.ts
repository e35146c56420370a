/**
 * Where a menu link may lead: the one list of destinations the header menu and the footer's quick links
 * (types/header-menu.ts, types/footer-menu.ts) choose from. A link stores its destination's key (the
 * `destination` field kind checks a posted one against this list); the public pages turn it into an
 * address and, when staff left the link's name empty, the destination's usual name in the visitor's
 * language (app/site/navigation.ts).
 *
 * To add a destination, add an entry here and its name under `admin.menus.destinations` in the back
 * office's texts: the form's choice, the server's check, the list's column and the public menus follow.
 * The office's own pages (types/pages.ts) are destinations too, made from the database: `page:<id>`
 * (ownPageId), so a link follows a page whose address changes; its usual name is the page's title, and a
 * link to a page visitors do not see (a draft, in the trash) is left out of the menu.
 */
import { enSite } from "../i18n/resources/site/en";

/**
 * The home page's sections a destination leads to (among types/home-page.ts's): staff may hide any of
 * them, and one that lists records is left out while it is empty; a menu leaves out its link then.
 */
export type HomeSection = "services" | "products" | "clients" | "contact";

export type MenuDestination = {
  /** The address, without the language (the page adds `?lng=`). */
  path: string;
  /** The name visitors read when staff leave the link's name empty: today's navigation texts. */
  label: `nav.${keyof typeof enSite.nav}`;
  /** The home section it leads to: a menu leaves the link out while the section is not on the page. */
  section?: HomeSection;
};

export const menuDestinations = {
  home: { path: "/", label: "nav.home" },
  about: { path: "/about", label: "nav.about" },
  homeSolutions: { path: "/#our-solutions", label: "nav.services", section: "services" },
  homeProducts: { path: "/#our-products", label: "nav.products", section: "products" },
  homeClients: { path: "/#our-clients", label: "nav.clients", section: "clients" },
  homeContact: { path: "/#contact-us", label: "nav.contact", section: "contact" },
  solutions: { path: "/solutions", label: "nav.solutions" },
  news: { path: "/news", label: "nav.news" },
  team: { path: "/team", label: "nav.team" },
  privacy: { path: "/privacy", label: "nav.privacy" },
} as const satisfies Record<string, MenuDestination>;

export type MenuDestinationKey = keyof typeof menuDestinations;
/** In the order the form offers them. */
export const menuDestinationKeys = Object.keys(menuDestinations) as MenuDestinationKey[];

/** What a link to one of the office's own pages stores before the page's id. */
export const OWN_PAGE = "page:";
const OWN_PAGE_DESTINATION = /^page:([A-Za-z0-9_-]{1,64})$/;

/** The page a link to one of the office's own pages leads to, or undefined for any other value. */
export function ownPageId(value: unknown): string | undefined {
  return typeof value === "string" ? OWN_PAGE_DESTINATION.exec(value)?.[1] : undefined;
}

/** One of the built-in destinations (not an own page's). */
export function isMenuDestination(value: unknown): value is MenuDestinationKey {
  return typeof value === "string" && Object.hasOwn(menuDestinations, value);
}

/** A stored destination, or undefined for one the list no longer has (a link to it is left out). */
export function destinationOf(value: unknown): MenuDestination | undefined {
  return isMenuDestination(value) ? menuDestinations[value] : undefined;
}

/**
 * A destination's usual name in English: what names a link whose own name is empty in the back office's
 * records (its row's buttons, the activity log, the trash), as a record's English title names it.
 */
export function englishDestinationName(value: unknown): string | undefined {
  const destination = destinationOf(value);
  if (!destination) return undefined;
  const key = destination.label.slice("nav.".length) as keyof typeof enSite.nav;
  return enSite.nav[key];
}

/**
 * The most links a menu holds: nine fit the desktop bar (on two lines at most, app/styles/app.css) and a
 * phone's menu without scrolling.
 */
export const MENU_MAX_LINKS = 9;
