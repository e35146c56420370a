/** The inbox's view as URL parameters: read on the server, written into links by the page. */

import type { InboxQuery, StateFilter } from "~/db/inbox.server";

export type { InboxFilter, InboxQuery, StateFilter } from "~/db/inbox.server";

/** The states a message can be in, in the order the inbox offers them. */
export const STATE_FILTERS = ["all", "new", "replied", "closed"] as const satisfies readonly StateFilter[];
const isStateFilter = (value: unknown): value is StateFilter =>
  STATE_FILTERS.some((state) => state === value);

/**
 * Reads `?filter=unread&state=new&q=…&from=…` (anything else means all messages, every state, no search);
 * `from` is where messages came from: a referring site, a campaign or its source or medium
 * (docs/decisions/050-message-sources.md).
 */
export function parseInboxQuery(params: URLSearchParams): InboxQuery {
  const q = (params.get("q") ?? "").trim().slice(0, 200);
  const from = (params.get("from") ?? "").trim().slice(0, 200);
  const state = params.get("state");
  return {
    filter: params.get("filter") === "unread" ? "unread" : "all",
    state: isStateFilter(state) ? state : "all",
    q,
    from,
  };
}

/** Whether the query shows fewer than every message (a search or a filter). */
export const isFiltered = ({ filter, state, q, from }: InboxQuery) =>
  Boolean(q) || Boolean(from) || filter === "unread" || state !== "all";

/** The same query as URL parameters (empty ones left out), for links and the CSV. */
export function inboxSearch({ filter, state, q, from }: InboxQuery, page?: number): string {
  const params = new URLSearchParams();
  if (filter === "unread") params.set("filter", "unread");
  if (state !== "all") params.set("state", state);
  if (q) params.set("q", q);
  if (from) params.set("from", from);
  if (page && page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}
