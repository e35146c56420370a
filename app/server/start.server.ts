import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { RequestHandler } from "express";
import type { ServerBuild } from "@remix-run/node";
import { env, EnvError, setListeningPort } from "~/config/env.server";
import { checkReplica, startReplication, type Replication } from "~/lib/replication.server";
import { describeCommandFailure } from "~/ops/command-failure.server";
import { startMailQueue } from "~/mail/notifications.server";
import { createHttpApp, type HttpApp } from "./http-app.server";
import { keepServingWhenTheLogFails } from "~/lib/log-streams.server";
import { prepareServer, type ServerSettings } from "./prepare.server";

export type StartOptions = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production";
  viteMiddleware?: RequestHandler;
};

/**
 * Called by server.mjs: checks everything before listening (one clear line
 * and exit code 1 for a bad setting), starts Litestream when
 * LITESTREAM_REPLICA_URL is set, then serves until SIGTERM or SIGINT.
 */
export async function startServer(options: StartOptions): Promise<void> {
  keepServingWhenTheLogFails();
  let settings: ServerSettings;
  let replication: Replication | undefined;
  try {
    // The replica is checked before the database is opened (and, on a first start, created).
    const litestream = await checkReplica(env());
    settings = await prepareServer();
    if (litestream) replication = startReplication(litestream);
  } catch (error) {
    console.error(error instanceof EnvError ? describeCommandFailure(error) : error);
    process.exit(1);
  }
  const app = createHttpApp({
    ...options,
    uploads: settings.uploads,
    trustProxy: settings.trustProxy,
    pageCacheBytes: settings.pageCacheBytes,
    sharedCacheSeconds: settings.sharedCacheSeconds,
    visitCounting: settings.visitCounting,
  });
  const server = createServer(app);
  server.on("error", (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === "EADDRINUSE"
        ? `Port ${settings.port} is already in use: stop what runs there or choose another PORT.`
        : `The server could not listen: ${error.message}`,
    );
    process.exit(1);
  });
  // The development server sends real error details to the browser: it stays on
  // this machine unless HOST says otherwise (docs/decisions/003-turbo-stream-cve.md).
  const host = settings.host ?? (options.mode === "development" ? "127.0.0.1" : "0.0.0.0");
  server.listen(settings.port, host, () => {
    const { port } = server.address() as AddressInfo;
    setListeningPort(port);
    // Test helpers read this line to learn the port (PORT=0 picks a free one).
    console.log(`Site ready on http://${settings.host ?? "localhost"}:${port}`);
    startMailQueue(); // what a previous run left unsent goes out now
  });
  stopGracefully(server, settings, replication, app);
}

/**
 * On SIGTERM or SIGINT: stop accepting connections, let requests in flight
 * finish, close keep-alive connections as they fall idle, and after the drain
 * timeout close whatever is left (a slow upload must not hold a restart).
 * Litestream stops last, after the database is closed: its final copy holds
 * every write. A second signal stops at once.
 */
function stopGracefully(
  server: Server,
  settings: ServerSettings,
  replication?: Replication,
  counting: Pick<HttpApp, "drainCounting" | "stopCounting"> = {},
): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`${signal}: finishing requests in flight (at most ${settings.shutdownTimeoutSeconds} s)…`);
    // Page views waiting for their batch are written now: their answers must not hold the stop.
    counting.drainCounting?.();
    const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => {
      console.warn("Drain timeout reached: closing the remaining connections.");
      server.closeAllConnections();
    }, settings.shutdownTimeoutSeconds * 1000);
    server.close(() => {
      clearInterval(idleSweep);
      clearTimeout(deadline);
      // The page views still waiting are written before the database closes.
      counting.stopCounting?.();
      settings.close();
      void (replication?.stop(settings.shutdownTimeoutSeconds * 1000) ?? Promise.resolve()).then(() => {
        console.log("Stopped.");
        process.exit(0);
      });
    });
    server.closeIdleConnections();
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => stop(signal));
}
