import path from "node:path";
import { mkdirSync } from "node:fs";
import { env } from "~/config/env.server";
import { database } from "~/db/client.server";

export type ServerSettings = {
  port: number;
  host: string | undefined;
  trustProxy: string | undefined;
  uploadsDir: string;
  close: () => void;
};

/**
 * Runs once before the HTTP server listens: checks the environment (one clear
 * message for every bad value), opens the database, applies migrations and
 * fills a new database with the sample content.
 */
export function prepareServer(): ServerSettings {
  const settings = env();
  const { created } = database();
  const uploadsDir = path.resolve(settings.UPLOADS_DIR);
  mkdirSync(uploadsDir, { recursive: true });
  console.log(
    `Database ${path.resolve(settings.DATABASE_PATH)}${created ? " created with the sample content" : ""}`,
  );
  return {
    port: settings.PORT,
    host: settings.HOST,
    trustProxy: settings.TRUST_PROXY,
    uploadsDir,
    close: () => database().sqlite.close(),
  };
}
