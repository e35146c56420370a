import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import sharp from "sharp";
import { contentTypeNames, contentTypes } from "../../app/content/content-types";
import { pngImage } from "./images";
import { runScript } from "./processes";

/**
 * Exports of the old Firestore site in both shapes, with their images, for the
 * tests of `npm run import:firestore` (tests/server) and of the site started on
 * what it wrote (tests/e2e).
 */
// Firestore's own ids: 20 letters and digits.
export const CLIENT_JPEG = "Kx7Qm2LpZr9TfW3nYb1A";
export const CLIENT_SVG = "Hs4Vd8NcQe2RuJ6mXa0B";
export const SERVICE = "Sv5Tg1HkWq8ZoLc3Pn7E";
export const PRODUCT_INVALID = "Pr0Bx9Yt2Ui4Oa6Sd8Fg";
export const MESSAGE = "Ms3Jh7Gf1Dk5Ls9Az2Xc";
export const PRODUCT_PNG = "Pd6Qw2Er4Ty8Ui0Op1As";
export const BANNER = "Jb2Nm4Bv6Cx8Zl0Kj9Hg";
export const TILE = "If7Rt5Ew3Qa1Sd9Fg8Hj";

export const HOSTED =
  "https://firebasestorage.googleapis.com/v0/b/old-site.appspot.com/o/Sv5Tg1HkWq8ZoLc3Pn7E.png";
const timestamp = (iso: string) => ({
  __datatype__: "timestamp",
  value: { _seconds: Math.floor(Date.parse(iso) / 1000), _nanoseconds: 500_000_000 },
});

/** The node-firestore-import-export shape: clients, services, an invalid product and a message. */
export const wrappedExport = {
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
export const plainExport = (bannerTitle = "Welcome to Zagros") => ({
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

export type Exports = { wrapped: string; plain: string; images: string };

/** Writes both exports and the images folder (a JPEG named .png, an SVG named .png, a real PNG; the service's file missing). */
export async function writeExports(folder: string): Promise<Exports> {
  const images = path.join(folder, "images");
  mkdirSync(images, { recursive: true });
  const jpeg = await sharp({ create: { width: 600, height: 300, channels: 3, background: "#1b5e9c" } })
    .jpeg({ quality: 80 })
    .toBuffer();
  writeFileSync(path.join(images, `${CLIENT_JPEG}.png`), jpeg);
  writeFileSync(
    path.join(images, `${CLIENT_SVG}.png`),
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
  );
  writeFileSync(path.join(images, `${PRODUCT_PNG}.png`), pngImage(200, 100, [200, 40, 40]));
  const exports = {
    wrapped: path.join(folder, "wrapped.json"),
    plain: path.join(folder, "plain.json"),
    images,
  };
  writeFileSync(exports.wrapped, JSON.stringify(wrappedExport, null, 2));
  writeFileSync(exports.plain, JSON.stringify(plainExport()));
  return exports;
}

/** Runs the real import command into a site's data folder. */
export function importFirestore(dataDir: string, args: string[]) {
  return runScript("import-firestore", args, {
    DATABASE_PATH: path.join(dataDir, "site.db"),
    UPLOADS_DIR: path.join(dataDir, "uploads"),
  });
}

/** Imports both exports into a new data folder, as a person moving from the old site does. */
export async function importBoth(dataDir: string, exports: Exports) {
  const wrapped = await importFirestore(dataDir, ["--export", exports.wrapped, "--images", exports.images]);
  const plain = await importFirestore(dataDir, ["--export", exports.plain, "--images", exports.images]);
  return { wrapped, plain };
}

/** Every content type's table. */
const TABLES = contentTypeNames.map((name) => contentTypes[name].key);

/** Every content row, the content version, and every file in the uploads folder with its checksum. */
export function snapshot(dataDir: string) {
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
