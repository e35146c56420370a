/**
 * Casts through `unknown` or `never` tell TypeScript to stop checking: each hides what a type would
 * have caught. app/ keeps at most a few, each with its reason beside it; typed helpers do the rest
 * (app/db/dynamic-tables.server.ts for tables chosen by name). This check reads the source, so a new
 * one is seen before it spreads.
 */
import { describe, expect, it } from "vitest";
import { codeLines, sourceFiles } from "./source-files";

const MOST = 10;

/** `as unknown as T` and `as never`, in code (not comments), each with its file. */
function castsThroughUnknown(files: string[]): string[] {
  return files.flatMap((file) =>
    codeLines(file).flatMap((line) =>
      [...line.matchAll(/\bas\s+(unknown\s+as|never)\b/g)].map(() => `${file}: ${line.trim()}`),
    ),
  );
}

describe("casts", () => {
  it(`through unknown or never are at most ${MOST} in app/`, () => {
    const casts = castsThroughUnknown(sourceFiles("app"));
    expect(casts.length, casts.join("\n")).toBeLessThanOrEqual(MOST);
  });
});
