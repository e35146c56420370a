/**
 * What a route says about its page to the page store and to shared caches, as its `handle`: "shared"
 * when everyone who asks with the same URL gets the same page (the public pages, through their layout),
 * so it may be stored once per language and content version and, where the URL names the language,
 * kept by a CDN. The deepest route that says something decides; a page no route marks is rendered
 * for each request. A list's page number is the route's too: its loader's `page` (see shownPageNumber).
 */
export type RouteCacheHandle = { cache?: "shared" | "per-request" };

/** Whether the matched routes (root first) mark their page as shared. */
export function routeSharesPage(handles: readonly unknown[]): boolean {
  for (let index = handles.length - 1; index >= 0; index--) {
    const cache = (handles[index] as RouteCacheHandle | undefined)?.cache;
    if (cache !== undefined) return cache === "shared";
  }
  return false;
}
