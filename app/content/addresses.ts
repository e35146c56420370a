/**
 * The addresses staff give their own pages (`/careers`), and later their posts (`/news/training-2027`):
 * lower-case letters a–z, digits and single dashes between them. Checked by the address field kind
 * (field-kinds.ts) with what the kind's prefix puts before it: an address straight under the site's
 * root (prefix "/") must not be the first segment of a path the site already answers, or a page would
 * hide a route (or a route hide the page). Free of libraries: it reaches the back office's form.
 */

/** At most this many characters after the prefix. */
export const ADDRESS_MAX = 60;

/** `careers`, `training-2027`: no leading, trailing or double dash, no capital, no other character. */
export const ADDRESS_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Every first path segment the site answers itself: the public routes of app/routes (their files'
 * first segments: tests/unit/addresses.test.ts reads the folder and fails on one missing here), the back
 * office (`/admin/…`, `/dashboard`), the files the server sends (`/assets`, `/uploads`, `/images`,
 * `/fonts`, the public folder's) and the addresses planned for the site's own types (`news`, its feed).
 * Names with a dot (`sitemap.xml`) never match the pattern; they are listed for completeness.
 */
export const RESERVED_ADDRESSES: ReadonlySet<string> = new Set([
  // app/routes
  "about",
  "healthz",
  "news.atom",
  "og-image",
  "privacy",
  "robots.txt",
  "set-language",
  "site.webmanifest",
  "sitemap.xml",
  "solution-details",
  "solutions",
  "team",
  // the back office (app/admin/route-table.ts: every path starts with one of these)
  "admin",
  "dashboard",
  // files (app/server/http-app.server.ts, public/)
  "assets",
  "uploads",
  "images",
  "fonts",
  "favicon.ico",
  "favicon.svg",
  "apple-touch-icon.png",
  // the office's news (its list, app/site/route-table.ts) and a feed address kept free
  "news",
  "feed",
  // never a page: Remix's data requests and the well-known files of the web
  "index",
  "well-known",
]);

export type AddressProblem = "invalidAddress" | "addressReserved";

/**
 * An address made from a text (a post's English title, when staff leave the address empty): its
 * letters without accents, in lower case, other characters as single dashes, cut at a dash to fit;
 * `fallback` when nothing is left (a title of only signs).
 */
export function addressFromText(text: string, fallback: string): string {
  const words = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  // Room for a "-2" when another record has it already (freeAddressFor).
  const cut =
    words.length <= ADDRESS_MAX - 5 ? words : words.slice(0, ADDRESS_MAX - 5).replace(/-[^-]*$/, "");
  return cut === "" ? fallback : cut;
}

/** What is wrong with an address typed for a field with this prefix, or undefined when it is good. */
export function addressProblem(address: string, prefix: string): AddressProblem | undefined {
  if (!ADDRESS_PATTERN.test(address) || address.length > ADDRESS_MAX) return "invalidAddress";
  if (prefix === "/" && RESERVED_ADDRESSES.has(address)) return "addressReserved";
  return undefined;
}
