import type { LoaderFunctionArgs } from "@remix-run/node";
import { safeRedirect } from "~/lib/safe-redirect";
import { languageCookie } from "~/i18n/i18n.server";
import { isLanguage } from "~/i18n/languages";
import { localizedPath } from "~/i18n/localized-path";

/**
 * The language switcher's step: `/set-language?lng=ar&to=/about` remembers the choice in the `lng`
 * cookie and sends the visitor to `/about?lng=ar`. Pages never set the cookie themselves (a page whose
 * URL names its language is the same for everyone, docs/decisions/022-shareable-pages.md), so this
 * small answer, never stored by anyone, is where a choice made without JavaScript is kept. Without `to`
 * (a page's script rewriting an old cookie it cannot overwrite, remember-language.ts) it answers 204.
 * An unknown language is ignored, never echoed; `to` must be a path on this site.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const lng = query.get("lng");
  const to = query.get("to");
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (isLanguage(lng)) headers.append("Set-Cookie", await languageCookie.serialize(lng));
  if (to === null) return new Response(null, { status: 204, headers });
  const target = safeRedirect(to, "/");
  headers.set("Location", isLanguage(lng) ? localizedPath(target, lng) : target);
  return new Response(null, { status: 303, headers });
}
