import { useRouteLoaderData } from "@remix-run/react";
import { useCompany } from "~/lib/use-company";
import { useNonce } from "~/lib/nonce";
import { jsonForScript } from "./OrganizationJsonLd";

type Member = {
  name: { text: string };
  role: { text: string };
  description: string;
  image: string;
  hasOwnImage: boolean;
};

/**
 * The team page's members as schema.org `Person`s (plain text only: JSON-LD
 * cannot carry formatting or a language of its own), each working for the
 * company of the home page's LocalBusiness (the same `@id`). `description` is
 * the member's description for search engines, else their bio without its
 * formatting (app/site/public-pages.server.ts): the one place a member's meta
 * description shows, since a member has no page of their own.
 */
export function teamData(origin: string, companyName: string, members: readonly Member[]) {
  return {
    "@context": "https://schema.org",
    "@graph": members.map((member) => ({
      "@type": "Person",
      name: member.name.text,
      ...(member.role.text ? { jobTitle: member.role.text } : {}),
      ...(member.description ? { description: member.description } : {}),
      ...(member.hasOwnImage ? { image: new URL(member.image, `${origin}/`).href } : {}),
      worksFor: { "@type": "Organization", "@id": `${origin}/#organization`, name: companyName },
    })),
  };
}

export function TeamJsonLd({ members }: { members: readonly Member[] }) {
  const origin = useRouteLoaderData<{ origin?: string }>("root")?.origin ?? "";
  const company = useCompany();
  const nonce = useNonce();
  if (members.length === 0) return null;
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: jsonForScript(teamData(origin, company.name, members)) }}
    />
  );
}
