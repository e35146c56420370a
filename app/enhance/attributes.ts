/**
 * How the server's HTML asks for an enhancement: `data-enhance="<name>"` on the element the module
 * works on. The site's script (site.ts) loads a module only on a page that holds its element
 * (docs/decisions/038-public-pages-without-react.md).
 */
export const ENHANCE_ATTRIBUTE = "data-enhance";

export const enhancements = {
  /** The hero's typed banners: `.hero__typed` elements beside the texts they go through. */
  typing: "typing",
  /** A carousel: `data-carousel` names its breakpoints, `data-autoplay` makes it move on its own. */
  carousel: "carousel",
  /** The contact form: sent without a page reload. */
  contact: "contact",
} as const;

export type Enhancement = keyof typeof enhancements;

/** The attributes that ask for `name` on an element. */
export const enhance = (name: Enhancement) => ({ [ENHANCE_ATTRIBUTE]: enhancements[name] });

/** Marks a contact form sent by the page's script (contact.ts): answered with the page, not a redirect. */
export const ENHANCED_FIELD = "_enhanced";
