// @ts-check
/** `npm run import:firestore -- --export FILE [--images DIR] [--dry-run]`: see app/ops/firestore-import.server.ts. */
import { runCommand } from "./lib/run-command.mjs";

await runCommand("runFirestoreImport");
