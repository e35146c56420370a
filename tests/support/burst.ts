import http from "node:http";
import { scaled } from "./timeouts";

export type BurstResult = {
  /** Answers by status code. */
  statuses: Record<number, number>;
  /** Answers by X-Cache-Status (nginx's own word for where an answer came from). */
  cacheStatuses: Record<string, number>;
  /** Requests unanswered after the time allowed (2 s, as wrk counts a timeout). */
  timeouts: number;
  /** Refused or broken connections. */
  errors: string[];
};

/**
 * A real burst from the test itself: `connections` clients at once, each on a kept-alive connection of
 * its own, sending `requests` one after another and reading every answer whole. What is counted is
 * what a visitor would see: timeouts, errors and statuses, never how long anything took.
 */
export async function burst(
  url: string,
  {
    connections = 50,
    requests = 5,
    headers = {},
  }: { connections?: number; requests?: number; headers?: Record<string, string> } = {},
): Promise<BurstResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const result: BurstResult = { statuses: {}, cacheStatuses: {}, timeouts: 0, errors: [] };
  const one = () =>
    new Promise<void>((resolve) => {
      let timedOut = false;
      const request = http.get(url, { agent, headers }, (response) => {
        response.resume();
        response.once("end", () => {
          clearTimeout(timer);
          const status = response.statusCode ?? 0;
          result.statuses[status] = (result.statuses[status] ?? 0) + 1;
          const cache = String(response.headers["x-cache-status"] ?? "none");
          result.cacheStatuses[cache] = (result.cacheStatuses[cache] ?? 0) + 1;
          resolve();
        });
      });
      const timer = setTimeout(() => {
        timedOut = true;
        result.timeouts++;
        request.destroy();
        resolve();
      }, scaled(2000));
      request.once("error", (error) => {
        clearTimeout(timer);
        if (!timedOut) result.errors.push(error.message);
        resolve();
      });
    });
  try {
    await Promise.all(
      Array.from({ length: connections }, async () => {
        for (let i = 0; i < requests; i++) await one();
      }),
    );
  } finally {
    agent.destroy();
  }
  return result;
}
