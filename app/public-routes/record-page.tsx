import type { ReactNode } from "react";
import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation, useRouteLoaderData } from "@remix-run/react";
import { previewFor } from "~/admin/preview.server";
import { NotFound } from "~/components/NotFound";
import { PreviewBanner } from "~/components/PreviewBanner";
import { recordMetas, recordPages } from "~/components/record-views";
import { useLanguage } from "~/i18n/use-language";
import { pageMeta } from "~/lib/meta";
import { previewHeaders } from "~/lib/preview-headers";
import { languageOf } from "~/lib/request-facts";
import { pageUrl } from "~/lib/sharing";
import { isPagedType, loadPage, type RecordPage } from "~/site/record-views.server";
import { publicRouteAt } from "~/site/route-table";
import type { loader as rootLoader } from "~/root";

/**
 * Every type's page per record (/solution-details/:id, /news/:address, an office's /careers): the
 * record at the address, a 301 from one it left, a staff preview of a draft, scheduled or trashed one,
 * or the 404. Registered once per type by vite.config.ts (app/site/route-table.ts); what the page shows
 * is the type's view (app/components/record-views.tsx).
 */
export const meta: MetaFunction<typeof loader> = ({ matches, location, data }) => {
  if (!data?.record) return pageMeta(matches, { title: "notFound.metaTitle", description: "notFound.text" });
  // The type's own tags; the cast pairs its view with its record, which TypeScript cannot follow.
  const tags = recordMetas[data.type] as (
    record: RecordPage["record"],
    args: object,
  ) => ReturnType<MetaFunction>;
  return tags(data.record, { matches, location });
};

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = languageOf(context);
  const route = publicRouteAt("page", new URL(request.url).pathname);
  // The route table registered this module at exactly these paths: anything else is a mistake in it.
  if (!route || !isPagedType(route.type)) throw new Error(`No record page at ${request.url}`);
  // A member of staff may look at a draft, scheduled or trashed record here; visitors get the 404.
  const preview = await previewFor(request, [route.type], lang);
  return loadPage(route.type, params, request, lang, preview);
}

export const headers = previewHeaders;

export default function RecordPageView() {
  const { type, record, preview } = useLoaderData<typeof loader>();
  const lang = useLanguage();
  const { pathname } = useLocation();
  const origin = useRouteLoaderData<typeof rootLoader>("root")?.origin ?? "";
  if (!record) return <NotFound />;
  const Page = recordPages[type] as (props: { record: RecordPage["record"]; url: string }) => ReactNode;
  return (
    <>
      <PreviewBanner banner={preview} />
      {/* The page's explicit-language address, from the configured origin (never the Host header). */}
      <Page record={record} url={pageUrl(origin, pathname, lang)} />
    </>
  );
}
