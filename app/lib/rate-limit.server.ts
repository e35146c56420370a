/**
 * Counts attempts per key (an address, an account) in a sliding window, in
 * memory: enough for one server process, which is how the site runs.
 */
export class RateLimiter {
  private attempts = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Records an attempt; false when the key already used its allowance. */
  attempt(key: string, now = Date.now()): boolean {
    const recent = this.recent(key, now);
    if (recent.length >= this.limit) return false;
    recent.push(now);
    this.attempts.set(key, recent);
    if (this.attempts.size > 10_000) this.prune(now);
    return true;
  }

  reset(key: string): void {
    this.attempts.delete(key);
  }

  private recent(key: string, now: number): number[] {
    return (this.attempts.get(key) ?? []).filter((time) => now - time < this.windowMs);
  }

  private prune(now: number): void {
    for (const key of this.attempts.keys()) {
      const recent = this.recent(key, now);
      if (recent.length === 0) this.attempts.delete(key);
      else this.attempts.set(key, recent);
    }
  }
}
