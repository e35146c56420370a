import { useLocation } from "@remix-run/react";
import { useLanguage } from "~/i18n/use-language";

/**
 * How a view of this page is counted (docs/decisions/049-visitor-statistics.md): without JavaScript the
 * picture inside `<noscript>` asks `/count` (its Referer adds the link's campaign); with it, the browser
 * never loads that picture and the page's script sends the same address as a beacon (enhance/count.ts).
 * The address holds only the page's path and language: every copy of the page is the same.
 */
export function VisitCount() {
  const { pathname } = useLocation();
  const lang = useLanguage();
  const address = `/count?p=${encodeURIComponent(pathname)}&l=${lang}`;
  return (
    <noscript data-count={address}>
      <img src={address} alt="" width={1} height={1} className="visit-count" />
    </noscript>
  );
}
