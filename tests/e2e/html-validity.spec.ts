import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { contentTypeNames, contentTypes } from "../../app/content/content-types";
import { addPath, editPath, listPath } from "../../app/admin/paths";
import { createAdmin, runCommand, signInCookie, startOwnServer, visitorAddress } from "./support";

/**
 * Every public page and every back-office screen, in the three languages, as
 * the server sends them, through the Nu HTML Checker (the W3C validator,
 * vnu-jar, run on Java): no errors. Browserless: it reads the server's bytes.
 */
const EMAIL = "staff@zagros.test";
const PASSWORD = "a long enough password";
const LANGUAGES = ["en", "ku", "ar"];
const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

let server: Awaited<ReturnType<typeof startOwnServer>>;
test.beforeAll(async () => {
  server = await startOwnServer();
  await createAdmin(server.databasePath, EMAIL, PASSWORD);
});
test.afterAll(() => server.stop());

async function fetchPage(url: string, cookie?: string): Promise<string> {
  const response = await fetch(`${server.base}${url}`, {
    headers: cookie ? { Cookie: cookie } : {},
    redirect: "manual",
  });
  expect([200, 404], `${url} answered ${response.status}`).toContain(response.status);
  return response.text();
}

test("every page and back-office screen passes the Nu HTML Checker in every language", async () => {
  test.setTimeout(120_000);
  // A visitor message, so the inbox and its message page have a record to show.
  await fetch(`${server.base}/?index`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": visitorAddress() },
    body: new URLSearchParams({
      name: "Checker",
      email: "checker@example.com",
      phone: "0750 123 4567",
      subject: "Markup",
      message: "Hello",
    }),
  });
  const cookie = await signInCookie(server.base, EMAIL, PASSWORD);
  const firstId = (table: string) => server.query<{ id: string }>(`select id from ${table} limit 1`)[0]!.id;

  const publicPaths = [
    "/",
    "/about",
    "/team",
    "/solutions",
    `/solution-details/${firstId("services")}`,
    "/privacy",
    "/no-such-page",
  ];
  const adminPaths = ["/dashboard", "/admin/settings", "/admin/staff", "/admin/activity"];
  for (const name of contentTypeNames) {
    const type = contentTypes[name];
    adminPaths.push(listPath(type));
    if (type.inbox) adminPaths.push(`/admin/${type.slug}/${firstId(type.key)}`);
    if (!type.adminCanCreate) continue;
    adminPaths.push(addPath(type), editPath(type, firstId(type.key)));
  }

  const folder = mkdtempSync(path.join(tmpdir(), "html-check-"));
  try {
    const files: string[] = [];
    const save = (label: string, html: string) => {
      const file = path.join(folder, `${files.length}-${label.replace(/[^a-z0-9]+/gi, "_")}.html`);
      writeFileSync(file, html);
      files.push(file);
    };
    for (const lng of LANGUAGES) {
      const withLanguage = (url: string) => `${url}${url.includes("?") ? "&" : "?"}lng=${lng}`;
      for (const url of publicPaths) save(`${lng}${url}`, await fetchPage(withLanguage(url)));
      save(`${lng}-sign-in`, await fetchPage(withLanguage("/admin")));
      for (const url of adminPaths) save(`${lng}${url}`, await fetchPage(withLanguage(url), cookie));
    }
    const { stdout, stderr, status } = await runCommand("java", [
      "-jar",
      VNU_JAR,
      "--errors-only",
      "--format",
      "json",
      ...files,
    ]);
    const report = JSON.parse(stderr || stdout || '{"messages":[]}') as {
      messages: { type: string; url: string; message: string; extract?: string; lastLine?: number }[];
    };
    const errors = report.messages
      .filter((message) => message.type === "error" || message.type === "non-document-error")
      .map(
        (message) =>
          `${path.basename(message.url)}:${message.lastLine ?? "?"}: ${message.message}` +
          (message.extract ? `\n    ${message.extract.replace(/\s+/g, " ").slice(0, 160)}` : ""),
      );
    expect(errors, `the checker found errors (exit ${status}):\n${errors.join("\n")}`).toEqual([]);
    expect(files.length).toBeGreaterThan(60);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
