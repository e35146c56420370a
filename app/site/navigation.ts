import type { TextKey } from "~/i18n/text-keys";

/** The home page's sections that list records, and so may be empty and left out. */
export type HomeSectionsShown = { services: boolean; products: boolean; clients: boolean };

type NavigationLink = { to: string; label: TextKey; section?: keyof HomeSectionsShown };

/** Main navigation: pages, and the home page's sections by their anchors (when the section is shown). */
export const mainNavigation: readonly NavigationLink[] = [
  { to: "/", label: "nav.home" },
  { to: "/about", label: "nav.about" },
  { to: "/#our-solutions", label: "nav.services", section: "services" },
  { to: "/#our-products", label: "nav.products", section: "products" },
  { to: "/#our-clients", label: "nav.clients", section: "clients" },
  { to: "/#contact-us", label: "nav.contact" },
];

export const footerNavigation = [
  { to: "/about", label: "nav.about" },
  { to: "/team", label: "nav.team" },
  { to: "/solutions", label: "nav.solutions" },
  { to: "/news", label: "nav.news" },
  { to: "/#contact-us", label: "nav.contact" },
  { to: "/privacy", label: "nav.privacy" },
] as const;
