// @ts-check
/**
 * `npm run restore -- --from DIR [--force]`: see app/ops/backup.server.ts;
 * `npm run restore -- --from-replica URL [--timestamp TIME]`: app/ops/restore-from-replica.server.ts.
 */
import { runCommand } from "./lib/run-command.mjs";

await runCommand("runRestore");
