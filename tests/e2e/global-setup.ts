import { startThrowawayServer } from "../../scripts/lib/throwaway-server.mjs";
import { requireBuild } from "../support/processes";
import { TEST_SERVER_ENV } from "../support/site";

/**
 * One shared server for the tests that only read (or add without counting):
 * the production build on a fresh temporary folder and a free port. Workers
 * start after this and inherit E2E_BASE_URL and E2E_DATA_DIR.
 */
export default async function globalSetup() {
  requireBuild();
  const server = await startThrowawayServer({ quiet: true, env: TEST_SERVER_ENV });
  process.env.E2E_BASE_URL = server.base;
  process.env.E2E_DATA_DIR = server.dataDir;
  // The teardown Playwright calls with what this returns: stop, then remove the folder.
  return async () => {
    await server.stop();
  };
}
