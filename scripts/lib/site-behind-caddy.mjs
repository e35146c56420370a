// @ts-check
import { startCaddy } from "./caddy.mjs";
import { freePort } from "./free-port.mjs";
import { startThrowawayServer } from "./throwaway-server.mjs";

/**
 * The production build on a throwaway database behind a real Caddy with the shipped Caddyfile,
 * started as the Caddyfile says: `SITE_URL` its public https:// address, `TRUST_PROXY=1` (one hop).
 * For the scripts that measure the site as visitors reach it (`npm run lighthouse`, `npm run
 * observatory`). If Caddy does not start, the site is stopped and Caddy's error thrown.
 * @param {{ domain: string; httpPort?: number; httpsPort?: number }} options
 */
export async function startSiteBehindCaddy({ domain, httpPort, httpsPort }) {
  const port = httpsPort ?? (await freePort());
  const base = port === 443 ? `https://${domain}` : `https://${domain}:${port}`;
  const site = await startThrowawayServer({ quiet: true, env: { SITE_URL: base, TRUST_PROXY: "1" } });
  /** @type {Awaited<ReturnType<typeof startCaddy>>} */
  let caddy;
  try {
    caddy = await startCaddy({ domain, upstream: new URL(site.base).host, httpPort, httpsPort: port });
  } catch (error) {
    await site.stop();
    throw error;
  }
  return {
    /** The site itself, straight (for what only a script asks of it). */
    site,
    caddy,
    /** Where visitors would reach it: Caddy's https:// address. */
    base,
    async stop() {
      try {
        await caddy.stop();
      } finally {
        await site.stop();
      }
    },
  };
}
