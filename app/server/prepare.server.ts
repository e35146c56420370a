import path from "node:path";
import { mkdirSync } from "node:fs";
import { env } from "~/config/env.server";
import { countStaffAccounts } from "~/admin/accounts.server";
import { CREATE_ADMIN_COMMAND } from "~/admin/create-admin-command";
import { deleteExpiredSessions, sessionSecret } from "~/admin/session.server";
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
 * message for every bad value, a session secret in production), opens the
 * database, applies migrations, fills a new database with the sample content,
 * and says how to create the first staff account when there is none.
 */
export function prepareServer(): ServerSettings {
  const settings = env();
  sessionSecret(); // production refuses to start without one
  const { created } = database();
  deleteExpiredSessions();
  const uploadsDir = path.resolve(settings.UPLOADS_DIR);
  mkdirSync(uploadsDir, { recursive: true });
  console.log(
    `Database ${path.resolve(settings.DATABASE_PATH)}${created ? " created with the sample content" : ""}`,
  );
  if (countStaffAccounts() === 0) {
    console.log(`No staff account exists yet. Create the first one with:\n  ${CREATE_ADMIN_COMMAND}`);
  }
  return {
    port: settings.PORT,
    host: settings.HOST,
    trustProxy: settings.TRUST_PROXY,
    uploadsDir,
    close: () => database().sqlite.close(),
  };
}
