/**
 * Query parameters that ad platforms, social networks and newsletters add to
 * links (`utm_*`, `fbclid`, `gclid`, …). No page reads them: a page with them
 * is the page without them, served from the page cache, and the language
 * switcher does not carry them on to other pages.
 */
const TRACKING_PARAMETERS = new Set([
  "fbclid",
  "gclid",
  "gbraid",
  "wbraid",
  "dclid",
  "msclkid",
  "igshid",
  "ttclid",
  "twclid",
  "li_fat_id",
  "mc_cid",
  "mc_eid",
  "yclid",
  "srsltid",
  "_ga",
  "_gl",
]);

export function isTrackingParameter(name: string): boolean {
  return name.startsWith("utm_") || TRACKING_PARAMETERS.has(name);
}
