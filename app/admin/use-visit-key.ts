import { useLocation } from "@remix-run/react";

/**
 * A key that changes with every visit of the page, the one a bulk action redirects back to included.
 * A form of ticked rows keyed by it starts with nothing ticked after each action: React would
 * otherwise keep the same checkboxes, still ticked, and the next action would take them along.
 */
export function useVisitKey(): string {
  return useLocation().key;
}
