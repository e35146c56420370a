import "@remix-run/node";
import type { AdminRouteMatch } from "~/admin/route-table";
import type { Language } from "~/i18n/languages";

/** What the server decides once per request and every loader, action and the render read. */
declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The visitor's address (see TRUST_PROXY), for the rate limits. */
    clientAddress?: string;
    /** This request's Content-Security-Policy nonce, for Remix's inline scripts. */
    cspNonce?: string;
    /** The page's language (app/lib/request-facts.ts). */
    language?: Language;
    /** A back-office request's route from the route table: what it is about (app/admin/admin-route.server.ts). */
    adminRoute?: AdminRouteMatch;
    /** Only when the page store renders: what the matched routes say about the page (entry.server.tsx). */
    pageFacts?: { shared: boolean; pageNumber: number | null };
  }
}
