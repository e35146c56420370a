// @ts-check
/**
 * `npm run create-admin -- --email EMAIL`: asks for the password on a terminal (twice, not shown),
 * else reads it from standard input; `--password` still works (npm prints it in its banner). See
 * app/admin/create-admin.server.ts.
 */
import { runCommand } from "./lib/run-command.mjs";

await runCommand("runCreateAdmin");
