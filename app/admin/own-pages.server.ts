import { contentTypes, kindOf, type ContentType } from "~/content/content-types";
import { localizedLabel } from "~/content/localize";
import { ownPageId } from "~/content/menu-destinations";
import { findRecord, listPage } from "~/db/records.server";
import type { Language } from "~/i18n/languages";
import type { OwnPageChoice } from "./components/own-pages";

/** The most pages a menu link's choice lists (by title): more than an office writes. */
const CHOICES_MAX = 500;

/** The columns where a type's records say where they lead (a menu link's destination). */
export function destinationColumns(type: ContentType): string[] {
  return Object.entries(type.fields)
    .filter(([, field]) => kindOf(field).listCell(field) === "destination")
    .map(([name]) => name);
}

/** Whether a type's records link somewhere (a menu's): its form and list name the office's pages. */
export function hasDestination(type: ContentType): boolean {
  return destinationColumns(type).length > 0;
}

/** The office's pages, by title in the back office's language, for a menu link's choice and cell. */
export function ownPageChoices(type: ContentType, lang: Language): OwnPageChoice[] {
  if (!hasDestination(type)) return [];
  return listPage("pages", { limit: CHOICES_MAX, offset: 0 }).map((record) => ({
    id: record.id,
    title: localizedLabel(contentTypes.pages, record, lang) || record.address,
    // Two pages may share a title: their addresses tell them apart.
    path: `/${record.address}`,
  }));
}

/** A link to one of the office's pages that no longer exists (deleted meanwhile, or a crafted id). */
export function leadsToMissingPage(destination: string | undefined): boolean {
  const id = ownPageId(destination);
  return id !== undefined && findRecord("pages", id) === undefined;
}
