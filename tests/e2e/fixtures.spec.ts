import { expect, test } from "./fixtures";

/**
 * The fixtures themselves: a page is closed before the servers a test started stop, so a browser still
 * working at the end (Remix fetching route manifests for the links on screen) never reaches a stopped
 * server and is never counted as a browser error of the test.
 */
test("a page still fetching when the test ends does not outlive the test's own server", async ({
  page,
  startSite,
}) => {
  const site = await startSite();
  await page.goto(`${site.base}/robots.txt`);
  // A fetch every 20 ms until the page is closed, as a busy page's script would do.
  await page.evaluate(() => {
    setInterval(
      () => void fetch("/robots.txt", { cache: "no-store" }).catch(() => console.error("fetch failed")),
      20,
    );
  });
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType("resource").length))
    .toBeGreaterThan(2);
});
