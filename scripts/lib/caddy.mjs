// @ts-check
/**
 * Runs a real Caddy (Debian's package) with the project's own Caddyfile,
 * deploy/caddy/Caddyfile, imported as it is: for the tests, `npm run observatory`
 * and `npm run lighthouse`. Only what a test cannot have is set around it: the
 * ports, certificates from Caddy's own internal CA (`local_certs`; its root is
 * never installed in the system's trust store), no admin endpoint, and every
 * file Caddy writes (certificates, keys, its saved config) in a temporary
 * folder removed at stop.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import tls from "node:tls";
import { freePort } from "./free-port.mjs";

const CADDY = process.env.CADDY_PATH ?? "caddy";
export const CADDYFILE = path.resolve(import.meta.dirname, "../../deploy/caddy/Caddyfile");

/**
 * Whether Caddy answers TLS for `domain` with a certificate of its internal CA (it obtains it just
 * after start).
 * @param {number} port @param {string} domain @param {string} ca
 */
function servesCertificate(port, domain, ca) {
  return new Promise((resolve) => {
    const socket = tls.connect({ host: "127.0.0.1", port, servername: domain, ca }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/**
 * @typedef {object} CaddyOptions
 * @property {string} domain the site's name (the Caddyfile's SITE_DOMAIN)
 * @property {string} upstream where the site listens, host:port (SITE_UPSTREAM)
 * @property {number} [httpPort] default: a free port
 * @property {number} [httpsPort] default: a free port
 */

/** @param {CaddyOptions} options */
export async function startCaddy(options) {
  if (spawnSync(CADDY, ["version"]).error) {
    throw new Error(
      "This runs a real Caddy: install it (apt-get install caddy) or set CADDY_PATH to its binary.",
    );
  }
  const httpPort = options.httpPort ?? (await freePort());
  const httpsPort = options.httpsPort ?? (await freePort());
  const folder = mkdtempSync(path.join(tmpdir(), "site-caddy-"));
  const config = path.join(folder, "Caddyfile");
  writeFileSync(
    config,
    `{
	admin off
	http_port ${httpPort}
	https_port ${httpsPort}
	default_bind 127.0.0.1
	local_certs
	skip_install_trust
	servers {
		protocols h1 h2
	}
}

import ${CADDYFILE}
`,
  );
  const caddy = spawn(CADDY, ["run", "--config", config, "--adapter", "caddyfile"], {
    env: {
      ...process.env,
      // Caddy keeps certificates and keys under XDG_DATA_HOME and its last config under XDG_CONFIG_HOME.
      HOME: folder,
      XDG_DATA_HOME: path.join(folder, "data"),
      XDG_CONFIG_HOME: path.join(folder, "config"),
      SITE_DOMAIN: options.domain,
      SITE_UPSTREAM: options.upstream,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  caddy.stdout.on("data", (chunk) => (output += chunk));
  caddy.stderr.on("data", (chunk) => (output += chunk));
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => caddy.once("exit", resolve));
  const rootFile = path.join(folder, "data/caddy/pki/authorities/local/root.crt");

  const fail = (/** @type {string} */ why) => {
    caddy.kill("SIGKILL");
    rmSync(folder, { recursive: true, force: true });
    return new Error(`Caddy did not start (${why}):\n${output}`);
  };
  for (let waited = 0; ; waited += 100) {
    if (caddy.exitCode !== null) throw fail(`it exited with ${caddy.exitCode}`);
    if (waited > 15_000) throw fail("no certificate after 15 s");
    if (
      existsSync(rootFile) &&
      (await servesCertificate(httpsPort, options.domain, readFileSync(rootFile, "utf8")))
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    httpPort,
    httpsPort,
    /** The root certificate of Caddy's internal CA (PEM), to trust for this Caddy's HTTPS. */
    rootCertificate: readFileSync(rootFile, "utf8"),
    /** A copy of it on disk, for tools that read NODE_EXTRA_CA_CERTS; it goes with the folder. */
    rootCertificateFile: rootFile,
    /** Everything Caddy logged so far. */
    output: () => output,
    async stop() {
      caddy.kill("SIGTERM");
      const timer = setTimeout(() => caddy.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
