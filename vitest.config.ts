import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

// Unit and integration tests run in Node against real temporary SQLite files;
// the Remix plugin is not loaded here (it only serves the browser build).
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    setupFiles: ["tests/unit/setup-env.ts"],
    pool: "forks",
    // `.only` left in a test file fails the run in CI instead of skipping the rest.
    allowOnly: !process.env.CI,
  },
});
