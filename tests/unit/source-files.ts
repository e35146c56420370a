import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** The TypeScript files under a folder, as paths from the project's root. */
export function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(process.cwd(), path.join(entry.parentPath, entry.name)));
}

/** Source lines that are code, not comments. */
export function codeLines(file: string): string[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => !/^\s*(\*|\/\/|\/\*\*)/.test(line));
}
