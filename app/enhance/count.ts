/**
 * Counts this view of the page (docs/decisions/049-visitor-statistics.md): one beacon to the address the
 * server wrote (the page's path and language), with the other site that linked here (its host only)
 * and the campaign of the link, once per page load, never when the browser asks not to be tracked, and
 * only once a prerendered page is shown. Nothing is stored in the browser.
 */
import { asksNotToBeTracked, referrerHost } from "./visit";

export function countView(element: HTMLElement | null): void {
  const address = element?.dataset.count;
  if (!address || asksNotToBeTracked()) return;
  const doc = document as Document & { prerendering?: boolean };
  if (doc.prerendering) {
    doc.addEventListener("prerenderingchange", () => countView(element), { once: true });
    return;
  }
  const params = new URLSearchParams(location.search);
  const extra = new URLSearchParams();
  const referrer = referrerHost();
  if (referrer) extra.set("r", referrer);
  const campaign = { us: "utm_source", um: "utm_medium", uc: "utm_campaign" };
  for (const [short, name] of Object.entries(campaign)) {
    const value = params.get(name);
    if (value) extra.set(short, value.slice(0, 100));
  }
  const url = `${address}${extra.size ? `&${extra}` : ""}`;
  if (!navigator.sendBeacon?.(url)) void fetch(url, { method: "POST", keepalive: true }).catch(() => {});
}
