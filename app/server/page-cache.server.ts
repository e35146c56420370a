import type { Language } from "~/i18n/languages";
import type { IncomingMessage } from "node:http";
import { createPageStore, type RenderedPageFacts } from "./page-store.server";
import { createPageTransport } from "./page-transport.server";

/**
 * Public pages are rendered once per (path, language, content version) and then served from memory,
 * already compressed. Three concerns, three modules: what may be stored and what every answer says
 * (page-policy.server.ts), the store itself (page-store.server.ts) and how a stored page reaches the
 * client, through Express or the fast lane before it (page-transport.server.ts). See
 * docs/decisions/007-page-cache-and-languages.md and 022-shareable-pages.md.
 */
export type PageCacheOptions = {
  maxBytes: number;
  sharedCacheSeconds: number;
  /** Changes with the build and the settings pages are rendered with (SITE_URL). */
  renderIdentity: () => string;
  /** Renders a page through Remix, with no per-visitor input but the language; `facts` is filled in. */
  render: (request: Request, language: Language, facts: RenderedPageFacts) => Promise<Response>;
  /** Paths served from files (assets, uploads, sample images): never pages. */
  isFilePath: (path: string) => boolean;
  /** The site's origin: the URL a page is rendered with never comes from the Host header. */
  origin: () => string;
  /** Whether a request came over HTTPS, by the same rule as Express's `request.secure` (TRUST_PROXY). */
  isSecure: (request: IncomingMessage) => boolean;
  /** Writes one access-log line, in the format the rest of the server logs (morgan "tiny"). */
  log: (line: string) => void;
};

export function createPageCache(options: PageCacheOptions) {
  const store = createPageStore(options);
  return { ...createPageTransport({ ...options, store }), pages: store.pages };
}
