/**
 * Counts events per key (an address, an account) in a sliding window, in
 * memory: enough for the one server process the site runs as.
 */
export class RateLimiter {
  private events = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** True when the key already reached the limit within the window. */
  isLimited(key: string, now = Date.now()): boolean {
    return this.recent(key, now).length >= this.limit;
  }

  record(key: string, now = Date.now()): void {
    this.events.set(key, [...this.recent(key, now), now]);
    if (this.events.size > 10_000) this.prune(now);
  }

  reset(key: string): void {
    this.events.delete(key);
  }

  clear(): void {
    this.events.clear();
  }

  private recent(key: string, now: number): number[] {
    return (this.events.get(key) ?? []).filter((time) => now - time < this.windowMs);
  }

  private prune(now: number): void {
    for (const key of this.events.keys()) {
      const recent = this.recent(key, now);
      if (recent.length === 0) this.events.delete(key);
      else this.events.set(key, recent);
    }
  }
}
