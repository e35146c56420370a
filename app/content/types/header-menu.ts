import { contentAccess } from "../access";
import { defineContentType } from "../define-type";
import { menuLinkFields } from "../field-builders";
import { MENU_MAX_LINKS } from "../menu-destinations";

/**
 * The links of the header's navigation (and the phone's menu), in the list's order: each leads to one of
 * the site's destinations (../menu-destinations.ts), under a name of the office's or the usual one.
 */
export const headerMenu = defineContentType({
  access: contentAccess,
  key: "header_menu",
  dashboardOrder: 10,
  labelField: "label",
  slug: "header-menu-item",
  pluralSlug: "header-menu",
  adminCanCreate: true,
  onPublicPages: true,
  maxRecords: MENU_MAX_LINKS,
  // A new link joins the end of the menu, or goes where the form says (after About, say).
  placeNewRecords: "last",
  placeChoice: true,
  fields: menuLinkFields(),
  listFields: ["destination", "label"],
});
