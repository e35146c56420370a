import "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The visitor's address (see TRUST_PROXY), for the rate limits. */
    clientAddress?: string;
    /** This request's Content-Security-Policy nonce, for Remix's inline scripts. */
    cspNonce?: string;
    /** Only when the page store renders: what the matched routes say about the page (entry.server.tsx). */
    pageFacts?: { shared: boolean; pageNumber: number | null };
  }
}
