import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { addPath, editPath, listPath } from "../../app/admin/paths";
import { contentTypeNames, contentTypes } from "../../app/content/content-types";
import { savedVersionAndHiddenMember, usableResetLink } from "../support/back-office-states";
import { postForm, sendMessage } from "../support/http";
import { publicPages } from "../support/pages";
import { runProcess } from "../support/processes";
import { scaled } from "../support/timeouts";
import { expect, test } from "./fixtures";
import { languageCodes } from "../support/languages";

/**
 * Every public page and every back-office screen, in the three languages, as
 * the server sends them, through the Nu HTML Checker (the W3C validator,
 * vnu-jar, run on Java): no errors. And every page is clean UTF-8.
 */
const LANGUAGES = languageCodes;
const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

// About 90 pages fetched, then one run of the checker (Java): long on a busy two-core machine, hence a budget
// of its own.
test(
  "every page and back-office screen passes the Nu HTML Checker in every language",
  { timeout: scaled(150_000) },
  async ({ site, cookie }) => {
    const fetchPage = async (url: string, withSession: boolean) => {
      const response = await fetch(`${site.base}${url}`, {
        headers: withSession ? { Cookie: cookie } : {},
        redirect: "manual",
      });
      expect([200, 404, 410], `${url} answered ${response.status}`).toContain(response.status);
      return response.text();
    };
    // A visitor message, so the inbox and its message page have a record to show.
    expect(
      (await sendMessage(site.base, { name: "Checker", subject: "Markup", message: "Hello" })).status,
    ).toBe(302);

    // Something in the trash, a saved version and a hidden team member: the trash, a version's page
    // and a staff preview (with its banner) have something to show.
    const post = (url: string, form: Record<string, string>) =>
      postForm(site.base, url, form, { cookie, headers: { Origin: site.base } });
    expect((await post("/admin/list-clients", { id: site.firstId("clients"), page: "1" })).status).toBe(302);
    const { versionPath, previewPath } = await savedVersionAndHiddenMember(site, cookie);

    const publicPaths = publicPages(site.firstId("services"));
    const adminPaths = [
      "/dashboard",
      "/admin/settings",
      "/admin/staff",
      "/admin/staff/second-factor",
      "/admin/activity",
      "/admin/trash",
      "/admin/statistics",
      versionPath,
      previewPath,
    ];
    for (const name of contentTypeNames) {
      const type = contentTypes[name];
      adminPaths.push(listPath(type));
      if (type.inbox) adminPaths.push(`/admin/${type.slug}/${site.firstId(type.key)}`);
      if (!type.adminCanCreate) continue;
      adminPaths.push(addPath(type), editPath(type, site.firstId(type.key)));
    }

    // A forgotten password: asking (this site sends no mail: the page says how else), a link's page
    // (a usable link, as if e-mailed: its row holds the token's SHA-256) and a used-up link's.
    const resetLink = usableResetLink(site, "a-reset-token-for-the-markup-check-0123456789");
    const signedOutPaths = [
      "/admin",
      "/admin/forgot-password",
      resetLink,
      "/admin/reset-password?token=used-up",
    ];

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
        for (const url of publicPaths) save(`${lng}${url}`, await fetchPage(withLanguage(url), false));
        for (const url of signedOutPaths) save(`${lng}${url}`, await fetchPage(withLanguage(url), false));
        for (const url of adminPaths) save(`${lng}${url}`, await fetchPage(withLanguage(url), true));
      }
      const { stdout, stderr, code } = await runProcess("java", [
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
      expect(errors, `the checker found errors (exit ${code}):\n${errors.join("\n")}`).toEqual([]);
      expect(files.length).toBeGreaterThan(60);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  },
);

// React 18's streaming renderer once padded its 2 KB chunks with NUL bytes when a
// Kurdish or Arabic letter fell on the boundary: pages must be clean UTF-8.
test("every page is valid UTF-8 without a NUL byte, in every language, cached or not", async ({ site }) => {
  for (const lng of LANGUAGES) {
    for (const path of [
      "/",
      "/about",
      "/team",
      "/solutions",
      "/news",
      "/news.atom",
      "/missing",
      "/admin/login",
    ]) {
      for (const query of [`?lng=${lng}`, `?lng=${lng}&uncached=1`]) {
        const bytes = Buffer.from(await (await fetch(`${site.base}${path}${query}`)).arrayBuffer());
        const where = `${path}${query}`;
        expect(() => new TextDecoder("utf-8", { fatal: true }).decode(bytes), where).not.toThrow();
        expect(bytes.indexOf(0), where).toBe(-1);
      }
    }
  }
});
