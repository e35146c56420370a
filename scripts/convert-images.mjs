// @ts-check
/** `npm run convert-images`: see app/ops/convert-images.server.ts. */
import { runCommand } from "./lib/run-command.mjs";

await runCommand("runConvertImages");
