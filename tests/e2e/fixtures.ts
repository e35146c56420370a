import AxeBuilder from "@axe-core/playwright";
import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from "@playwright/test";
import { scaled } from "../support/timeouts";
import { Site, SiteData, type SiteOptions } from "../support/site";
import { createStaff, signInCookie, type Staff } from "../support/staff";

export { expect };
export type { Locator, Page, Staff };

/** The option behind withOwnSite(): a file's name and its server's settings. */
export type OwnSite = { name: string; env?: Record<string, string> };

/** The server of global-setup.ts, shared by every file without a server of its own: for reading only. */
class SharedSite extends SiteData {
  readonly base = process.env.E2E_BASE_URL!;
  constructor() {
    super(process.env.E2E_DATA_DIR!);
  }
  override execute(): number {
    throw new Error(
      "The shared site is for tests that only read: give the file its own (test.use({ ownSite })).",
    );
  }
}
export type TestSite = SiteData & { base: string };

/** What the browser reported as an error: console.error lines and uncaught exceptions. */
class BrowserErrors {
  private readonly seen: string[] = [];
  private readonly expected: RegExp[] = [];
  watch(context: BrowserContext) {
    context.on("console", (message) => {
      if (message.type() === "error")
        this.seen.push(`console.error: ${message.text()} (${message.location().url})`);
    });
    context.on("weberror", (error) =>
      this.seen.push(`uncaught in the page: ${error.error().stack ?? error.error()}`),
    );
  }
  expect(patterns: RegExp[]) {
    this.expected.push(...patterns);
  }
  unexpected(): string[] {
    return this.seen.filter((error) => !this.expected.some((pattern) => pattern.test(error)));
  }
}

/** The console line Chromium writes for a response with an error status (a 404 page, a refused form). */
export const failedResponse = (status: number) =>
  new RegExp(`Failed to load resource: the server responded with a status of ${status}\\b`);

type WorkerFixtures = {
  ownSite: OwnSite | undefined;
  /** The file's own server, or the shared one. */
  site: TestSite;
  /** An account of the back office on `site`, made with the real create-admin command. */
  staff: Staff;
};

type NewPageOptions = BrowserContextOptions & { signedInAs?: Staff };

type TestFixtures = {
  browserErrors: BrowserErrors;
  /** Declares the browser errors a test expects (any other fails it). */
  expectBrowserErrors: (...patterns: RegExp[]) => void;
  /** `page`, signed in as `staff` (a session made over HTTP, no sign-in form). */
  signedIn: Page;
  /** A page in a browser of its own (its own cookies, settings), closed when the test ends. */
  newPage: (options?: NewPageOptions) => Promise<Page>;
  /** Adds a fresh session of an account to a page's browser (on `site`, or the server at `base`). */
  signIn: (page: Page, staff: Staff, base?: string) => Promise<void>;
  /** Starts a server with settings of the test's own, stopped when the test ends. */
  startSite: (options?: SiteOptions) => Promise<Site>;
};

/** Gives a browser a session of `staff`, signed in over HTTP. */
async function addSession(context: BrowserContext, base: string, staff: Staff) {
  const cookie = await signInCookie(base, staff);
  await context.addCookies(
    cookie.split("; ").map((pair) => {
      const at = pair.indexOf("=");
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base };
    }),
  );
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  ownSite: [undefined, { scope: "worker", option: true }],
  site: [
    async ({ ownSite }, provide) => {
      if (!ownSite) return provide(new SharedSite());
      const site = await Site.start({ env: ownSite.env });
      await provide(site);
      await site.stop();
    },
    { scope: "worker", timeout: scaled(60_000) },
  ],
  staff: [
    async ({ site }, provide, workerInfo) => {
      // One account a worker: the shared site's workers never share one.
      const staff = {
        email: `staff-${workerInfo.workerIndex}@zagros.test`,
        password: "a long enough password",
      };
      await createStaff(site.databasePath, staff);
      await provide(staff);
    },
    { scope: "worker", timeout: scaled(30_000) },
  ],
  baseURL: async ({ site }, provide) => provide(site.base),

  browserErrors: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const errors = new BrowserErrors();
      // Remix's route discovery (/__manifest) cut short by the test's next navigation: Remix logs it and
      // falls back to a document request, so nothing is lost. Seen under load only.
      errors.expect([/^console\.error: Failed to fetch manifest patches TypeError: Failed to fetch/]);
      await provide(errors);
      const unexpected = errors.unexpected();
      if (unexpected.length > 0)
        throw new Error(
          `The browser reported errors this test did not declare (expectBrowserErrors):\n${unexpected.join("\n")}`,
        );
    },
    { auto: true },
  ],
  expectBrowserErrors: async ({ browserErrors }, provide) => {
    await provide((...patterns) => browserErrors.expect(patterns));
  },
  // `startSite` first: fixtures end in the reverse order they began, so the test's browsers are closed
  // before its own servers stop (a page still fetching would otherwise meet a stopped server).
  context: async ({ startSite: _servers, context, browserErrors }, provide) => {
    browserErrors.watch(context);
    await provide(context);
  },
  signIn: async ({ site }, provide) => {
    await provide((page, staff, base = site.base) => addSession(page.context(), base, staff));
  },
  signedIn: async ({ page, site, staff }, provide) => {
    await addSession(page.context(), site.base, staff);
    await provide(page);
  },
  newPage: async ({ startSite: _servers, browser, browserErrors, site }, provide) => {
    const contexts: BrowserContext[] = [];
    await provide(async ({ signedInAs, ...options } = {}) => {
      const context = await browser.newContext({ baseURL: site.base, ...options });
      contexts.push(context);
      browserErrors.watch(context);
      if (signedInAs) await addSession(context, site.base, signedInAs);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
  // eslint-disable-next-line no-empty-pattern
  startSite: async ({}, provide) => {
    const started: Site[] = [];
    await provide(async (options = {}) => {
      const site = await Site.start(options);
      started.push(site);
      return site;
    });
    await Promise.all(started.map((site) => site.stop()));
  },
});

/**
 * Gives a file that changes data a server of its own, on a fresh database and uploads folder (with
 * these settings), and an account on it (`staff`). Called once at the top of the file. The name,
 * the file's, keeps two files with the same settings apart: Playwright gives every different value
 * worker processes of its own, and each worker its own server. The file's tests then run in one
 * worker, in order, so one server serves them all; a failure does not skip the rest (after one,
 * Playwright goes on in a new worker, on a new server).
 */
export function withOwnSite(name: string, env?: Record<string, string>) {
  test.use({ ownSite: { name, env } });
  test.describe.configure({ mode: "default" });
}

/**
 * A back-office page: React has hydrated it (root sets the marker in an effect), its click and key
 * handlers are live. Public pages never hydrate: see waitForSiteScript.
 */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** A public page: its script (app/enhance/site.ts) has added the header's, dialogs' and language's rules. */
export async function waitForSiteScript(page: Page) {
  await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
}

/**
 * The contact form's module has loaded (it does when the form comes near the screen, which this
 * scrolls to): a click now sends the form without a page reload.
 */
export async function waitForContactScript(page: Page) {
  await page.locator("#contact-us form").scrollIntoViewIfNeeded();
  await page.locator("#contact-us form[data-enhanced]").waitFor({ state: "attached" });
}

export async function expectDocumentLanguage(page: Page, htmlLang: string, dir: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", htmlLang);
  await expect(page.locator("html")).toHaveAttribute("dir", dir);
}

/** What axe finds against WCAG 2.1 A and AA and its best practices, one line a rule: [] when all is well. */
export async function axeViolations(page: Page, where?: string): Promise<string[]> {
  // One scan takes seconds, many more on a busy two-core machine than on a quiet one, and several tests
  // scan five pages or more: each scan extends its test's budget instead of every such test sitting near
  // the default 30 s.
  test.info().setTimeout(test.info().timeout + scaled(10_000));
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return results.violations.map(
    (v) => `${where ? `${where} ` : ""}${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}
