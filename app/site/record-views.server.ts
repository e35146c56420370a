import { contentTypes, singleTypeNames, singleTypes, type ContentTypeName } from "~/content/content-types";
import type { RecordOf } from "~/db/records.server";
import type { Language } from "~/i18n/languages";
import { pageTexts, type PageTypeName } from "./page-texts.server";
import { pageWithPreview, type Previewed } from "./previewed.server";
import {
  newsCard,
  newsView,
  pageView,
  solutionCard,
  solutionView,
  teamMemberCard,
} from "./public-pages.server";
import { loadRecordList, loadRecordPage, recordIdAtAddress, type PublicPage } from "./record-pages.server";
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import type { PreviewBanner } from "~/content/preview";

/**
 * What each type's public pages show of a record, in the visitor's language: the only part of a list
 * page or a record page that is the type's own on the server (app/site/route-table.ts serves them all
 * through one route pair; app/components/record-views.tsx draws them). A type with a `publicList`
 * needs its card here, a type with a page per record its page view (tests/unit/public-page-routes.test.ts).
 */
export const listViews = {
  services: solutionCard,
  news: newsCard,
  teamMembers: teamMemberCard,
} satisfies { [N in ContentTypeName]?: (record: RecordOf<N>, lang: Language) => unknown };

export const pageViews = {
  services: solutionView,
  news: newsView,
  pages: pageView,
} satisfies { [N in ContentTypeName]?: (record: RecordOf<N>, lang: Language) => unknown };

export type ListedType = keyof typeof listViews;
export type PagedType = keyof typeof pageViews;
export type CardOf<N extends ListedType> = ReturnType<(typeof listViews)[N]>;
export type PageViewOf<N extends PagedType> = ReturnType<(typeof pageViews)[N]>;

export const isListedType = (name: string): name is ListedType => name in listViews;
export const isPagedType = (name: string): name is PagedType => name in pageViews;

/** The view of one type, callable: TypeScript cannot follow a type parameter into the registry's value. */
export const listViewOf = <N extends ListedType>(name: N) =>
  listViews[name] as (record: RecordOf<N>, lang: Language) => CardOf<N>;
export const pageViewOf = <N extends PagedType>(name: N) =>
  pageViews[name] as (record: RecordOf<N>, lang: Language) => PageViewOf<N>;

/**
 * The single type whose page is at this list's path holds the list page's texts (its heading, its
 * introduction): /news's are `newsPage`'s.
 */
export function listTexts(name: ListedType): PageTypeName {
  const path = contentTypes[name].publicList!.path;
  const texts = singleTypeNames.find((single) => singleTypes[single].page?.path === path);
  if (!texts || texts === "companyFacts") throw new Error(`${name}: no page's texts are at ${path}`);
  return texts;
}

/**
 * A type's list page: one page of its shown records in their list order, and the page's texts. A
 * type whose records have no page of their own (team members) shows a staff preview in its list, on
 * the page that holds the record.
 */
export function loadListPage<N extends ListedType>(
  name: N,
  url: string,
  lang: Language,
  preview?: Previewed<N>,
) {
  const { pageSize, path } = contentTypes[name].publicList!;
  const view = (record: RecordOf<N>) => listViewOf(name)(record, lang);
  let list: { records: CardOf<N>[]; page: PublicPage };
  if (preview) {
    const { rows, page } = pageWithPreview(name, pageSize, preview);
    list = { records: rows.map(view), page };
  } else {
    list = loadRecordList(name, url, pageSize, view);
  }
  return { type: name, path, ...list, ...pageTexts(listTexts(name), lang) };
}

/** One record's page, as the record module hands it to its view: the type says which view. */
export type RecordPage = {
  [N in PagedType]: { type: N; record: PageViewOf<N> | null; preview: PreviewBanner | null };
}[PagedType];

/**
 * A type's page per record: the record its path's parameter names (`:id` its id, another its address
 * field, where an address the record left answers with a 301), or the 404; a staff preview of it in
 * any state.
 */
export function loadPage<N extends PagedType>(
  name: N,
  params: LoaderFunctionArgs["params"],
  request: Request,
  lang: Language,
  preview?: Previewed<N> & { banner: PreviewBanner | null },
) {
  const param = /:(\w+)$/.exec(contentTypes[name].publicPage!.path)![1]!;
  const value = params[param];
  const id = param === "id" ? value : recordIdAtAddress(name, value ?? "", request);
  const page = loadRecordPage(name, id, (record) => pageViewOf(name)(record, lang), preview);
  // Tagged with its type for the view; the cast names the union TypeScript cannot form from N.
  return data({ type: name, ...page.data } as RecordPage, page.init ?? undefined);
}
