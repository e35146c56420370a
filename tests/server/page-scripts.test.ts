import { readFileSync } from "node:fs";
import { en } from "../../app/i18n/resources/en";
import { ku } from "../../app/i18n/resources/ku";
import { languagesUnderTest } from "../support/languages";
import { publicPages } from "../support/pages";
import { projectDir } from "../support/processes";
import { sendMessage } from "../support/http";
import { expect, test } from "./fixtures";

/**
 * Which pages run React (docs/decisions/038-public-pages-without-react.md): the back office does; a
 * public page is the server's HTML and one small script that enhances it. Checked over HTTP on the built
 * site, so a page that starts hydrating again fails the quick run. (The scripts at work, with and
 * without JavaScript: tests/e2e/.)
 */
type SiteScriptRecord = { siteScript: string; files: { file: string; dynamicImports: string[] }[] };
const record = () =>
  JSON.parse(readFileSync(`${projectDir}/build/site-script.json`, "utf8")) as SiteScriptRecord;

const scriptTags = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);

test("every public page, in every language, loads the site's script and nothing of React or Remix", async ({
  site,
}) => {
  const { siteScript } = record();
  expect(siteScript).toMatch(/^\/assets\/enhance\/site-[\w-]+\.js$/);
  for (const { code } of languagesUnderTest) {
    for (const path of publicPages(site.firstId("services"))) {
      const html = await (await fetch(`${site.base}${path}?lng=${code}`)).text();
      const where = `${path} in ${code}`;
      expect(
        scriptTags(html).filter((tag) => /\bsrc=/.test(tag)),
        where,
      ).toEqual([`<script type="module" src="${siteScript}" fetchpriority="low">`]);
      // Inline: the marker that JavaScript runs (taken off if the site's script fails), and the structured
      // data (not a script that runs).
      expect(
        scriptTags(html).filter((tag) => !/\bsrc=|application\/ld\+json/.test(tag)),
        where,
      ).toHaveLength(1);
      expect(html, where).toContain("h.dataset.js='';addEventListener('load'");
      for (const runtime of ["__remixContext", "modulepreload", "entry.client", "__remixManifest"])
        expect(html, `${where}: ${runtime}`).not.toContain(runtime);
    }
  }
});

test("the back office's pages run its React app", async ({ site, cookie }) => {
  for (const [path, headers] of [
    ["/admin?lng=ku", {}],
    ["/admin/forgot-password", {}],
    ["/dashboard", { Cookie: cookie }],
  ] as const) {
    const html = await (await fetch(`${site.base}${path}`, { headers })).text();
    expect(html, path).toContain("window.__remixContext");
    expect(html, path).toMatch(/<link rel="modulepreload"[^>]*entry\.client/);
    expect(html, path).not.toMatch(/<script[^>]*src="\/assets\/enhance\//);
  }
});

test("the site's script and every module it loads are served as files of the build", async ({ site }) => {
  const { siteScript, files } = record();
  const entry = files.find(({ file }) => file === siteScript)!;
  // Loaded on demand, each only where its element is: the typing, the carousels, the contact form.
  expect(entry.dynamicImports.map((file) => /enhance\/(\w+)-/.exec(file)?.[1]).sort()).toEqual([
    "carousel",
    "contact",
    "typing",
  ]);
  for (const { file } of files) {
    const response = await fetch(`${site.base}${file}`);
    expect(response.status, file).toBe(200);
    expect(response.headers.get("content-type"), file).toMatch(/javascript/);
  }
});

test("the contact form sent by the page's script is answered with the page's own form: the thanks, or the errors with what was typed", async ({
  site,
}) => {
  const sent = await sendMessage(
    site.base,
    { email: "script@example.com", _enhanced: "1" },
    {
      lng: "ku",
    },
  );
  expect(sent.status).toBe(200);
  const thanks = await sent.text();
  expect(thanks).toMatch(
    new RegExp(`id="contact-status"[^>]*>\\s*<p[^>]*role="status"[^>]*>.*${ku.contact.sent}`),
  );
  expect(site.query("select id from messages where email = ?", "script@example.com")).toHaveLength(1);

  const refused = await sendMessage(
    site.base,
    { email: "not an address", _enhanced: "1" },
    {
      lng: "en",
    },
  );
  expect(refused.status).toBe(400);
  const errors = await refused.text();
  expect(errors).toContain(en.contact.invalidEmail);
  expect(errors).toContain('value="not an address"');
  expect(errors).toContain('aria-invalid="true"');
});
