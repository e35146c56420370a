import type { ReactNode } from "react";
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { previewFor } from "~/admin/preview.server";
import { PageHeader } from "~/components/PageHeader";
import { PageText } from "~/components/PageText";
import { PreviewBanner } from "~/components/PreviewBanner";
import { PublicPager } from "~/components/PublicPager";
import { recordLists } from "~/components/record-views";
import { contentTypes } from "~/content/content-types";
import { PREVIEW_HEADERS } from "~/content/preview";
import { pageMetaFromTexts } from "~/lib/meta";
import { PageTextsContext } from "~/lib/page-texts-context";
import { previewHeaders } from "~/lib/preview-headers";
import { languageOf } from "~/lib/request-facts";
import { sharingMeta } from "~/lib/sharing";
import { isListedType, loadListPage, type CardOf, type ListedType } from "~/site/record-views.server";
import { publicRouteAt } from "~/site/route-table";

/**
 * Every type's public list (/solutions, /news, /team): one page of its shown records in the type's
 * order, under the page's own texts. Registered once per type by vite.config.ts from the types'
 * `publicList` (app/site/route-table.ts); the type's card is its view (app/components/record-views.tsx).
 */
export const meta: MetaFunction<typeof loader> = ({ matches, location, data }) => [
  ...pageMetaFromTexts(matches, data?.texts),
  ...sharingMeta({ matches, location }),
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const lang = languageOf(context);
  const route = publicRouteAt("list", new URL(request.url).pathname);
  // The route table registered this module at exactly these paths: anything else is a mistake in it.
  if (!route || !isListedType(route.type)) throw new Error(`No public list at ${request.url}`);
  const name = route.type;
  // Records without a page of their own (team members) are previewed in their list; others on their page.
  const ownPages = contentTypes[name].publicPage?.path !== contentTypes[name].publicList?.path;
  const preview = ownPages ? undefined : await previewFor(request, [name], lang);
  return data(
    { ...loadListPage(name, request.url, lang, preview), preview: preview?.banner ?? null },
    preview ? { headers: PREVIEW_HEADERS } : undefined,
  );
}

export const headers = previewHeaders;

export default function RecordList() {
  const { texts, fellBack, html, preview, ...list } = useLoaderData<typeof loader>();
  // The type's own list; the cast pairs it with its records, which TypeScript cannot follow through a union.
  const List = recordLists[list.type] as (props: {
    records: CardOf<ListedType>[];
    heading: string;
    pager: ReactNode;
  }) => ReactNode;
  return (
    <PageTextsContext.Provider value={{ texts, fellBack, html }}>
      <PreviewBanner banner={preview} />
      <PageHeader title={<PageText name="heading" />}>
        <p className="page-header__intro">
          <PageText name="intro" />
        </p>
      </PageHeader>
      <List
        records={list.records}
        heading={texts.heading ?? ""}
        pager={<PublicPager path={list.path} page={list.page.page} pages={list.page.pages} />}
      />
    </PageTextsContext.Provider>
  );
}
