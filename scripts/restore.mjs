// @ts-check
/** `npm run restore -- --from DIR [--force]`: see app/ops/backup.server.ts. */
import { runCommand } from "./lib/run-command.mjs";

await runCommand("runRestore");
