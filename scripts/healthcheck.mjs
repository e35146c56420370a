// @ts-check
/**
 * `node scripts/healthcheck.mjs`: asks the running site's /healthz on this machine and exits 0 when it
 * answers 200, else 1 with one line saying what is wrong. The Dockerfile's HEALTHCHECK runs it; so can
 * anything that runs a command in the container where that line is lost (an OCI-format image built by
 * podman or buildah: `podman run --health-cmd "node scripts/healthcheck.mjs"`), or a compose file's
 * `healthcheck:`. Reads PORT (default 3000) and HOST as the server does.
 */
const port = process.env.PORT || "3000";
const host = process.env.HOST?.trim();
// A server listening on every interface is reached on the loopback one.
const address = !host || host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host;
const url = `http://${address.includes(":") ? `[${address}]` : address}:${port}/healthz`;

try {
  const response = await fetch(url, { signal: AbortSignal.timeout(4000) });
  const body = (await response.text()).trim();
  if (!response.ok) {
    console.error(`${url} answered ${response.status}: ${body}`);
    process.exitCode = 1;
  }
} catch (error) {
  const cause = /** @type {{ cause?: { code?: string } }} */ (error).cause?.code;
  console.error(`${url} did not answer: ${cause ?? /** @type {Error} */ (error).message}`);
  process.exitCode = 1;
}
