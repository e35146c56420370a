/**
 * Where this visit came from, kept for the contact form (docs/decisions/050-message-sources.md): on the
 * first page of a visit (or one reached from another site or a campaign's link) the tab's
 * sessionStorage keeps that page, the other site's host and the link's utm_source, utm_medium and
 * utm_campaign. Nothing is sent anywhere: the contact form's hidden fields carry it, and only when the
 * visitor sends the form. sessionStorage is not a cookie: it never travels to the server and dies with
 * the tab. A browser that asks not to be tracked (Global Privacy Control, Do Not Track) keeps nothing.
 */

/** The contact form's hidden fields, by what they carry (`data-visit` on each; the server reads the names). */
export const VISIT_FIELDS = {
  page: "visit_page",
  landing: "visit_landing",
  referrer: "visit_referrer",
  source: "visit_source",
  medium: "visit_medium",
  campaign: "visit_campaign",
} as const;
export type VisitPart = keyof typeof VISIT_FIELDS;
export const VISIT_ATTRIBUTE = "data-visit";

/** The page as the statistics and the inbox name it: the path, and the language when the address says it. */
export function pageOf(url: URL): string {
  const lng = url.searchParams.get("lng");
  return lng ? `${url.pathname}?lng=${lng}` : url.pathname;
}

/** Whether the browser asks not to be tracked. */
export function asksNotToBeTracked(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.globalPrivacyControl === true || nav.doNotTrack === "1";
}

/** The other site's host, or "" (our own pages, no referrer, an address that does not parse). */
export function referrerHost(): string {
  try {
    const host = document.referrer ? new URL(document.referrer).host : "";
    return host === location.host ? "" : host;
  } catch {
    return "";
  }
}

const KEY = "zagros-visit";

export function rememberVisit(): void {
  if (asksNotToBeTracked()) return;
  const url = new URL(location.href);
  const params = url.searchParams;
  const arrived: Partial<Record<VisitPart, string>> = {
    landing: pageOf(url),
    referrer: referrerHost(),
    source: params.get("utm_source") ?? "",
    medium: params.get("utm_medium") ?? "",
    campaign: params.get("utm_campaign") ?? "",
  };
  let visit: Partial<Record<VisitPart, string>> | undefined;
  try {
    visit = JSON.parse(sessionStorage.getItem(KEY) ?? "null") ?? undefined;
    // A new visit: the first page of the tab, or one reached from another site or a campaign's link.
    if (!visit || arrived.referrer || arrived.source || arrived.medium || arrived.campaign) {
      visit = arrived;
      sessionStorage.setItem(KEY, JSON.stringify(visit));
    }
  } catch {
    // Storage refused (a private window, full): the form carries this page's facts alone.
    visit = arrived;
  }
  visit.page = pageOf(url);
  for (const field of document.querySelectorAll<HTMLInputElement>(`input[${VISIT_ATTRIBUTE}]`)) {
    const part = field.getAttribute(VISIT_ATTRIBUTE) as VisitPart;
    field.value = (visit[part] ?? "").slice(0, 300);
  }
}
