import { createContext, useContext } from "react";

/** One of the office's own pages as a menu link's form and list name it (types/pages.ts). */
export type OwnPageChoice = { id: string; title: string; path: string };

/**
 * The office's own pages a menu link may lead to (drafts too: a link to one appears with the page),
 * given by the form's and the list's loaders to the destination's choice and cell.
 */
export const OwnPagesContext = createContext<readonly OwnPageChoice[]>([]);

export function useOwnPages(): readonly OwnPageChoice[] {
  return useContext(OwnPagesContext);
}
