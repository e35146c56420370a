import { data, type MetaFunction } from "@remix-run/node";
import { NotFound } from "~/components/NotFound";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "notFound.metaTitle", description: "notFound.text" });

/**
 * Every path no other route claims: the not-found page, with status 404. (An office's own page, one
 * segment, is the types' record page's: app/site/route-table.ts.)
 */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundPage() {
  return <NotFound />;
}
