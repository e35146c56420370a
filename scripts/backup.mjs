// @ts-check
/** `npm run backup -- --out DIR`: see app/ops/backup.server.ts. */
import { runCommand } from "./lib/run-command.mjs";

await runCommand("runBackup");
