/** Main navigation: pages, and the home page's sections by their anchors. */
export const mainNavigation = [
  { to: "/", label: "nav.home" },
  { to: "/about", label: "nav.about" },
  { to: "/#our-solutions", label: "nav.services" },
  { to: "/#our-products", label: "nav.products" },
  { to: "/#our-clients", label: "nav.clients" },
  { to: "/#contact-us", label: "nav.contact" },
] as const;

export const footerNavigation = [
  { to: "/about", label: "nav.about" },
  { to: "/team", label: "nav.team" },
  { to: "/solutions", label: "nav.solutions" },
  { to: "/#contact-us", label: "nav.contact" },
  { to: "/privacy", label: "nav.privacy" },
] as const;
