import { format } from "node:util";
import { afterAll, beforeEach } from "vitest";
import { onServerStarted, type StartedServer } from "../../scripts/lib/throwaway-server.mjs";

/**
 * An error nobody asked for fails the test, as in the browser tests (tests/e2e/fixtures.ts): a
 * `console.error` in the test's own process, and anything a server the test started (through
 * scripts/lib/throwaway-server.mjs: `Site`, `startSite`, the file's `site`) wrote to its standard
 * error, where the site writes its errors and warnings. A test that provokes one on purpose says so
 * before it happens, with `expectConsoleError(/…/)` or `expectServerError(/…/)`; whatever else it
 * checks about the error is up to it (a `vi.spyOn(console, "error")` of its own sees the calls
 * first, and they never reach this check).
 *
 * Loaded as a setup file by both vitest projects (vitest.config.ts). A test is judged once it has
 * ended and its own servers (`startSite`) have stopped; what a server writes between two tests fails
 * the next test, and what it writes in the file's beforeAll or afterAll fails the file. The file's
 * `site` is stopped after every hook has run: what it says then is not looked at
 * (docs/decisions/031-stray-errors-fail-tests.md).
 */

/**
 * Lines every test server may write. Test servers listen on a port they choose at start, so no
 * SITE_URL can be given to them (tests/server/absolute-urls.test.ts checks the warning itself). (What
 * runuser says when it stops a server run as another user is taken out first: RUNUSER_STOP.)
 */
const ALWAYS_EXPECTED_FROM_SERVERS = [
  /^SITE_URL is not set: links to this site .* will say http:\/\/localhost:\d+\./,
];

type Watched = { server: StartedServer; checked: number; exited: boolean };

/** One instance per test file (the setup file and the tests share the module); kept on globalThis all the same. */
const state: {
  consoleErrors: string[];
  expectedConsole: RegExp[];
  expectedServer: RegExp[];
  servers: Watched[];
  installed?: boolean;
} = ((globalThis as Record<symbol, unknown>)[Symbol.for("site-tests.stray-errors")] ??= {
  consoleErrors: [],
  expectedConsole: [],
  expectedServer: [],
  servers: [],
}) as never;

/** Declares the `console.error` calls this test makes on purpose (by what they print); any other fails it. */
export function expectConsoleError(...patterns: RegExp[]): void {
  state.expectedConsole.push(...patterns);
}

/**
 * Declares what this test's servers write to their standard error on purpose; any other entry fails
 * it. An entry is a line with the indented lines after it (a stack trace, an error's fields).
 */
export function expectServerError(...patterns: RegExp[]): void {
  state.expectedServer.push(...patterns);
}

/**
 * runuser's two words when it passes SIGTERM on ("Session terminated, killing shell..." and, once the
 * shell is gone, " ...killed."): written without a line break between them, so another process's line
 * (Litestream's, at the stop) can land inside. Taken out wherever they are, and expected always.
 */
const RUNUSER_STOP = /Session terminated, killing shell\.\.\.|\s*\.\.\.killed\./g;

/** Splits a server's standard error into entries: each line not indented, with the indented lines below it. */
export function errorEntries(text: string): string[] {
  const entries: string[] = [];
  for (const line of text.replace(RUNUSER_STOP, "").split("\n")) {
    if (line.trim() === "") continue;
    const continues = /^\s/.test(line) || /^[}\])]/.test(line);
    if (continues && entries.length > 0) entries[entries.length - 1] += `\n${line}`;
    else entries.push(line);
  }
  return entries;
}

if (!state.installed) {
  state.installed = true;
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    const text = format(...args);
    if (state.expectedConsole.some((pattern) => pattern.test(text))) return;
    state.consoleErrors.push(text);
    consoleError(...args);
  };
  onServerStarted((server) => {
    const watched = { server, checked: 0, exited: false };
    void server.exited.then(() => (watched.exited = true));
    state.servers.push(watched);
  });
}

/** What servers wrote to standard error since the last look that no test declared. */
function newServerErrors(): string[] {
  const expected = [...ALWAYS_EXPECTED_FROM_SERVERS, ...state.expectedServer];
  const unexpected: string[] = [];
  for (const watched of state.servers) {
    const output = watched.server.errorOutput();
    // Whole lines only, unless the server has ended: the rest of a line is looked at next time.
    const end = watched.exited ? output.length : output.lastIndexOf("\n") + 1;
    if (end <= watched.checked) continue;
    const text = output.slice(watched.checked, end);
    watched.checked = end;
    for (const entry of errorEntries(text)) {
      if (!expected.some((pattern) => pattern.test(entry)))
        unexpected.push(`${watched.server.base}: ${entry}`);
    }
  }
  // A server that has ended and been read to its end is looked at no more.
  state.servers = state.servers.filter(
    (watched) => !watched.exited || watched.server.errorOutput().length > watched.checked,
  );
  return unexpected;
}

function failOnStrayErrors(when: string): void {
  const report = [
    ...state.consoleErrors.splice(0).map((text) => `console.error: ${text}`),
    ...newServerErrors().map((text) => `a server's standard error, ${text}`),
  ];
  if (report.length > 0)
    throw new Error(
      `Errors ${when} did not declare (expectConsoleError, expectServerError):\n${report.join("\n")}`,
    );
}

/**
 * A server writes an error before it answers (its standard error is a pipe, written synchronously),
 * but the pipe and the answer's socket are two streams: this lets what is already in the pipe arrive.
 */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(({ onTestFinished }) => {
  try {
    // Written after the test before had been judged (a late line, a server stopped after it).
    failOnStrayErrors("written between the previous test and this one, that no test");
  } finally {
    state.expectedConsole = [];
    state.expectedServer = [];
  }
  // After the afterEach hooks and the test's own fixtures (its servers stop there).
  onTestFinished(async () => {
    if (state.servers.length > 0) await settle();
    try {
      failOnStrayErrors("this test");
    } finally {
      state.expectedConsole = [];
      state.expectedServer = [];
    }
  });
});

afterAll(async () => {
  if (state.servers.length > 0) await settle();
  failOnStrayErrors(
    "written outside the file's tests (its beforeAll, afterAll, file-wide servers), that no test",
  );
});
