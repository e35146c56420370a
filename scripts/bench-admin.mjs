// @ts-check
/** `npm run bench:admin [-- PROJECT_DIR]`: the back office with no visitor messages and with 100,000. */
import path from "node:path";
import { benchAdminAtSize } from "./lib/bench-admin.mjs";

const project = path.resolve(process.argv[2] ?? ".");
const env = { SESSION_SECRET: "bench-secret-0123456789abcdef0123456789", TRUST_PROXY: "loopback" };
await benchAdminAtSize({
  project,
  env,
  report: (label, value) => console.log(`${label.padEnd(80)} ${value}`),
});
