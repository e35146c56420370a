import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A real nginx from the system's packages, started for one test with the
 * project's own proxy rules (deploy/nginx/zagros-proxy.conf) in front of a
 * test server, on a free port, in a temporary folder removed at stop.
 */
const NGINX = process.env.NGINX_PATH ?? "nginx";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function accepting(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

export async function startNginx(upstream: string) {
  if (spawnSync(NGINX, ["-v"]).error) {
    throw new Error(
      "These tests run a real nginx: install it (apt-get install nginx-light) or set NGINX_PATH.",
    );
  }
  const folder = mkdtempSync(path.join(tmpdir(), "site-nginx-"));
  const port = await freePort();
  const upstreamUrl = new URL(upstream);
  const rules = path.resolve("deploy/nginx/zagros-proxy.conf");
  // The http-level lines of deploy/nginx/zagros-site.conf, with this test's paths and ports.
  const config = `
${process.getuid?.() === 0 ? "user root;" : ""}
worker_processes 1;
daemon off;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
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
  const nginx: ChildProcess = spawn(NGINX, ["-p", folder, "-e", path.join(folder, "error.log"), "-c", file], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  nginx.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => nginx.once("exit", resolve));
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
    log,
    async stop() {
      nginx.kill("SIGQUIT");
      const timer = setTimeout(() => nginx.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
