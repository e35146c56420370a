import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import {
  CLIENT_JPEG,
  CLIENT_SVG,
  HOSTED,
  PRODUCT_INVALID,
  PRODUCT_PNG,
  SERVICE,
  BANNER,
  TILE,
  importBoth,
  importFirestore,
  plainExport,
  snapshot,
  writeExports,
  type Exports,
} from "../support/firestore-exports";
import { scaled } from "../support/timeouts";
import { expect, test } from "./fixtures";

/**
 * `npm run import:firestore` as a person runs it (the real command in a child
 * process) on exports in both shapes: what it reports and writes, a second run
 * that changes nothing, a dry run that writes nothing, a malformed file. (The
 * site started on what it wrote: tests/e2e/firestore-import.spec.ts.)
 */
let work: string;
let dataDir: string;
let exports: Exports;
let firstImport: Awaited<ReturnType<typeof importBoth>>;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "firestore-import-test-"));
  dataDir = path.join(work, "site");
  exports = await writeExports(work);
  firstImport = await importBoth(dataDir, exports);
}, scaled(30_000));
afterAll(() => rmSync(work, { recursive: true, force: true }));

test("imports both shapes into a fresh database and reports what it did", () => {
  const { wrapped, plain } = firstImport;
  expect(wrapped.code, wrapped.stderr).toBe(1);
  expect(wrapped.stdout).toContain("node-firestore-import-export shape");
  expect(wrapped.stdout).toContain(
    "newClients → clients: read 2, imported 2, updated 0, unchanged 0, skipped 0",
  );
  expect(wrapped.stdout).toContain(
    "newProducts → products: read 1, imported 0, updated 0, unchanged 0, skipped 1",
  );
  expect(wrapped.stdout).toContain(`${PRODUCT_INVALID}: titleEn is longer than 200 characters`);
  expect(wrapped.stdout).toContain("newContactUs → messages: read 1, imported 1");
  expect(wrapped.stdout).toContain(`${CLIENT_SVG}.png: an SVG`);
  expect(wrapped.stdout).toContain(`${SERVICE}.png is not in the images folder`);
  expect(wrapped.stdout).toContain(`${SERVICE}: still hosted elsewhere: ${HOSTED}`);
  expect(wrapped.stdout).toContain(`${CLIENT_SVG}: image value not usable: logos/erbil.png`);

  expect(plain.code, plain.stderr).toBe(0);
  expect(plain.stdout).toContain("(plain shape)");
  expect(plain.stdout).toContain(`${PRODUCT_PNG}: no date: set to the import time`);
  expect(plain.stdout).toContain("Everything was imported.");

  const report = JSON.parse(readFileSync(path.join(dataDir, "firestore-import-report.json"), "utf8"));
  expect(report).toMatchObject({ exitCode: 0, shape: "plain", dryRun: false });

  const { rows } = snapshot(dataDir);
  expect(rows.clients).toHaveLength(2);
  expect(rows.products).toHaveLength(1); // the invalid one was skipped, never half-written
  const client = (rows.clients as Record<string, unknown>[]).find((row) => row.id === CLIENT_JPEG)!;
  expect(client).toMatchObject({ phone: "7501234567", date: Date.parse("2024-03-05T09:00:00.500Z") });
  // The JPEG named .png went through the upload pipeline: a JPEG under our naming.
  expect(client.image).toMatch(new RegExp(`^/uploads/${CLIENT_JPEG}-[0-9a-f]{12}-600x300\\.jpg$`));
  expect((rows.clients as Record<string, unknown>[]).find((row) => row.id === CLIENT_SVG)!.image).toBe("");
  expect((rows.services as Record<string, unknown>[])[0]!.image).toBe(HOSTED);
  expect(rows.jumbotrons).toMatchObject([{ id: BANNER, date: 1_714_000_000_000 }]);
  expect(rows.info_areas).toMatchObject([{ id: TILE, date: 1_715_000_000_000 }]);
  // A new database the import made has no sample content and no team.
  expect(rows.team_members).toEqual([]);
});

// Five runs of the command: long on a busy two-core machine, hence a budget of its own.
test(
  "a second run changes nothing; a dry run writes nothing; a malformed file exits 2",
  { timeout: scaled(60_000) },
  async () => {
    const before = snapshot(dataDir);
    const reportFile = path.join(dataDir, "firestore-import-report.json");

    const again = await importFirestore(dataDir, ["--export", exports.wrapped, "--images", exports.images]);
    expect(again.code, again.stderr).toBe(1);
    expect(again.stdout).toContain(
      "newClients → clients: read 2, imported 0, updated 0, unchanged 2, skipped 0",
    );
    expect(again.stdout).toContain(
      "newServices → services: read 1, imported 0, updated 0, unchanged 1, skipped 0",
    );
    expect(again.stdout).toContain("newContactUs → messages: read 1, imported 0, updated 0, unchanged 1");
    expect(again.stdout).toContain("Images: imported 0, unchanged 1");
    const plainAgain = await importFirestore(dataDir, [
      "--export",
      exports.plain,
      "--images",
      exports.images,
    ]);
    expect(plainAgain.code, plainAgain.stderr).toBe(0);
    expect(plainAgain.stdout).toContain("newProducts → products: read 1, imported 0, updated 0, unchanged 1");
    expect(plainAgain.stdout).toContain(`${PRODUCT_PNG}: no date: kept the date of the earlier import`);
    expect(snapshot(dataDir)).toEqual(before); // rows, files and the content version

    const reportBefore = readFileSync(reportFile, "utf8");
    const changed = path.join(work, "changed.json");
    writeFileSync(changed, JSON.stringify(plainExport("A new banner title")));
    const dry = await importFirestore(dataDir, [
      "--export",
      changed,
      "--images",
      exports.images,
      "--dry-run",
    ]);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain("newJumbotron → jumbotrons: read 1, imported 0, updated 1, unchanged 0");
    expect(dry.stdout).toContain("Dry run: nothing was written.");
    expect(snapshot(dataDir)).toEqual(before);
    expect(readFileSync(reportFile, "utf8")).toBe(reportBefore);

    const malformed = path.join(work, "malformed.json");
    writeFileSync(malformed, '{"newClients": {"a": ');
    const broken = await importFirestore(dataDir, ["--export", malformed]);
    expect(broken.code).toBe(2);
    expect(broken.stderr).toContain("The file is not JSON");
    writeFileSync(malformed, JSON.stringify({ clients: [{ titleEn: "x" }] }));
    const unknown = await importFirestore(dataDir, ["--export", malformed]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("No known collection in the file");
    expect(snapshot(dataDir)).toEqual(before);
    expect(existsSync(path.join(dataDir, "uploads"))).toBe(true);
  },
);
