import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import { LRUCache } from "lru-cache";
import { currentContentVersion } from "~/db/content-version.server";
import { languageCookie } from "~/i18n/i18n.server";
import type { Language } from "~/i18n/languages";
import type { Encoding, PageRequest } from "./page-policy.server";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The page store: public pages rendered once per (language, address, content version), kept in memory
 * (an LRU bounded in bytes) with their brotli and gzip forms made once. What may be stored is the
 * route's to say (its `handle`, app/lib/route-cache.ts, and a list's page number from its loader),
 * read by entry.server.tsx into the render's load context: nothing is read back from the HTML but the
 * hashes of its inline scripts, which a stored page's Content-Security-Policy lists.
 */

/** What the matched routes said about a page as it was rendered (filled in by entry.server.tsx). */
export type RenderedPageFacts = { shared: boolean; pageNumber: number | null };

export type StoredPage = {
  version: number;
  /** The page's validator without the encoding: build, content version, language, path. */
  tag: string;
  lang: Language;
  /** Hash-based: a stored page is sent to many visitors, so it cannot carry a per-request nonce. */
  scriptSources: readonly string[];
  bodies: Record<Encoding, Buffer>;
  /** The fast lane's header lists (name, value, name, value…), made once per variant of the answer. */
  answers: Map<string, string[]>;
};

/** A page the store rendered but does not keep (a 404, a list past its end): sent once as it is. */
export type UnstoredPage = { status: number; headers: Headers; body: Buffer; scriptSources: string[] };

export type PageStoreOptions = {
  maxBytes: number;
  /** Changes with the build and the settings pages are rendered with (SITE_URL). */
  renderIdentity: () => string;
  /** Renders a page through Remix with no per-visitor input but the language; `facts` is filled in. */
  render: (request: Request, language: Language, facts: RenderedPageFacts) => Promise<Response>;
  /** The site's origin: the URL a page is rendered with never comes from the Host header. */
  origin: () => string;
};

/** The inline scripts of a page, as CSP hash sources. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(match[1] ?? "")) continue;
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(match[2] ?? "")
        .digest("base64")}'`,
    );
  }
  return [...hashes];
}

export function createPageStore(options: PageStoreOptions) {
  const pages = new LRUCache<string, StoredPage>({
    maxSize: Math.max(1, options.maxBytes),
    sizeCalculation: (page) =>
      page.bodies.br.length + page.bodies.gzip.length + page.bodies.identity.length + 512,
  });
  /** One render per key at a time: a burst of misses waits for the first. */
  const rendering = new Map<string, Promise<{ page?: StoredPage; unstored?: UnstoredPage }>>();

  const keyOf = (lang: Language, address: string) => `${lang} ${address}`;

  /** The stored page for this language and address, if it is of the current content version. */
  function current(lang: Language, address: string): StoredPage | undefined {
    const page = pages.get(keyOf(lang, address));
    return page && page.version === currentContentVersion() ? page : undefined;
  }

  async function render(target: PageRequest, lang: Language) {
    // Only the language reaches the render (as the cookie it would be chosen by): no Host, no other
    // cookie, no header a visitor could vary, and only the query the page reads.
    const headers = new Headers({ Cookie: await languageCookie.serialize(lang), Accept: "text/html" });
    const path = target.address.split("?")[0]!;
    const url = new URL(`${path}${target.query}`, options.origin());
    const facts: RenderedPageFacts = { shared: false, pageNumber: null };
    const response = await options.render(new Request(url, { headers }), lang, facts);
    return { response, facts, body: Buffer.from(await response.arrayBuffer()) };
  }

  async function fill(target: PageRequest, lang: Language) {
    const version = currentContentVersion(); // read before rendering: a write during the render makes it stale
    const { response, facts, body } = await render(target, lang);
    const isHtml = response.headers.get("Content-Type")?.startsWith("text/html");
    // Stored under a page number only if the route shows that page: a list past its end shows its last
    // page, any other page none, so `?page=…` cannot fill the store with copies.
    const storable =
      response.status === 200 &&
      isHtml &&
      !response.headers.has("Set-Cookie") &&
      facts.shared &&
      String(facts.pageNumber ?? 1) === (target.page ?? "1");
    const scriptSources = isHtml ? inlineScriptHashes(body.toString("utf8")) : [];
    if (!storable) {
      return { unstored: { status: response.status, headers: response.headers, body, scriptSources } };
    }
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzipAsync(body, { level: zlib.Z_BEST_COMPRESSION }),
    ]);
    const pathHash = createHash("sha256").update(target.address).digest("base64url").slice(0, 10);
    const page: StoredPage = {
      version,
      tag: `${options.renderIdentity()}.${version.toString(36)}.${lang}.${pathHash}`,
      lang,
      scriptSources,
      bodies: { br, gzip: gz, identity: body },
      answers: new Map(),
    };
    pages.set(keyOf(lang, target.address), page);
    return { page };
  }

  /**
   * Renders the page once (every request for the same key meanwhile waits for that render) and stores it.
   * A request that waited in line (load shedding) while another stored the page gets that page.
   */
  function renderOnce(
    target: PageRequest,
    lang: Language,
  ): Promise<{ page?: StoredPage; unstored?: UnstoredPage }> {
    const stored = current(lang, target.address);
    if (stored) return Promise.resolve({ page: stored });
    const key = keyOf(lang, target.address);
    let pending = rendering.get(key);
    if (!pending) {
      pending = fill(target, lang).finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  }

  return { current, renderOnce, pages };
}

export type PageStore = ReturnType<typeof createPageStore>;
