import type { ComponentType, ReactNode } from "react";
import type { MetaDescriptor } from "@remix-run/node";
import { recordPageMeta } from "~/lib/meta";
import { originFromMatches, sharingMeta } from "~/lib/sharing";
import type { CardOf, ListedType, PagedType, PageViewOf } from "~/site/record-views.server";
import { NewsList } from "./news/NewsList";
import { NewsPost } from "./news/NewsPost";
import { OwnPage } from "./pages/OwnPage";
import { SolutionList } from "./solutions/SolutionList";
import { SolutionPage } from "./solutions/SolutionPage";
import { TeamList } from "./team/TeamList";

/**
 * How each type's list and record pages look: the only part of them that is the type's own in the
 * browser's terms (the route pair is one for all types: app/site/route-table.ts; what the server hands
 * these is app/site/record-views.server.ts). The typecheck asks for an entry per type there.
 */
export const recordLists: {
  [N in ListedType]: ComponentType<{ records: CardOf<N>[]; heading: string; pager: ReactNode }>;
} = {
  services: SolutionList,
  news: NewsList,
  teamMembers: TeamList,
};

export const recordPages: { [N in PagedType]: ComponentType<{ record: PageViewOf<N>; url: string }> } = {
  services: SolutionPage,
  news: NewsPost,
  pages: OwnPage,
};

type MetaArgs = { matches: readonly { id: string; data: unknown }[]; location: { pathname: string } };

/** A record page's title and description for search engines and shared links (the 404's are generic). */
export const recordMetas: { [N in PagedType]: (record: PageViewOf<N>, args: MetaArgs) => MetaDescriptor[] } =
  {
    // The record's own title (and description) describe the page better than a generic text.
    services: (record, { matches, location }) => [
      ...recordPageMeta(matches, record, {
        title: "solutionDetails.metaTitle",
        description: "solutionDetails.metaDescription",
      }),
      ...sharingMeta({ matches, location }),
    ],
    news: (record, { matches, location }) => [
      ...recordPageMeta(matches, record, { title: "news.metaTitle", description: "news.metaDescription" }),
      ...sharingMeta({ matches, location }),
    ],
    // Its title for search engines (else its title) and its own share image, when it has one.
    pages: (page, { matches, location }) => {
      const origin = originFromMatches(matches);
      const shared = sharingMeta({ matches, location }).flatMap((tag): MetaDescriptor[] => {
        if (!page.shareImage || !("property" in tag)) return [tag];
        if (tag.property === "og:image") return [{ ...tag, content: `${origin}${page.shareImage}` }];
        if (tag.property === "og:image:alt") return [{ ...tag, content: page.imageAlt ?? page.title.text }];
        // The site's image's type and size do not describe the page's own.
        if (/^og:image:(type|width|height)$/.test(String(tag.property))) return [];
        return [tag];
      });
      return [
        ...recordPageMeta(
          matches,
          { title: { text: page.seoTitle || page.title.text }, metaDescription: page.metaDescription },
          { title: "notFound.metaTitle" },
        ),
        ...shared,
      ];
    },
  };
