import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NotFound } from "~/components/NotFound";
import { PageHeader } from "~/components/PageHeader";
import { PreviewBanner } from "~/components/PreviewBanner";
import { InLanguage } from "~/components/InLanguage";
import { RichText } from "~/components/RichText";
import { previewFor } from "~/admin/preview.server";
import { PREVIEW_HEADERS } from "~/content/preview";
import { findShownRecord } from "~/db/records.server";
import { languageOf } from "~/lib/request-facts";
import { pageMeta, recordPageMeta } from "~/lib/meta";
import { previewHeaders } from "~/lib/preview-headers";
import { sharingMeta } from "~/lib/sharing";
import { pageView } from "~/site/public-pages.server";
import { recordIdAtAddress } from "~/site/record-pages.server";

export const meta: MetaFunction<typeof loader> = ({ matches, data, location }) => {
  const page = data?.page;
  if (!page) return pageMeta(matches, { title: "notFound.metaTitle", description: "notFound.text" });
  const origin = (matches.find((match) => match.id === "root")?.data as { origin?: string } | undefined)
    ?.origin;
  const shared = sharingMeta({ matches, location }).map((tag) => {
    // A page's own share image, when it has one, instead of the site's.
    if (!page.shareImage || !("property" in tag)) return tag;
    if (tag.property === "og:image") return { ...tag, content: `${origin ?? ""}${page.shareImage}` };
    if (tag.property === "og:image:alt") return { ...tag, content: page.imageAlt ?? page.title.text };
    return tag;
  });
  return [
    // Its title for search engines (else its title) and its description, as a service's page has.
    ...recordPageMeta(
      matches,
      { title: { text: page.seoTitle || page.title.text }, metaDescription: page.metaDescription },
      { title: "notFound.metaTitle" },
    ),
    ...shared.filter(
      (tag) =>
        !(
          page.shareImage &&
          "property" in tag &&
          /^og:image:(type|width|height)$/.test(String(tag.property))
        ),
    ),
  ];
};

/**
 * Every path no other route claims: an office's own page at its address (`/careers`, one segment),
 * a 301 from an address a shown page had before to the one it has now (the visitor's `?lng=` kept), a
 * staff preview of a draft, scheduled or trashed page; else the not-found page, with status 404.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = languageOf(context);
  const address = params["*"] ?? "";
  const preview = await previewFor(request, ["pages"], lang);
  if (preview && preview.record.address === address)
    return data(
      { page: pageView(preview.record, lang), preview: preview.banner },
      { headers: PREVIEW_HEADERS },
    );
  // The page at this address, or a 301 from one it left (record-pages.server.ts).
  const id = recordIdAtAddress("pages", address, request);
  const shown = id === undefined ? undefined : findShownRecord("pages", id);
  if (shown) return data({ page: pageView(shown, lang), preview: null });
  return data({ page: null, preview: null }, { status: 404 });
}

export const headers = previewHeaders;

export default function SitePage() {
  const { page, preview } = useLoaderData<typeof loader>();
  if (!page) return <NotFound />;
  return (
    <>
      <PreviewBanner banner={preview} />
      <PageHeader title={<InLanguage shown={page.title} />} titleFromRecord className="page-header--record" />
      <section className="section">
        <div className="container">
          <article className="prose own-page" dir="auto">
            <RichText html={page.body.html} lang={page.body.lang} />
          </article>
        </div>
      </section>
    </>
  );
}
