import { useRouteLoaderData } from "@remix-run/react";
import { useCompany } from "~/lib/use-company";
import { useNonce } from "~/lib/nonce";
import { jsonForScript } from "~/components/OrganizationJsonLd";

type Post = {
  title: { text: string };
  metaDescription: string;
  published: { iso: string };
  modified: string;
  image: string;
  hasOwnImage: boolean;
};

/**
 * A news post as a schema.org `NewsArticle` (plain text only), written and published by the company of
 * the home page's LocalBusiness (the same `@id`); every URL absolute on the site's origin. Without an
 * image of its own the post names the company's logo, as search engines want an image.
 */
export function newsArticleData(
  origin: string,
  url: string,
  company: { name: string },
  post: Post,
): Record<string, unknown> {
  const organization = { "@type": "Organization", "@id": `${origin}/#organization`, name: company.name };
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    mainEntityOfPage: url,
    headline: post.title.text,
    ...(post.metaDescription ? { description: post.metaDescription } : {}),
    datePublished: post.published.iso,
    dateModified: post.modified,
    image: [post.hasOwnImage ? new URL(post.image, `${origin}/`).href : `${origin}/icon-512.png`],
    author: organization,
    publisher: { ...organization, logo: { "@type": "ImageObject", url: `${origin}/icon-512.png` } },
  };
}

/** The JSON-LD block of a post's page: data, not a script, with the page's nonce all the same (CSP). */
export function NewsArticleJsonLd({ post, url }: { post: Post; url: string }) {
  const origin = useRouteLoaderData<{ origin?: string }>("root")?.origin ?? "";
  const company = useCompany();
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: jsonForScript(newsArticleData(origin, url, company, post)) }}
    />
  );
}
