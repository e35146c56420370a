// @ts-check
/**
 * Makes the site's Kurdish and Arabic font, app/fonts/vazirmatn-sorani-arabic.woff2 (committed: run again
 * only to change what it covers, or after updating @fontsource-variable/vazirmatn):
 *
 * - the letters, marks, digits and punctuation of Sorani and Arabic, not the package's whole
 *   Arabic-script file (Persian, Urdu, Sindhi, presentation forms);
 * - weights 400 to 800, the ones app.css uses, not 100 to 900.
 *
 * The file is much smaller than the package's (docs/decisions/005-first-load.md). Needs fonttools with brotli
 * (Debian: `apt-get install fonttools python3-brotli`).
 *
 *   node scripts/make-font.mjs
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
// Node runs the TypeScript file as it is (type stripping, Node 23.6 and later).
import { SORANI_ARABIC_UNICODES } from "../app/fonts/coverage.ts";

const source = "node_modules/@fontsource-variable/vazirmatn/files/vazirmatn-arabic-wght-normal.woff2";
const output = "app/fonts/vazirmatn-sorani-arabic.woff2";
const folder = mkdtempSync(path.join(tmpdir(), "font-"));
try {
  const instance = path.join(folder, "vazirmatn-400-800.ttf");
  execFileSync("fonttools", ["varLib.instancer", source, "wght=400:800", "--output", instance], {
    stdio: "inherit",
  });
  execFileSync(
    "pyftsubset",
    [
      instance,
      `--unicodes=${SORANI_ARABIC_UNICODES.join(",")}`,
      "--layout-features=*",
      "--flavor=woff2",
      `--output-file=${output}`,
    ],
    { stdio: "inherit" },
  );
  console.log(`Wrote ${output}`);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
