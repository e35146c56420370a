import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";
import { scaled } from "./tests/support/timeouts";

/**
 * Two projects (README, Tests):
 * - `unit`: tests/unit, in Node against real temporary SQLite files; no build needed.
 * - `server`: tests/server, the production build as a real server and commands as
 *   processes, over HTTP (`npm run build` first).
 * The Remix plugin is not loaded here (it only serves the browser build). Every
 * timeout is multiplied by TEST_TIMEOUT_FACTOR (tests/support/timeouts.ts).
 */
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    pool: "forks",
    // `.only` left in a test file fails the run in CI instead of skipping the rest.
    allowOnly: !process.env.CI,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          // A console.error no test declared fails it (tests/support/stray-errors.ts).
          setupFiles: ["tests/unit/setup-env.ts", "tests/support/stray-errors.ts"],
          // Most are quick; the slowest (images through sharp, scrypt, a database migrated from its first
          // schema) are not. npm test runs them beside tsc, ESLint and the build on two cores, where a 5 s
          // budget was not enough (issue 29): this one is for a busy machine (the times: docs/benchmarks.md).
          testTimeout: scaled(30_000),
          hookTimeout: scaled(30_000),
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          include: ["tests/server/**/*.test.ts"],
          // The tests that import app modules (create-admin-prompt) get a database of their own too. An
          // error no test declared (a console.error, a server's standard error) fails the test.
          setupFiles: ["tests/unit/setup-env.ts", "tests/support/stray-errors.ts"],
          globalSetup: ["tests/server/global-setup.ts"],
          // A test starts servers and runs commands (each a Node process of its own): most fit this
          // budget on a busy two-core machine; the few longer ones have a budget of their own.
          testTimeout: scaled(30_000),
          hookTimeout: scaled(30_000),
          // Files at a time: each runs servers and commands of its own, mostly waiting on them
          // (chosen on a two-core machine: docs/benchmarks.md has the times).
          maxWorkers: 3,
          // After the unit project when both run (`npx vitest run`): vitest refuses two projects with
          // different worker counts in one group.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
