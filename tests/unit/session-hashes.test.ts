import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { createCookie } from "@remix-run/node";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireBuild, runProcess, startThrowawayServer } from "./built-server";

/**
 * Session rows hold the SHA-256 of the id the cookie carries, never the id: a copy of the database
 * (even with the session secret beside it) opens no session. The real built server, over HTTP.
 */
const EMAIL = "hashes@zagros.test";
const PASSWORD = "long enough password";
let server: Awaited<ReturnType<typeof startThrowawayServer>>;

beforeAll(async () => {
  requireBuild();
  server = await startThrowawayServer({ quiet: true });
  const created = await runProcess(
    "node",
    ["scripts/create-admin.mjs", "--email", EMAIL, "--password", PASSWORD],
    {
      env: { ...process.env, DATABASE_PATH: server.databasePath },
    },
  );
  expect(created.code, created.stderr).toBe(0);
});
afterAll(() => server?.stop());

const storedIds = () => {
  const sqlite = new Database(server.databasePath, { readonly: true });
  try {
    return sqlite.prepare("select id from sessions").pluck().all() as string[];
  } finally {
    sqlite.close();
  }
};

const dashboardStatus = async (cookie: string) =>
  (await fetch(`${server.base}/dashboard`, { headers: { Cookie: cookie }, redirect: "manual" })).status;

/** The session cookie the server signs, for a session id of our choosing (as one holding the secret could). */
const cookieFor = async (id: string) => {
  const secret = readFileSync(path.join(server.dataDir, "session-secret"), "utf8").trim();
  const serialized = await createCookie("__session", { secrets: [secret], path: "/" }).serialize(id);
  return serialized.split(";")[0]!;
};

describe("sessions in the database", () => {
  it("hold the hash of the cookie's id, not the id; the session works", async () => {
    const response = await fetch(`${server.base}/admin`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: EMAIL, password: PASSWORD, redirectTo: "/dashboard" }),
    });
    expect(response.status).toBe(302);
    const cookie = response.headers
      .getSetCookie()
      .find((line) => line.startsWith("__session="))!
      .split(";")[0]!;
    const secret = readFileSync(path.join(server.dataDir, "session-secret"), "utf8").trim();
    const id = (await createCookie("__session", { secrets: [secret] }).parse(cookie)) as string;
    expect(id).toMatch(/^[\w-]{43}$/);

    const ids = storedIds();
    expect(ids).not.toContain(id);
    expect(ids).toContain(createHash("sha256").update(id).digest("base64url"));
    expect(await dashboardStatus(cookie)).toBe(200);
  });

  it("a stored id, put in a cookie signed with the real secret, opens nothing", async () => {
    const ids = storedIds();
    expect(ids.length).toBeGreaterThan(0);
    for (const stored of ids) expect(await dashboardStatus(await cookieFor(stored))).toBe(302);
  });
});
