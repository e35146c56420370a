import { spawn } from "node:child_process";
import http from "node:http";
import path from "node:path";
import Database from "better-sqlite3";
import { expect, type Page } from "@playwright/test";
import { startThrowawayServer } from "../../scripts/lib/throwaway-server.mjs";
import { filesOfImage } from "../../app/content/stored-image";
import { pngImage } from "../unit/images";

export const languagesUnderTest = [
  { code: "en", htmlLang: "en", dir: "ltr" },
  { code: "ku", htmlLang: "ckb", dir: "rtl" },
  { code: "ar", htmlLang: "ar", dir: "rtl" },
] as const;

/** Reads a test server's real database (WAL lets us read while it writes). */
function readDatabase<T>(file: string, sql: string, params: unknown[]): T[] {
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return sqlite.prepare(sql).all(...params) as T[];
  } finally {
    sqlite.close();
  }
}

/** Queries the shared test server's database (see playwright.config.ts). */
export function queryDatabase<T>(sql: string, ...params: unknown[]): T[] {
  return readDatabase<T>(path.join(process.env.E2E_DATA_DIR!, "site.db"), sql, params);
}

/** A visitor address of its own, so per-address rate limits never collide between tests. */
export function visitorAddress(): string {
  const n = () => Math.floor(Math.random() * 250) + 1;
  return `10.${n()}.${n()}.${n()}`;
}

/** React has hydrated the page (root sets the marker in an effect): its click and key handlers are live. */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

export async function expectDocumentLanguage(page: Page, htmlLang: string, dir: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", htmlLang);
  await expect(page.locator("html")).toHaveAttribute("dir", dir);
}

export type OwnServerOptions = {
  env?: Record<string, string>;
  dataDir?: string;
  removeDataDir?: boolean;
  expectHealthy?: boolean;
};

/**
 * A server of a test file's own, on a fresh database and uploads folder (or
 * the given one, to restart on the same data), on a free port: for tests
 * that change or break data other tests count on.
 */
export async function startOwnServer(options: OwnServerOptions = {}) {
  const server = await startThrowawayServer({
    quiet: true,
    dataDir: options.dataDir,
    removeDataDir: options.removeDataDir,
    expectHealthy: options.expectHealthy,
    env: {
      SESSION_SECRET: "test-secret-that-is-long-enough-0123456789",
      TRUST_PROXY: "loopback",
      ...options.env,
    },
  });
  return {
    ...server,
    query: <T>(sql: string, ...params: unknown[]) => readDatabase<T>(server.databasePath, sql, params),
    /** The uploaded files records point to (names in the uploads folder), sorted. */
    referencedUploads: () =>
      ["clients", "products", "services", "team_members"]
        .flatMap((table) =>
          readDatabase<{ image: string }>(server.databasePath, `select image from ${table}`, []),
        )
        .map((row) => row.image)
        .filter((image) => image.startsWith("/uploads/"))
        .map((image) => image.slice("/uploads/".length))
        .sort(),
    /** Every file those images stand for: originals and their WebP copies, sorted. */
    referencedFiles: () =>
      ["clients", "products", "services", "team_members"]
        .flatMap((table) =>
          readDatabase<{ image: string }>(server.databasePath, `select image from ${table}`, []),
        )
        .flatMap((row) => filesOfImage(row.image))
        .sort(),
    /** Changes the server's database behind its back (to fake time passing, a crash, …). */
    execute: (sql: string, ...params: unknown[]) => {
      const sqlite = new Database(server.databasePath, { fileMustExist: true });
      try {
        return sqlite.prepare(sql).run(...params).changes;
      } finally {
        sqlite.close();
      }
    },
  };
}

/**
 * Runs a command without blocking this process (unlike spawnSync: while it
 * blocks, a server may close an idle keep-alive connection that the next
 * fetch then reuses and finds closed). Resolves with its exit status and output.
 */
export function runCommand(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}

/** Creates (or resets) a staff account with the real command, as a person would. */
export async function createAdmin(databasePath: string, email: string, password: string) {
  const { status, stdout, stderr } = await runCommand(
    "node",
    ["scripts/create-admin.mjs", "--email", email, "--password", password],
    { env: { ...process.env, DATABASE_PATH: databasePath } },
  );
  if (status !== 0) throw new Error(`create-admin failed (${status}): ${stderr}`);
  return stdout;
}

/** A translation with {{placeholders}} as a pattern matching any value in their place. */
export function translatedPattern(text: string, { whole = true } = {}): RegExp {
  const parts = text.split(/\{\{\w+\}\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const pattern = parts.join(".+?");
  return new RegExp(whole ? `^${pattern}$` : pattern);
}

export type RawResponse = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

/**
 * One HTTP request over a plain socket, for what fetch will not send (a
 * TRACE, an odd Host, a 50 MB body streamed lazily, a chunked body). The
 * answer is read as soon as it comes, even if the server stops reading the
 * body early, as it should for a refused upload.
 */
export function rawRequest(
  base: string,
  options: {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string | Buffer | { repeat: string; bytes: number };
    chunked?: boolean;
  },
): Promise<RawResponse> {
  const url = new URL(base);
  const body = options.body;
  const headers: Record<string, string | number> = { ...options.headers };
  const length =
    body === undefined
      ? 0
      : typeof body === "string" || Buffer.isBuffer(body)
        ? Buffer.byteLength(body)
        : body.bytes;
  if (
    !options.chunked &&
    body !== undefined &&
    !Object.keys(headers).some((h) => h.toLowerCase() === "content-length")
  )
    headers["Content-Length"] = length;
  if (options.chunked) headers["Transfer-Encoding"] = "chunked";
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: url.hostname,
      port: url.port,
      method: options.method ?? "GET",
      path: options.path,
      headers,
      setHost: !Object.keys(headers).some((h) => h.toLowerCase() === "host"),
    });
    let answered = false;
    request.on("response", (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) });
        request.destroy();
      });
    });
    // The server may close the connection before the whole body is sent.
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    if (body === undefined) return void request.end();
    if (typeof body === "string" || Buffer.isBuffer(body)) return void request.end(body);
    const chunk = Buffer.from(body.repeat.repeat(Math.ceil(65536 / body.repeat.length)));
    let sent = 0;
    const pump = () => {
      while (sent < body.bytes && !answered && !request.destroyed) {
        const piece = chunk.subarray(0, Math.min(chunk.length, body.bytes - sent));
        sent += piece.length;
        if (!request.write(piece)) return void request.once("drain", pump);
      }
      if (!request.destroyed) request.end();
    };
    pump();
  });
}

/**
 * Signs in through the sign-in page as staff do, in the given language, and
 * waits until the dashboard has loaded.
 */
export async function signInThroughForm(
  page: Page,
  base: string,
  email: string,
  password: string,
  lng = "en",
) {
  await page.goto(`${base}/admin?lng=${lng}`);
  await page.locator("#sign-in-email").fill(email);
  await page.locator("#sign-in-password").fill(password);
  await page.locator("form button[type=submit]").click();
  await page.waitForURL(/\/dashboard(\?|$)/);
}

/** Signs in through the real form and returns the session cookie ("__session=…"). */
export async function signInCookie(
  base: string,
  email: string,
  password: string,
  address = visitorAddress(),
) {
  const response = await fetch(`${base}/admin`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": address },
    body: new URLSearchParams({ email, password, redirectTo: "/dashboard" }),
  });
  if (response.status !== 302) throw new Error(`Sign-in answered ${response.status}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!);
  return cookies.join("; ");
}

/**
 * Writes as a busy site sees them, until stopped: contact messages, new
 * clients with an image, and edits that replace a product's image, several
 * at a time. Remembers every write the server acknowledged (a redirect).
 */
export function startWriteLoad(base: string, cookie: string, productIds: string[], { workers = 4 } = {}) {
  const acknowledged = { messages: [] as string[], clients: [] as string[], edits: 0, failures: 0 };
  let running = true;
  let counter = 0;

  async function oneWrite(worker: number) {
    const n = counter++;
    const kind = n % 3;
    if (kind === 0) {
      const subject = `Load ${worker}-${n}`;
      const response = await fetch(`${base}/?index`, {
        method: "POST",
        redirect: "manual",
        // A fresh address per message: the load is many visitors, never one rate-limited one.
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": visitorAddress() },
        body: new URLSearchParams({
          name: "Load",
          email: "load@example.com",
          phone: "0750",
          subject,
          message: "m",
        }),
      });
      if (response.status === 302) acknowledged.messages.push(subject);
      else acknowledged.failures++;
      return;
    }
    const form = new FormData();
    const title = kind === 1 ? `Client ${worker}-${n}` : `Product ${worker}-${n}`;
    form.set("titleEn", title);
    if (kind === 1) form.set("phone", "");
    form.set("image", new Blob([new Uint8Array(loadImage(n))], { type: "image/png" }), "load.png");
    const path =
      kind === 1 ? "/admin/add-client" : `/admin/edit-product/${productIds[n % productIds.length]}`;
    const response = await fetch(`${base}${path}`, {
      method: "POST",
      body: form,
      headers: { Cookie: cookie },
      redirect: "manual",
    });
    if (response.status !== 302) return void acknowledged.failures++;
    if (kind === 1) acknowledged.clients.push(title);
    else acknowledged.edits++;
  }

  const loops = Array.from({ length: workers }, async (_, worker) => {
    while (running) {
      try {
        await oneWrite(worker);
      } catch {
        // The server went away mid-request (a crash test): not acknowledged.
      }
    }
  });
  return {
    acknowledged,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return acknowledged;
    },
  };
}

/** A small PNG whose colour depends on n, so every upload is a new file. */
function loadImage(n: number): Buffer {
  return pngImage(8, 8, [n % 256, (n * 7) % 256, (n * 13) % 256]);
}
