/**
 * A real nginx from the system's packages, started for one test with the
 * project's own proxy rules (deploy/nginx/zagros-proxy.conf) in front of a
 * test server, on a free port, in a temporary folder removed at stop.
 * The same launcher `npm run bench` uses (scripts/lib/nginx-proxy.mjs).
 */
import { startNginxProxy } from "../../scripts/lib/nginx-proxy.mjs";

export function startNginx(upstream: string, options: { accessLog?: boolean } = {}) {
  return startNginxProxy(upstream, options);
}
