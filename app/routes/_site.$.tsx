import { data, type MetaFunction } from "@remix-run/node";
import { NotFound } from "~/components/NotFound";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "notFound.metaTitle", description: "notFound.text" });

/** Every path no other route claims: the not-found page, with status 404. */
export function loader() {
  return data({ notFound: true }, { status: 404 });
}

export default function NotFoundPage() {
  return <NotFound />;
}
