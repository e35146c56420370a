/**
 * Where a menu link may lead: the one list of destinations the header menu and the footer's quick links
 * (types/header-menu.ts, types/footer-menu.ts) choose from. A link stores its destination's key (the
 * `destination` field kind checks a posted one against this list); the public pages turn it into an
 * address and, when staff left the link's name empty, the destination's usual name in the visitor's
 * language (app/site/navigation.ts).
 *
 * To add a destination, add an entry here and its name under `admin.menus.destinations` in the back
 * office's texts: the form's choice, the server's check, the list's column and the public menus follow.
 * The office's own pages will plug in here too, as destinations made from the database (`page:<id>`,
 * their title as the usual name): `isMenuDestination` and `destinationOf` are the two places that read
 * this list, and the form's choice (app/admin/components/field-inputs.tsx) lists `menuDestinationKeys`.
 */
import { enSite } from "../i18n/resources/site/en";

/** The home page's sections that list records: an empty one is left out of the page and of the header. */
export type HomeSection = "services" | "products" | "clients";

export type MenuDestination = {
  /** The address, without the language (the page adds `?lng=`). */
  path: string;
  /** The name visitors read when staff leave the link's name empty: today's navigation texts. */
  label: `nav.${keyof typeof enSite.nav}`;
  /** A home section that may be empty: the header leaves the link out then. */
  section?: HomeSection;
};

export const menuDestinations = {
  home: { path: "/", label: "nav.home" },
  about: { path: "/about", label: "nav.about" },
  homeSolutions: { path: "/#our-solutions", label: "nav.services", section: "services" },
  homeProducts: { path: "/#our-products", label: "nav.products", section: "products" },
  homeClients: { path: "/#our-clients", label: "nav.clients", section: "clients" },
  homeContact: { path: "/#contact-us", label: "nav.contact" },
  solutions: { path: "/solutions", label: "nav.solutions" },
  team: { path: "/team", label: "nav.team" },
  privacy: { path: "/privacy", label: "nav.privacy" },
} as const satisfies Record<string, MenuDestination>;

export type MenuDestinationKey = keyof typeof menuDestinations;
/** In the order the form offers them. */
export const menuDestinationKeys = Object.keys(menuDestinations) as MenuDestinationKey[];

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
