/**
 * Every timeout of both test runners is multiplied by TEST_TIMEOUT_FACTOR
 * (default 1): a slow or busy machine runs `TEST_TIMEOUT_FACTOR=3 npm test`
 * instead of failing on a budget meant for a quiet one. Read by
 * playwright.config.ts, vitest.config.ts and the few tests with a budget of
 * their own (`scaled(…)` beside a comment saying why they need it).
 */
function readFactor(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return 1;
  const factor = Number(value);
  if (!Number.isFinite(factor) || factor < 1)
    throw new Error(`TEST_TIMEOUT_FACTOR must be a number of 1 or more, got "${value}".`);
  return factor;
}

export const timeoutFactor = readFactor(process.env.TEST_TIMEOUT_FACTOR);

/** A duration in milliseconds, stretched by TEST_TIMEOUT_FACTOR. */
export const scaled = (ms: number): number => Math.round(ms * timeoutFactor);
