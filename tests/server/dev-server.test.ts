import { expect, test } from "./fixtures";

/**
 * `npm run dev` (the README's way to work on the site): the same server.mjs, with Vite running the
 * server's modules itself. Once broken by a build setting that made Vite run React's CommonJS files
 * as modules (`module is not defined`) while every test used the production build.
 */
test("npm run dev serves the pages in each script", async ({ startSite }) => {
  const dev = await startSite({ env: { NODE_ENV: "development" } });
  for (const lng of ["en", "ku", "ar"]) {
    const response = await fetch(`${dev.base}/about?lng=${lng}`);
    expect(response.status, lng).toBe(200);
    expect(await response.text(), lng).toContain(`<html lang="${lng === "ku" ? "ckb" : lng}"`);
  }
  // Vite's client, which only the development server sends.
  expect((await fetch(`${dev.base}/@vite/client`)).status).toBe(200);
});
