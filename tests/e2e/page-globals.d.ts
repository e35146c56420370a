/**
 * What the browser tests' own scripts (page.evaluate, addInitScript) keep on a page's window, typed
 * once so they read and write it without a cast. Optional: the site itself sets none of them.
 */
interface Window {
  /** contact.spec.ts: a mark a full page load would wipe. */
  marker?: string;
  /** first-load.spec.ts: the page's Cumulative Layout Shift so far. */
  __cls?: number;
  /** first-load.spec.ts: when the site's script marked the page (the page's clock). */
  __enhancedAt?: number;
  /** first-load.spec.ts: every state the page was left in between two tasks. */
  __states?: string[];
  /** first-load.spec.ts: set before a navigation; still there after it when no new document loaded. */
  __sameDocument?: boolean;
}
