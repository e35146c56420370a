/** The inbox's view as URL parameters: read on the server, written into links by the page. */

import type { InboxQuery } from "~/db/inbox.server";

export type { InboxFilter, InboxQuery } from "~/db/inbox.server";

/**
 * Reads `?filter=unread&q=…&from=…` (anything else means all messages, no search); `from` is where messages
 * came from: a referring site, a campaign or its source or medium (docs/decisions/050-message-sources.md).
 */
export function parseInboxQuery(params: URLSearchParams): InboxQuery {
  const q = (params.get("q") ?? "").trim().slice(0, 200);
  const from = (params.get("from") ?? "").trim().slice(0, 200);
  return { filter: params.get("filter") === "unread" ? "unread" : "all", q, from };
}

/** The same query as URL parameters (empty ones left out), for links and the CSV. */
export function inboxSearch({ filter, q, from }: InboxQuery, page?: number): string {
  const params = new URLSearchParams();
  if (filter === "unread") params.set("filter", "unread");
  if (q) params.set("q", q);
  if (from) params.set("from", from);
  if (page && page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}
