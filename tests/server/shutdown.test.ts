import http from "node:http";
import { visitorAddress } from "../support/http";
import { expectServerError } from "../support/stray-errors";
import { scaled } from "../support/timeouts";
import { expect, test } from "./fixtures";

/**
 * SIGTERM (a restart, `docker stop`): requests in flight finish, idle
 * keep-alive connections are closed, new connections are refused, and a
 * client that never finishes its upload cannot hold the restart beyond the
 * drain timeout.
 */
test("a graceful stop finishes what is in flight and gives up on a stalled upload after the drain timeout", async ({
  startSite,
}) => {
  expectServerError(/^Drain timeout reached: closing the remaining connections\.$/);
  const server = await startSite({ env: { SHUTDOWN_TIMEOUT_SECONDS: "2" } });
  const url = new URL(server.base);
  const contact = new URLSearchParams({
    name: "Last Visitor",
    email: "last@example.com",
    phone: "0750 111 2222",
    subject: "Before the restart",
    message: "Sent while the server was stopping.",
  }).toString();

  /** A contact post whose body is sent in two parts, the second one later. */
  const post = (length: number) =>
    http.request({
      host: url.hostname,
      port: url.port,
      method: "POST",
      path: "/?index",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": length,
        "X-Forwarded-For": visitorAddress(),
      },
    });
  const answered = (request: http.ClientRequest) =>
    new Promise<number | string>((resolve) => {
      request.on("response", (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });

  // An idle keep-alive connection, as browsers keep them.
  const agent = new http.Agent({ keepAlive: true });
  await new Promise<void>((resolve) =>
    http.get(`${server.base}/healthz`, { agent }, (r) => r.resume().on("end", resolve)),
  );

  const inFlight = post(Buffer.byteLength(contact));
  const inFlightAnswer = answered(inFlight);
  inFlight.write(contact.slice(0, 20));
  const stalled = post(50_000); // under the form limit: accepted, then never finished
  const stalledAnswer = answered(stalled);
  stalled.write("name=never-finished");
  await new Promise((resolve) => setTimeout(resolve, 300));

  const stopAsked = Date.now();
  server.child.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 300));
  // New connections are no longer accepted…
  await expect(fetch(`${server.base}/healthz`)).rejects.toThrow();
  // …but the request in flight completes.
  inFlight.end(contact.slice(20));
  expect(await inFlightAnswer).toBe(302);

  const { code } = await server.exited;
  const stoppedAfter = Date.now() - stopAsked;
  expect(code).toBe(0);
  // The stalled upload was cut at the drain timeout (2 s), not waited for.
  expect(stoppedAfter).toBeGreaterThanOrEqual(1_900);
  expect(stoppedAfter).toBeLessThan(scaled(8_000));
  expect(await stalledAnswer).not.toBe(200);
  expect(server.query("select subject from messages where email = 'last@example.com'")).toEqual([
    { subject: "Before the restart" },
  ]);
  agent.destroy();
});
