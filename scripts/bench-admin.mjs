// @ts-check
/**
 * `npm run bench:admin [-- PROJECT_DIR]`: the back office on the sample content and on a company years
 * on (100,000 visitor messages, 10,000 records of every other type).
 */
import path from "node:path";
import { benchAdminAtSize } from "./lib/bench-admin.mjs";

const project = path.resolve(process.argv[2] ?? ".");
const env = { SESSION_SECRET: "bench-secret-0123456789abcdef0123456789", TRUST_PROXY: "loopback" };
await benchAdminAtSize({
  project,
  env,
  report: (label, value) => console.log(`${label.padEnd(80)} ${value}`),
});
