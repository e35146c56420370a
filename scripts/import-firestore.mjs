// @ts-check
/** `npm run import:firestore -- --export FILE [--images DIR] [--dry-run]`: see app/ops/firestore-import.server.ts. */
import v8 from "node:v8";
import { runCommand } from "./lib/run-command.mjs";

// The import makes garbage at the pace it reads (a token per value of the export): collected
// sooner, a large export peaks far lower (docs/benchmarks.md, docs/decisions/014-firestore-import.md).
v8.setFlagsFromString("--heap-growing-percent=50");

await runCommand("runFirestoreImport");
