import { contentAccess } from "../access";
import { defineContentType } from "../define-type";
import { menuLinkFields } from "../field-builders";
import { MENU_MAX_LINKS } from "../menu-destinations";

/** The footer's quick links, in the list's order: as the header menu's links (./header-menu.ts). */
export const footerMenu = defineContentType({
  access: contentAccess,
  key: "footer_menu",
  dashboardOrder: 11,
  labelField: "label",
  slug: "footer-menu-item",
  pluralSlug: "footer-menu",
  adminCanCreate: true,
  onPublicPages: true,
  maxRecords: MENU_MAX_LINKS,
  // A new link joins the end of the menu, or goes where the form says (after About, say).
  placeNewRecords: "last",
  placeChoice: true,
  fields: menuLinkFields(),
  listFields: ["destination", "label"],
});
