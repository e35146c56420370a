import { VISIT_FIELDS, type VisitPart } from "~/enhance/visit";

/**
 * Where a visitor message came from (docs/decisions/050-message-sources.md), as stored beside it: the
 * page's script sends the visit it kept (enhance/visit.ts) in the form's hidden fields; without it (or
 * for what it left empty) the request says what it can: the post's Referer is the page the form was sent
 * from, and a page address with utm_ parameters is a campaign's landing page (the site's own links never
 * carry them). Every value is cut short, stripped of control characters, and an address is one of ours.
 */
export type MessageSources = {
  sentFrom: string;
  landingPage: string;
  referrer: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
};

const MAX_PAGE = 300;
const MAX_TEXT = 100;

/** One line of at most `max` characters, without control or direction characters. */
function plain(value: unknown, max: number): string {
  if (typeof value !== "string") return "";
  return Array.from(value.replace(/[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "").trim())
    .slice(0, max)
    .join("");
}

/** A page of ours as `/path` or `/path?lng=xx`; "" for anything else. */
export function sitePage(value: unknown): string {
  const text = plain(value, MAX_PAGE);
  if (!text.startsWith("/") || text.startsWith("//")) return "";
  try {
    const url = new URL(text, "http://site.invalid");
    if (url.host !== "site.invalid") return "";
    const lng = url.searchParams.get("lng");
    const page = lng && /^[a-z]{2,3}$/.test(lng) ? `${url.pathname}?lng=${lng}` : url.pathname;
    return page.slice(0, MAX_PAGE);
  } catch {
    return "";
  }
}

/** A host name (and port), lower case; "" for anything else. */
export function hostName(value: unknown): string {
  const text = plain(value, 253).toLowerCase();
  return /^[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/.test(text) ? text : "";
}

/** The form's facts first, then the Referer's (the page the form was posted from, if it is ours). */
export function messageSources(
  form: FormData,
  referer: string | null,
  ownHosts: readonly string[],
): MessageSources {
  const field = (part: VisitPart) => form.get(VISIT_FIELDS[part]);
  let fromReferer: URL | undefined;
  try {
    const url = referer ? new URL(referer) : undefined;
    // Compared by host name: a proxy's Host may leave the port out.
    if (url && ownHosts.some((host) => host.replace(/:\d+$/, "") === url.hostname)) fromReferer = url;
  } catch {
    fromReferer = undefined;
  }
  const refererPage = fromReferer ? sitePage(fromReferer.pathname + fromReferer.search) : "";
  const refererUtm = (name: string) => plain(fromReferer?.searchParams.get(`utm_${name}`), MAX_TEXT);
  const campaignInReferer = ["source", "medium", "campaign"].some((name) => refererUtm(name) !== "");
  const sources = {
    sentFrom: sitePage(field("page")) || refererPage,
    landingPage: sitePage(field("landing")) || (campaignInReferer ? refererPage : ""),
    referrer: hostName(field("referrer")),
    utmSource: plain(field("source"), MAX_TEXT),
    utmMedium: plain(field("medium"), MAX_TEXT),
    utmCampaign: plain(field("campaign"), MAX_TEXT),
  };
  // Without the script's visit, the campaign the page's own address carries.
  if (!sources.utmSource && !sources.utmMedium && !sources.utmCampaign && campaignInReferer) {
    sources.utmSource = refererUtm("source");
    sources.utmMedium = refererUtm("medium");
    sources.utmCampaign = refererUtm("campaign");
  }
  return sources;
}
