import { test as base } from "vitest";
import { Site, type SiteOptions } from "../support/site";
import { createStaff, signInCookie, type Staff } from "../support/staff";

export { expect, describe } from "vitest";

/** The account `staff` creates on a file's site. */
export const STAFF: Staff = { email: "staff@zagros.test", password: "a long enough password" };

type Fixtures = {
  /** The file's own server (started on first use, stopped after the file's last test). */
  site: Site;
  /** An account on it, made with the real create-admin command. */
  staff: Staff;
  /** A fresh session of that account for each test, signed in over HTTP ("__session=…"). */
  cookie: string;
  /** Starts a server with settings of the test's own; every one is stopped when the test ends. */
  startSite: (options?: SiteOptions) => Promise<Site>;
};

/**
 * The test API of the server tests (vitest, against the built server over
 * HTTP), with a site started with these settings for the whole file.
 */
export function serverTest(options: SiteOptions = {}) {
  return base.extend<Fixtures>({
    site: [
      // eslint-disable-next-line no-empty-pattern
      async ({}, provide) => {
        const site = await Site.start(options);
        await provide(site);
        await site.stop();
      },
      { scope: "file" },
    ],
    staff: [
      async ({ site }, provide) => {
        await createStaff(site.databasePath, STAFF);
        await provide(STAFF);
      },
      { scope: "file" },
    ],
    cookie: async ({ site, staff }, provide) => {
      await provide(await signInCookie(site.base, staff));
    },
    // eslint-disable-next-line no-empty-pattern
    startSite: async ({}, provide) => {
      const started: Site[] = [];
      await provide(async (siteOptions = {}) => {
        const site = await Site.start(siteOptions);
        started.push(site);
        return site;
      });
      await Promise.all(started.map((site) => site.stop()));
    },
  });
}

/** For files whose tests each start the servers they need. */
export const test = serverTest();
