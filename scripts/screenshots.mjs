// @ts-check
/**
 * `npm run screenshots`: starts the production build on a throwaway database
 * and saves full-page screenshots of the public pages in every language of
 * app/i18n/languages.ts at 375px and 1280px into screenshots/ (ignored by git).
 * `ADMIN=1` signs in first (an account made for the run), so back-office
 * pages can be named in PAGES too, e.g.
 * `ADMIN=1 PAGES=/admin/list-jumbotrons,/admin/add-client npm run screenshots`; `ROLE=editor` signs in
 * with that role instead of an Owner's.
 * `{service}` in a page stands for the first sample service's id, `{post}` for the first news post's,
 * `{image}` for the image library's first picture's (`/admin/edit-image/{image}`).
 * `CLICK=<selector>` clicks the first element it names on each page and takes the viewport instead
 * (`CLICK=.library-picker__open` shows the image library's dialog open).
 */
import Database from "better-sqlite3";
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { languageList } from "../app/i18n/languages.ts";
import { withSampleIds } from "./lib/sample-paths.mjs";
import { fillVisits } from "./lib/fill-visits.mjs";
import { startThrowawayServer } from "./lib/throwaway-server.mjs";

const outDir = path.resolve("screenshots");
mkdirSync(outDir, { recursive: true });

const pagesAsked = (
  process.env.PAGES ?? "/,/about,/team,/solutions,/solution-details/{service},/privacy,/missing,/admin"
).split(",");
const widths = [375, 1280];
const languages = languageList.map((language) => language.code);

const server = await startThrowawayServer();
const base = server.base;
// The image library's pictures are the back office's: their ids come from the database.
const firstPicture = () =>
  /** @type {{ id: string } | undefined} */ (
    new Database(server.databasePath, { readonly: true })
      .prepare("select id from media order by date limit 1")
      .get()
  )?.id ?? "";
const pages = (await withSampleIds(base, pagesAsked)).map((page) =>
  page.includes("{image}") ? page.replace("{image}", firstPicture()) : page,
);

const STAFF = { email: "screenshots@example.com", password: "screenshots password 1" };
if (process.env.ADMIN) {
  // The account signed in with, and a colleague with the Editor role, so the staff page shows a team.
  for (const email of [STAFF.email, "colleague@example.com"])
    execFileSync("node", ["scripts/create-admin.mjs", "--email", email, "--password", STAFF.password], {
      env: { ...process.env, DATABASE_PATH: server.databasePath },
    });
  // `ROLE=editor` (or `inbox`): the back office as that role sees it.
  const database = new Database(server.databasePath);
  database.prepare("update staff_accounts set role = 'editor' where email = 'colleague@example.com'").run();
  if (process.env.ROLE)
    database.prepare("update staff_accounts set role = ? where email = ?").run(process.env.ROLE, STAFF.email);
  database.close();
  // A year of page views, so the statistics page shows its charts and tables full.
  fillVisits(server.databasePath, { views: 40_000, days: 400 });
}

/**
 * Signs in through the sign-in page, as staff do.
 * @param {import("@playwright/test").Page} page
 */
async function signIn(page) {
  await page.goto(`${base}/admin`);
  await page.locator("#sign-in-email").fill(STAFF.email);
  await page.locator("#sign-in-password").fill(STAFF.password);
  await page.locator("form button[type=submit]").click();
  await page.waitForURL(/\/dashboard/);
}

try {
  const executablePath =
    process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
  for (const width of widths) {
    // Reduced motion: the hero shows its first banner instead of half-typed text.
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
    const page = await context.newPage();
    if (process.env.ADMIN) await signIn(page);
    for (const lng of languages) {
      for (const [index, pathname] of pages.entries()) {
        const joiner = pathname.includes("?") ? "&" : "?";
        await page.goto(`${base}${pathname}${joiner}lng=${lng}`, { waitUntil: "networkidle" });
        // Scroll through once so lazy images load, then back to the top.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState("networkidle");
        // `CLICK=<selector>`: what a page looks like with something opened (a dialog), in the viewport.
        const click = process.env.CLICK ? page.locator(process.env.CLICK).first() : undefined;
        if (click && (await click.count()) > 0) {
          await click.click();
          await page.waitForLoadState("networkidle");
          await page.waitForTimeout(300);
        }
        const asked = (pagesAsked[index] ?? pathname)
          .replace("{service}", "service")
          .replace("{post}", "post")
          .replace("{image}", "image");
        // A query ("?size=10") becomes part of the name, in letters a file name takes everywhere.
        const named = asked === "/" ? "home" : asked.slice(1).replace(/[/?&=]/g, "-");
        const name = `${named}-${lng}-${width}.png`;
        await page.screenshot({ path: path.join(outDir, name), fullPage: !click });
        console.log(`screenshots/${name}`);
      }
    }
    await context.close();
  }
  await browser.close();
} finally {
  await server.stop();
}
