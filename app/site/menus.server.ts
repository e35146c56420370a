import { rememberedUntilContentChanges } from "~/db/content-version.server";
import { listShown } from "~/db/records.server";
import type { Language } from "~/i18n/languages";
import { homeSectionsChosen, homeSectionsShown } from "./home-content.server";
import { listShownPages } from "./public-pages.server";
import { menuLink, type MenuLink, type Menus } from "./navigation";

/**
 * The header's and the footer's links in the visitor's language, in the office's order, shown links only
 * (types/header-menu.ts, types/footer-menu.ts): every public page asks, so they are made once per
 * language until the content changes (a save to a menu, or a home section's last record hidden).
 * Both leave out a link to a home section staff hide; the header also one to a section with nothing to
 * show, which the footer keeps, as before.
 */
export const menusShown = rememberedUntilContentChanges((language: Language): Menus => {
  const ownPages = new Map(listShownPages(language).map((page) => [page.id, page]));
  return {
    header: listShown("headerMenu")
      .map((record) => menuLink(record, language, homeSectionsShown(), ownPages))
      .filter((link): link is MenuLink => link !== null),
    footer: listShown("footerMenu")
      .map((record) => menuLink(record, language, homeSectionsChosen(), ownPages))
      .filter((link): link is MenuLink => link !== null),
  };
});
