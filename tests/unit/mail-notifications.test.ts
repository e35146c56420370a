import { describe, expect, it } from "vitest";
import { retryDelayMs } from "~/mail/notifications.server";

describe("retrying an unsent notification", () => {
  it("waits MAIL_RETRY_SECONDS, then twice as long each time, never more than an hour", () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, 30))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(retryDelayMs(12, 30)).toBe(3_600_000);
  });
});
