import { describe, expect, it } from "vitest";
import { errorEntries, expectConsoleError } from "../support/stray-errors";

describe("errors no test declared (tests/support/stray-errors.ts)", () => {
  it("lets a console.error the test declared through", () => {
    expectConsoleError(/^Could not save a record/);
    console.error("Could not save a record", new Error("disk I/O error"));
  });

  it.fails("fails a test for a console.error it did not declare", () => {
    console.error("A stray error, on purpose: this test is expected to fail");
  });

  it("reads a server's standard error as entries: a line with the indented lines below it", () => {
    const text = [
      "Could not save a record Error: disk I/O error",
      "    at saveRecord (file:///build/server/index.js:1:2)",
      "    at action (file:///build/server/index.js:3:4) {",
      "  code: 'SQLITE_IOERR'",
      "}",
      "Drain timeout reached: closing the remaining connections.",
      "",
    ].join("\n");
    expect(errorEntries(text)).toEqual([
      text.split("\n").slice(0, 5).join("\n"),
      "Drain timeout reached: closing the remaining connections.",
    ]);
  });

  it("takes out runuser's words at a stop, even with another process's line written inside them", () => {
    const race = "Litestream: monitor error: client write: stat /r/wal/00.wal.tmp: no such file or directory";
    expect(errorEntries(`Session terminated, killing shell... ...killed.\n`)).toEqual([]);
    expect(errorEntries(`Session terminated, killing shell...${race}\n ...killed.\n`)).toEqual([race]);
  });
});
