import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { pngImage } from "../unit/images";
import { createAdmin, expectDocumentLanguage, signInThroughForm, startOwnServer } from "./support";

/**
 * `npm run import:firestore` as a person runs it (the real command in a child
 * process) on exports in both shapes, then the site started on what it wrote:
 * what visitors and staff see, a second run that changes nothing, a dry run
 * that writes nothing, a malformed file, and an import while the site serves.
 */
test.describe.configure({ mode: "serial" });
// The hero types its titles when motion is allowed: read them as the server wrote them.
test.use({ reducedMotion: "reduce" });

const EMAIL = "import@zagros.test";
const PASSWORD = "import password 1";

// Firestore's own ids: 20 letters and digits.
const CLIENT_JPEG = "Kx7Qm2LpZr9TfW3nYb1A";
const CLIENT_SVG = "Hs4Vd8NcQe2RuJ6mXa0B";
const SERVICE = "Sv5Tg1HkWq8ZoLc3Pn7E";
const PRODUCT_INVALID = "Pr0Bx9Yt2Ui4Oa6Sd8Fg";
const MESSAGE = "Ms3Jh7Gf1Dk5Ls9Az2Xc";
const PRODUCT_PNG = "Pd6Qw2Er4Ty8Ui0Op1As";
const BANNER = "Jb2Nm4Bv6Cx8Zl0Kj9Hg";
const TILE = "If7Rt5Ew3Qa1Sd9Fg8Hj";

const HOSTED = "https://firebasestorage.googleapis.com/v0/b/old-site.appspot.com/o/Sv5Tg1HkWq8ZoLc3Pn7E.png";
const timestamp = (iso: string) => ({
  __datatype__: "timestamp",
  value: { _seconds: Math.floor(Date.parse(iso) / 1000), _nanoseconds: 500_000_000 },
});

/** The node-firestore-import-export shape: clients, services, an invalid product and a message. */
const wrappedExport = {
  __collections__: {
    newClients: {
      [CLIENT_JPEG]: {
        titleEn: "Kurdistan Bank",
        titleKu: "بانکی کوردستان",
        titleAr: "بنك كوردستان",
        phone: 7501234567,
        image: `https://firebasestorage.googleapis.com/v0/b/old/o/${CLIENT_JPEG}.png`,
        date: timestamp("2024-03-05T09:00:00Z"),
        __collections__: {},
      },
      [CLIENT_SVG]: {
        titleEn: "Erbil Steel",
        titleKu: "پۆڵای هەولێر",
        titleAr: "فولاذ أربيل",
        phone: "",
        image: "logos/erbil.png",
        date: timestamp("2024-02-01T09:00:00Z"),
        __collections__: {},
      },
    },
    newServices: {
      [SERVICE]: {
        titleEn: "Network installation",
        titleKu: "دامەزراندنی تۆڕ",
        titleAr: "تركيب الشبكات",
        descEn: "Cabling, switches and Wi-Fi for offices.",
        descKu: "کێبڵ و سویچ و وایفای بۆ نووسینگەکان.",
        descAr: "كابلات ومحولات وواي فاي للمكاتب.",
        image: HOSTED,
        date: "2024-01-10T12:00:00.000Z",
        __collections__: {},
      },
    },
    newProducts: {
      [PRODUCT_INVALID]: {
        titleEn: "x".repeat(201),
        descEn: "Too long a title",
        image: "",
        date: 1_700_000_000_000,
        __collections__: {},
      },
    },
    newContactUs: {
      [MESSAGE]: {
        name: "Hêmin Ahmed",
        email: "hemin@example.com",
        phone: "0750 111 2233",
        subject: "پرسیار دەربارەی تۆڕ",
        message: "سڵاو، دەمەوێت زانیاری زیاتر.",
        date: timestamp("2026-09-01T10:00:00Z"),
        __collections__: {},
      },
    },
  },
};

/** The plain shape: lists and maps of documents, epoch-millisecond and bare timestamps, a missing date. */
const plainExport = (bannerTitle = "Welcome to Zagros") => ({
  newProducts: [
    {
      id: PRODUCT_PNG,
      titleEn: "Smart router",
      titleKu: "ڕاوتەری زیرەک",
      titleAr: "موجه ذكي",
      descEn: "Fast and simple.",
      image: `https://firebasestorage.googleapis.com/v0/b/old/o/${PRODUCT_PNG}.png`,
    },
  ],
  newJumbotron: {
    [BANNER]: {
      titleEn: bannerTitle,
      titleKu: "بەخێربێن بۆ زاگرۆس",
      titleAr: "مرحبا بكم في زاگرۆس",
      descEn: "Technology for Kurdistan.",
      date: { _seconds: 1_714_000_000, _nanoseconds: 0 },
    },
  },
  newInfoArea: [
    {
      id: TILE,
      titleEn: "Support around the clock",
      titleKu: "پشتگیری شەو و ڕۆژ",
      titleAr: "دعم على مدار الساعة",
      descEn: "We answer every call.",
      date: 1_715_000_000_000,
    },
  ],
});

let work: string;
let dataDir: string;
let exports: { wrapped: string; plain: string; images: string };
let server: Awaited<ReturnType<typeof startOwnServer>> | undefined;

function importFirestore(args: string[]) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn("node", ["scripts/import-firestore.mjs", ...args], {
      env: {
        ...process.env,
        DATABASE_PATH: path.join(dataDir, "site.db"),
        UPLOADS_DIR: path.join(dataDir, "uploads"),
      },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("exit", (status) => resolve({ status, stdout, stderr }));
  });
}

const TABLES = ["clients", "products", "jumbotrons", "info_areas", "services", "messages", "team_members"];

/** Every content row, and every file in the uploads folder with its checksum. */
function snapshot() {
  const sqlite = new Database(path.join(dataDir, "site.db"), { readonly: true, fileMustExist: true });
  try {
    const rows = Object.fromEntries(
      TABLES.map((table) => [table, sqlite.prepare(`select * from ${table} order by id`).all()]),
    );
    const version = sqlite.prepare("select version from content_version").pluck().get();
    const uploads = path.join(dataDir, "uploads");
    const files = readdirSync(uploads)
      .sort()
      .map((name) => [
        name,
        createHash("sha256")
          .update(readFileSync(path.join(uploads, name)))
          .digest("hex"),
      ]);
    return { rows, version, files };
  } finally {
    sqlite.close();
  }
}

test.beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "firestore-import-test-"));
  dataDir = path.join(work, "site");
  const images = path.join(work, "images");
  mkdirSync(images, { recursive: true });
  // A JPEG named .png, an SVG named .png, and a real PNG; the service's file is missing.
  const jpeg = await sharp({ create: { width: 600, height: 300, channels: 3, background: "#1b5e9c" } })
    .jpeg({ quality: 80 })
    .toBuffer();
  writeFileSync(path.join(images, `${CLIENT_JPEG}.png`), jpeg);
  writeFileSync(
    path.join(images, `${CLIENT_SVG}.png`),
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
  );
  writeFileSync(path.join(images, `${PRODUCT_PNG}.png`), pngImage(200, 100, [200, 40, 40]));
  exports = { wrapped: path.join(work, "wrapped.json"), plain: path.join(work, "plain.json"), images };
  writeFileSync(exports.wrapped, JSON.stringify(wrappedExport, null, 2));
  writeFileSync(exports.plain, JSON.stringify(plainExport()));
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
});

test("imports both shapes into a fresh database and reports what it did", async () => {
  test.setTimeout(60_000);
  const wrapped = await importFirestore(["--export", exports.wrapped, "--images", exports.images]);
  expect(wrapped.status, wrapped.stderr).toBe(1);
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

  const plain = await importFirestore(["--export", exports.plain, "--images", exports.images]);
  expect(plain.status, plain.stderr).toBe(0);
  expect(plain.stdout).toContain("(plain shape)");
  expect(plain.stdout).toContain(`${PRODUCT_PNG}: no date: set to the import time`);
  expect(plain.stdout).toContain("Everything was imported.");

  const report = JSON.parse(readFileSync(path.join(dataDir, "firestore-import-report.json"), "utf8"));
  expect(report).toMatchObject({ exitCode: 0, shape: "plain", dryRun: false });

  const { rows } = snapshot();
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

const signIn = (page: Page) => signInThroughForm(page, server!.base, EMAIL, PASSWORD);

test("the site started on it shows the imported content to visitors in three languages, and to staff", async ({
  page,
}) => {
  test.setTimeout(60_000);
  server = await startOwnServer({ dataDir, removeDataDir: false });

  await page.goto(`${server.base}/?lng=en`);
  await expectDocumentLanguage(page, "en", "ltr");
  await expect(page.getByRole("heading", { name: "Welcome to Zagros" }).first()).toBeVisible();
  await expect(page.getByText("Support around the clock").first()).toBeAttached();
  await expect(page.getByText("Smart router").first()).toBeAttached();
  const logo = page.locator(`img[src^="/uploads/${CLIENT_JPEG}-"]`).first();
  await expect(logo).toHaveAttribute("alt", "Kurdistan Bank");
  const logoResponse = await fetch(`${server.base}${await logo.getAttribute("src")}`);
  expect(logoResponse.status).toBe(200);
  expect(logoResponse.headers.get("content-type")).toBe("image/jpeg");

  await page.goto(`${server.base}/?lng=ku`);
  await expectDocumentLanguage(page, "ckb", "rtl");
  await expect(page.getByRole("heading", { name: "بەخێربێن بۆ زاگرۆس" }).first()).toBeVisible();
  // Its SVG logo was refused: a client without a logo shows its name.
  await expect(page.locator(".client-logo--name", { hasText: "پۆڵای هەولێر" }).first()).toBeAttached();
  await expect(page.getByText("ڕاوتەری زیرەک").first()).toBeAttached();

  // The service keeps its Firestore id in its address.
  await page.goto(`${server.base}/solution-details/${SERVICE}?lng=ar`);
  await expectDocumentLanguage(page, "ar", "rtl");
  await expect(page.getByRole("heading", { name: "تركيب الشبكات" }).first()).toBeVisible();
  await expect(page.getByText("كابلات ومحولات وواي فاي للمكاتب.")).toBeVisible();
  await page.goto(`${server.base}/solutions?lng=ku`);
  await expect(page.getByText("دامەزراندنی تۆڕ").first()).toBeVisible();

  await createAdmin(server.databasePath, EMAIL, PASSWORD);
  await signIn(page);
  await page.goto(`${server.base}/admin/list-clients?lng=en`);
  await expect(page.getByText("Kurdistan Bank")).toBeVisible();
  await expect(page.getByText("فولاذ أربيل")).toBeVisible();
  await page.goto(`${server.base}/admin/edit-service/${SERVICE}?lng=en`);
  await expect(page.locator('input[name="titleAr"]')).toHaveValue("تركيب الشبكات");
  await page.goto(`${server.base}/admin/list-contactus?lng=en`);
  await expect(page.getByText("پرسیار دەربارەی تۆڕ")).toBeVisible();
  // Imported messages are unread and queued no e-mail.
  expect(server.query("select * from message_reads")).toEqual([]);
  expect(server.query("select * from mail_notifications")).toEqual([]);
});

test("a second run changes nothing; a dry run writes nothing; a malformed file exits 2", async () => {
  test.setTimeout(60_000);
  const before = snapshot();
  const reportFile = path.join(dataDir, "firestore-import-report.json");

  const again = await importFirestore(["--export", exports.wrapped, "--images", exports.images]);
  expect(again.status, again.stderr).toBe(1);
  expect(again.stdout).toContain(
    "newClients → clients: read 2, imported 0, updated 0, unchanged 2, skipped 0",
  );
  expect(again.stdout).toContain(
    "newServices → services: read 1, imported 0, updated 0, unchanged 1, skipped 0",
  );
  expect(again.stdout).toContain("newContactUs → messages: read 1, imported 0, updated 0, unchanged 1");
  expect(again.stdout).toContain("Images: imported 0, unchanged 1");
  const plainAgain = await importFirestore(["--export", exports.plain, "--images", exports.images]);
  expect(plainAgain.status, plainAgain.stderr).toBe(0);
  expect(plainAgain.stdout).toContain("newProducts → products: read 1, imported 0, updated 0, unchanged 1");
  expect(plainAgain.stdout).toContain(`${PRODUCT_PNG}: no date: kept the date of the earlier import`);
  expect(snapshot()).toEqual(before); // rows, files and the content version

  const reportBefore = readFileSync(reportFile, "utf8");
  const changed = path.join(work, "changed.json");
  writeFileSync(changed, JSON.stringify(plainExport("A new banner title")));
  const dry = await importFirestore(["--export", changed, "--images", exports.images, "--dry-run"]);
  expect(dry.status, dry.stderr).toBe(0);
  expect(dry.stdout).toContain("newJumbotron → jumbotrons: read 1, imported 0, updated 1, unchanged 0");
  expect(dry.stdout).toContain("Dry run: nothing was written.");
  expect(snapshot()).toEqual(before);
  expect(readFileSync(reportFile, "utf8")).toBe(reportBefore);

  const malformed = path.join(work, "malformed.json");
  writeFileSync(malformed, '{"newClients": {"a": ');
  const broken = await importFirestore(["--export", malformed]);
  expect(broken.status).toBe(2);
  expect(broken.stderr).toContain("The file is not JSON");
  writeFileSync(malformed, JSON.stringify({ clients: [{ titleEn: "x" }] }));
  const unknown = await importFirestore(["--export", malformed]);
  expect(unknown.status).toBe(2);
  expect(unknown.stderr).toContain("No known collection in the file");
  expect(snapshot()).toEqual(before);
  expect(existsSync(path.join(dataDir, "uploads"))).toBe(true);
});

test("an import while the site serves shows on the next request", async ({ page }) => {
  await page.goto(`${server!.base}/?lng=en`);
  await expect(page.getByRole("heading", { name: "Welcome to Zagros" }).first()).toBeVisible();
  const changed = path.join(work, "live.json");
  writeFileSync(changed, JSON.stringify(plainExport("Imported while serving")));
  const importedAfter = Date.now();
  const live = await importFirestore(["--export", changed, "--images", exports.images]);
  expect(live.status, live.stderr).toBe(0);
  expect(live.stdout).toContain("newJumbotron → jumbotrons: read 1, imported 0, updated 1, unchanged 0");
  // The update is the record's last change (the sitemap's lastmod); its creation date stays.
  const [banner] = server!.query<{ date: number; updatedAt: number | null }>(
    "select date, updatedAt from jumbotrons where titleEn = 'Imported while serving'",
  );
  expect(banner!.updatedAt).toBeGreaterThanOrEqual(importedAfter - 1000);
  expect(banner!.date).toBeLessThan(importedAfter);
  await page.goto(`${server!.base}/?lng=en`);
  await expect(page.getByRole("heading", { name: "Imported while serving" }).first()).toBeVisible();
  // Everything not in this export is still there.
  expect(server!.query<{ n: number }>("select count(*) as n from clients")[0]!.n).toBe(2);
});
