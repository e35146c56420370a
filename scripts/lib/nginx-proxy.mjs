// @ts-check
/**
 * A real nginx from the system's packages in front of a running site, with the
 * project's own proxy and cache rules (deploy/nginx/zagros-proxy.conf, or
 * another checkout's), on a free port, in a temporary folder removed at stop.
 * Used by the shared-cache test (tests/support/nginx.ts) and by `npm run bench`.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./free-port.mjs";

export const NGINX = process.env.NGINX_PATH ?? "nginx";

/** Whether an nginx can be run here. */
export const nginxInstalled = () => !spawnSync(NGINX, ["-v"]).error;

/** @param {number} port @returns {Promise<boolean>} */
function accepting(port) {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/**
 * @param {string} upstream the site's base URL (http://127.0.0.1:PORT)
 * @param {{ rules?: string, workerConnections?: number, accessLog?: boolean }} [options]
 *   rules: the proxy file to include (default: this checkout's deploy/nginx/zagros-proxy.conf);
 *   accessLog: write the access log as the shipped zagros-site.conf has it (its map and log_format)
 */
export async function startNginxProxy(upstream, options = {}) {
  if (!nginxInstalled()) {
    throw new Error("This runs a real nginx: install it (apt-get install nginx-light) or set NGINX_PATH.");
  }
  const folder = mkdtempSync(path.join(tmpdir(), "site-nginx-"));
  const port = await freePort();
  const upstreamUrl = new URL(upstream);
  const rules = path.resolve(options.rules ?? "deploy/nginx/zagros-proxy.conf");
  // The access log's lines of the shipped site file, as they are (the reset link's token left out).
  const site = readFileSync(path.resolve("deploy/nginx/zagros-site.conf"), "utf8");
  const logLines = [
    /^map \$request_uri \$zagros_logged_uri \{[^}]*\}/m.exec(site)?.[0],
    /^log_format zagros [^;]*;/m.exec(site)?.[0],
  ];
  if (options.accessLog && logLines.some((line) => !line))
    throw new Error("deploy/nginx/zagros-site.conf has no zagros log_format and map.");
  const accessLog = options.accessLog
    ? `${logLines.join("\n")}\n  access_log ${folder}/access.log zagros;`
    : "access_log off;";
  // The http-level lines of deploy/nginx/zagros-site.conf, with this run's paths and ports.
  const config = `
${process.getuid?.() === 0 ? "user root;" : ""}
worker_processes 1;
daemon off;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections ${options.workerConnections ?? 256}; }
http {
  ${accessLog}
  client_body_temp_path ${folder}/body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
  proxy_cache_path ${folder}/cache levels=1:2 keys_zone=zagros:10m max_size=64m inactive=1h use_temp_path=off;
  upstream zagros_site { server ${upstreamUrl.hostname}:${upstreamUrl.port}; keepalive 16; }
  server {
    listen 127.0.0.1:${port};
    include ${rules};
  }
}
`;
  const file = path.join(folder, "nginx.conf");
  writeFileSync(file, config);
  const nginx = spawn(NGINX, ["-p", folder, "-e", path.join(folder, "error.log"), "-c", file], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  nginx.stderr?.on("data", (chunk) => (stderr += chunk.toString()));
  const exited = new Promise((resolve) => nginx.once("exit", resolve));
  const log = () => {
    try {
      return readFileSync(path.join(folder, "error.log"), "utf8");
    } catch {
      return "";
    }
  };
  // nginx writes its pid file only once it holds its port: a port someone
  // else took meanwhile makes it exit, never passes for it.
  const ready = async () =>
    nginx.exitCode === null && existsSync(path.join(folder, "nginx.pid")) && (await accepting(port));
  for (let waited = 0; !(await ready()); waited += 100) {
    if (nginx.exitCode !== null || waited > 10_000) {
      nginx.kill("SIGKILL");
      rmSync(folder, { recursive: true, force: true });
      throw new Error(`nginx did not start:\n${stderr}\n${log()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base: `http://127.0.0.1:${port}`,
    /** Its proxy_cache_path: what deploy/nginx/zagros-site.conf's /var/cache/nginx/zagros is here. */
    cacheFolder: path.join(folder, "cache"),
    log,
    /** The access log, when it was asked for. */
    accessLog: () => {
      try {
        return readFileSync(path.join(folder, "access.log"), "utf8");
      } catch {
        return "";
      }
    },
    async stop() {
      nginx.kill("SIGQUIT");
      const timer = setTimeout(() => nginx.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
