import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPORT_FILE, runFirestoreImport, type ImportReport } from "~/ops/firestore-import.server";
import { pngImage } from "../support/images";

/**
 * The import command on a real SQLite file and uploads folder (tests/unit/setup-env.ts):
 * validation, ids kept, a rerun changes nothing, a dry run writes nothing, exit codes.
 * The end-to-end test (tests/e2e/firestore-import.spec.ts) runs it as a process against a site.
 */
const databasePath = process.env.DATABASE_PATH!;
const uploads = process.env.UPLOADS_DIR!;
const work = path.join(path.dirname(databasePath), "import");
const images = path.join(work, "images");
const ts = (iso: string) => ({
  __datatype__: "timestamp",
  value: { _seconds: Math.floor(Date.parse(iso) / 1000), _nanoseconds: 0 },
});

function exportFile(name: string, content: unknown) {
  const file = path.join(work, name);
  writeFileSync(file, typeof content === "string" ? content : JSON.stringify(content));
  return file;
}

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runFirestoreImport(argv, { log: (l) => out.push(l), error: (l) => err.push(l) });
  return { code, stdout: out.join("\n"), stderr: err.join("\n") };
}

function rows(table: string) {
  const sqlite = new Database(databasePath, { readonly: true });
  try {
    return sqlite.prepare(`select * from ${table} order by 1`).all() as Record<string, unknown>[];
  } finally {
    sqlite.close();
  }
}

const wrapped = {
  __collections__: {
    newClients: {
      clientWithJpegPng001: {
        titleEn: "Acme",
        titleKu: "ئاکمێ",
        titleAr: "أكمي",
        phone: 7501234567,
        image: "https://firebasestorage.example/acme.png",
        date: ts("2023-05-01T08:00:00Z"),
        __collections__: {},
      },
      clientWithUrlOnly002: {
        titleEn: "Hosted",
        image: "https://cdn.example.com/hosted.png",
        date: 1_690_000_000_000,
        __collections__: {},
      },
      clientNoTitle0000003: { titleKu: "بێ ناو", date: "2023-01-02T03:04:05Z", __collections__: {} },
    },
    newContactUs: {
      messageRecent0000001: {
        name: "Sara",
        email: "sara@example.com",
        phone: "(0750) 123-4567",
        subject: "Hello",
        message: "سڵاو",
        date: ts("2026-06-01T00:00:00Z"),
        __collections__: {},
      },
      messageBadEmail00002: {
        name: "X",
        email: "not-an-email",
        phone: "1",
        subject: "s",
        message: "m",
        date: ts("2026-06-01T00:00:00Z"),
        __collections__: {},
      },
      messageOld0000000003: {
        name: "Old",
        email: "old@example.com",
        phone: "1",
        subject: "s",
        message: "m",
        date: ts("2019-01-01T00:00:00Z"),
        __collections__: {},
      },
    },
    newJumbotron: {
      bannerNoDate00000001: { titleEn: "Welcome", descEn: "Hi", __collections__: {} },
    },
  },
};

beforeAll(async () => {
  mkdirSync(images, { recursive: true });
  const jpeg = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#2255aa" } })
    .jpeg()
    .toBuffer();
  writeFileSync(path.join(images, "clientWithJpegPng001.png"), jpeg);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("import:firestore", () => {
  it("refuses a malformed file with exit code 2 and writes nothing", async () => {
    expect(await run()).toMatchObject({ code: 2, stderr: expect.stringContaining("--export FILE") });
    const notJson = await run("--export", exportFile("bad.json", "{nope"));
    expect(notJson.code).toBe(2);
    expect(notJson.stderr).toMatch(/not JSON/);
    const unknown = await run("--export", exportFile("unknown.json", { clients: [] }));
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/No known collection/);
    expect((await run("--export", path.join(work, "missing.json"))).stderr).toMatch(/Cannot read.*ENOENT/);
    expect(existsSync(databasePath)).toBe(false);
  });

  it("a dry run on no database creates none and reports what would be imported", async () => {
    const result = await run(
      "--export",
      exportFile("wrapped.json", wrapped),
      "--images",
      images,
      "--dry-run",
    );
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /newClients → clients: read 3, imported 2, updated 0, unchanged 0, skipped 1/,
    );
    expect(existsSync(databasePath)).toBe(false);
    expect(existsSync(uploads) ? readdirSync(uploads) : []).toEqual([]);
  });

  it("imports valid records under their ids, skips invalid ones with reasons, and exits 1", async () => {
    const result = await run("--export", path.join(work, "wrapped.json"), "--images", images);
    expect(result.code, result.stderr).toBe(1);
    expect(result.stdout).toContain("clientNoTitle0000003: titleEn is required");
    expect(result.stdout).toContain("messageBadEmail00002: email is not a valid e-mail address");
    const clients = rows("clients");
    expect(clients.map((row) => row.id)).toEqual(["clientWithJpegPng001", "clientWithUrlOnly002"]);
    // Shown, and in the old site's order (newest first) before anything already on the site.
    expect(clients.map((row) => row.visible)).toEqual([1, 1]);
    const byOrder = [...clients].sort((a, b) => Number(a.displayOrder) - Number(b.displayOrder));
    expect(byOrder.map((row) => row.id)).toEqual(["clientWithUrlOnly002", "clientWithJpegPng001"]);
    expect(clients[0]).toMatchObject({
      titleKu: "ئاکمێ",
      phone: "7501234567",
      date: Date.parse("2023-05-01T08:00:00Z"),
    });
    // The JPEG named .png went through the pipeline: stored as a JPEG under our naming, with copies.
    expect(clients[0]!.image).toMatch(/^\/uploads\/clientWithJpegPng001-[0-9a-f]{12}-40x20\.jpg$/);
    expect(clients[1]!.image).toBe("https://cdn.example.com/hosted.png");
    expect(rows("messages").map((row) => row.id)).toEqual(["messageRecent0000001"]);
    // Typed freely on the old site: the separators became spaces, the message was not lost.
    expect(rows("messages")[0]!.phone).toBe("0750 123 4567");
    expect(result.stdout).toMatch(/past the retention period 1/);
    // Imported messages queue no e-mail and stay unread.
    expect(rows("mail_notifications")).toEqual([]);
    expect(rows("message_reads")).toEqual([]);
    // No sample content in a database the import created.
    expect(rows("products")).toEqual([]);
    const banner = rows("jumbotrons")[0]!;
    expect(result.stdout).toContain("bannerNoDate00000001: no date: set to the import time");
    const report = JSON.parse(
      readFileSync(path.join(path.dirname(databasePath), REPORT_FILE), "utf8"),
    ) as ImportReport;
    expect(report.exitCode).toBe(1);
    expect(report.collections.newJumbotron).toMatchObject({ read: 1, imported: 1 });
    expect(report.imageSummary.imported).toBe(1);

    // A second run changes nothing: same rows, same files, all unchanged.
    const files = readdirSync(uploads).sort();
    const before = { clients: rows("clients"), jumbotrons: rows("jumbotrons"), messages: rows("messages") };
    const again = await run("--export", path.join(work, "wrapped.json"), "--images", images);
    expect(again.code).toBe(1);
    expect(again.stdout).toMatch(
      /newClients → clients: read 3, imported 0, updated 0, unchanged 2, skipped 1/,
    );
    expect(again.stdout).toMatch(/newJumbotron → jumbotrons: read 1, imported 0, updated 0, unchanged 1/);
    expect(again.stdout).toContain("no date: kept the date of the earlier import");
    expect({ clients: rows("clients"), jumbotrons: rows("jumbotrons"), messages: rows("messages") }).toEqual(
      before,
    );
    expect(rows("jumbotrons")[0]!.date).toBe(banner.date);
    expect(readdirSync(uploads).sort()).toEqual(files);
  });

  it("updates in place, leaves what is not in the export alone, and a dry run changes nothing", async () => {
    const plain = {
      newClients: [
        {
          id: "clientWithUrlOnly002",
          titleEn: "Hosted, renamed",
          image: "https://cdn.example.com/hosted.png",
          date: 1_690_000_000_000,
        },
      ],
    };
    const file = exportFile("plain.json", plain);
    const before = rows("clients");
    const dry = await run("--export", file, "--dry-run");
    expect(dry).toMatchObject({ code: 0 });
    expect(dry.stdout).toMatch(/read 1, imported 0, updated 1, unchanged 0, skipped 0/);
    expect(rows("clients")).toEqual(before);

    const result = await run("--export", file);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/read 1, imported 0, updated 1, unchanged 0, skipped 0/);
    const after = rows("clients");
    expect(after).toHaveLength(2);
    expect(after.find((row) => row.id === "clientWithUrlOnly002")!.titleEn).toBe("Hosted, renamed");
    // The client not in this export kept its stored image.
    expect(after.find((row) => row.id === "clientWithJpegPng001")).toEqual(before[0]);
  });

  it("refuses an SVG named .png and falls back to the URL or the default logo", async () => {
    writeFileSync(
      path.join(images, "svgClient0000000001.png"),
      '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    );
    writeFileSync(path.join(images, "svgClient0000000002.png"), pngImage(8, 8));
    const file = exportFile("svg.json", {
      newServices: {
        svgClient0000000001: { titleEn: "SVG", image: "images/x.png", date: 1_690_000_000_000 },
      },
    });
    const result = await run("--export", file, "--images", images);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("svgClient0000000001.png: an SVG");
    expect(rows("services")[0]!.image).toBe("");
  });

  it("keeps an image stored earlier when its file is gone, and removes the images of a failed transaction", async () => {
    const stored = rows("clients").find((row) => row.id === "clientWithJpegPng001")!.image as string;
    rmSync(path.join(images, "clientWithJpegPng001.png"));
    const again = await run("--export", path.join(work, "wrapped.json"), "--images", images);
    expect(again.stdout).toContain("clientWithJpegPng001: kept " + stored);
    expect(rows("clients").find((row) => row.id === "clientWithJpegPng001")!.image).toBe(stored);

    // The database refuses the products: the image written for them is removed again, nothing is half-written.
    writeFileSync(path.join(images, "productFailing000001.png"), pngImage(12, 12));
    const sqlite = new Database(databasePath);
    sqlite.exec(
      "create trigger refuse_products before insert on products begin select raise(abort, 'disk on fire'); end",
    );
    sqlite.close();
    const files = readdirSync(uploads).sort();
    const file = exportFile("failing.json", {
      newProducts: { productFailing000001: { titleEn: "Fails", date: 1_690_000_000_000 } },
    });
    const failed = await run("--export", file, "--images", images);
    expect(failed.code).toBe(1);
    expect(failed.stdout).toMatch(/productFailing000001: not written: .*disk on fire/);
    expect(rows("products")).toEqual([]);
    expect(readdirSync(uploads).sort()).toEqual(files);
    const cleanup = new Database(databasePath);
    cleanup.exec("drop trigger refuse_products");
    cleanup.close();
  });

  it("reads only plain files inside --images: a link (to /etc/passwd or to an image elsewhere) is refused", async () => {
    // A valid image outside the folder, and links to it and to /etc/passwd inside: neither is opened.
    const outside = path.join(work, "outside.png");
    writeFileSync(outside, pngImage(16, 16));
    const linkedImages = path.join(work, "linked-images");
    mkdirSync(linkedImages);
    symlinkSync(outside, path.join(linkedImages, "linkedOutside0000001.png"));
    symlinkSync("/etc/passwd", path.join(linkedImages, "linkedPasswd0000002.png"));
    mkdirSync(path.join(linkedImages, "folderNamedPng00003.png"));
    const files = readdirSync(uploads).sort();
    const file = exportFile("linked.json", {
      newProducts: {
        linkedOutside0000001: {
          titleEn: "Link out",
          image: "https://cdn.example.com/a.png",
          date: 1_690_000_000_000,
        },
        linkedPasswd0000002: { titleEn: "Passwd", date: 1_690_000_000_000 },
        folderNamedPng00003: { titleEn: "Folder", date: 1_690_000_000_000 },
      },
    });
    const result = await run("--export", file, "--images", linkedImages);
    expect(result.code, result.stderr).toBe(0);
    for (const id of ["linkedOutside0000001", "linkedPasswd0000002", "folderNamedPng00003"])
      expect(result.stdout).toContain(`${id}.png: not a plain file`);
    const products = rows("products");
    expect(products.find((row) => row.id === "linkedOutside0000001")!.image).toBe(
      "https://cdn.example.com/a.png",
    );
    expect(products.find((row) => row.id === "linkedPasswd0000002")!.image).toBe("");
    expect(readdirSync(uploads).sort()).toEqual(files);
  });

  it("saves every note in the JSON report, past the 50 it prints", async () => {
    const many = Object.fromEntries(
      Array.from({ length: 60 }, (_, n) => [`noTitle${String(n).padStart(12, "0")}`, { titleKu: "بێ ناو" }]),
    );
    const result = await run("--export", exportFile("many.json", { newInfoArea: many }));
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("… and 10 more (see the JSON report)");
    const report = JSON.parse(
      readFileSync(path.join(path.dirname(databasePath), REPORT_FILE), "utf8"),
    ) as ImportReport;
    expect(report.collections.newInfoArea?.skipped).toHaveLength(60);
    expect(report.collections.newInfoArea?.skipped[59]).toEqual({
      id: "noTitle000000000059",
      reason: "titleEn is required",
    });
    expect(report.dates).toHaveLength(0);
  });

  it("checks services' descriptions as the form does (rich text): an unsafe link or a direction override is named", async () => {
    const result = await run(
      "--export",
      exportFile("services.json", {
        newServices: {
          serviceFormatted0001: {
            titleEn: "Hosting",
            descEn: "**Fast** hosting.\nSee [us](https://x.example).",
          },
          serviceBadLink000002: { titleEn: "Bad", descEn: "Click [here](javascript:alert(1))" },
          serviceOverride00003: { titleEn: "Turned", descKu: "ئێمە \u202Eتیمێکین" },
        },
      }),
    );
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      "serviceBadLink000002: descEn links to something other than https:, http:, mailto: or tel:",
    );
    expect(result.stdout).toContain(
      "serviceOverride00003: descKu holds characters that turn the text's direction around",
    );
    const imported = rows("services").find((row) => row.id === "serviceFormatted0001");
    expect(imported?.descEn).toBe("**Fast** hosting.\nSee [us](https://x.example).");
  });
});
