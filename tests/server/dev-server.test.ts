import { expect, test } from "./fixtures";
import { languageCodes } from "../support/languages";

/**
 * `npm run dev` (the README's way to work on the site): the same server.mjs, with Vite running the
 * server's modules itself. Once broken by a build setting that made Vite run React's CommonJS files
 * as modules (`module is not defined`) while every test used the production build.
 */
test("npm run dev serves the pages in each script", async ({ startSite }) => {
  const dev = await startSite({ env: { NODE_ENV: "development" } });
  let siteScript: string | undefined;
  for (const lng of languageCodes) {
    const response = await fetch(`${dev.base}/about?lng=${lng}`);
    expect(response.status, lng).toBe(200);
    const html = await response.text();
    expect(html, lng).toContain(`<html lang="${lng === "ku" ? "ckb" : lng}"`);
    siteScript = /<script type="module" src="([^"]+)"/.exec(html)?.[1];
  }
  // The public pages' script, from its source, as Vite serves it.
  expect(siteScript).toBe("/app/enhance/site.ts");
  const script = await fetch(`${dev.base}${siteScript}`);
  expect(script.status).toBe(200);
  expect(script.headers.get("content-type")).toMatch(/javascript/);
  // Vite's client, which only the development server sends.
  expect((await fetch(`${dev.base}/@vite/client`)).status).toBe(200);
});
