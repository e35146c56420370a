import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import { checkImage, type ImageUpload } from "~/media/image-pipeline.server";
import { removeStoredImage, storedImageValue, storeImage } from "~/media/uploads.server";
import { env } from "~/config/env.server";
import { retentionCutoff } from "~/contact/message-retention.server";
import {
  columnNames,
  contentTypes,
  hasImage,
  isCurated,
  type ContentTypeName,
} from "~/content/content-types";
import { MAX_IMAGE_BYTES } from "~/content/image-limits";
import { PLAUSIBLE_ID } from "~/site/public-pages.server";
import { filesOfImage, parseUploadUrl } from "~/content/stored-image";
import { validateFields, type FieldError } from "~/content/validation";
import { openDatabase } from "~/db/client.server";
import type { CommandOutput } from "./backup.server";
import {
  ExportFormatError,
  FIRESTORE_COLLECTIONS,
  fieldText,
  firestoreCollections,
  parseExport,
  readDate,
  type ExportDocument,
  type FirestoreCollection,
} from "./firestore-export";

/**
 * `npm run import:firestore -- --export FILE [--images DIR] [--dry-run]`:
 * brings the old site's Firestore export into the database and the uploads
 * folder (docs/decisions/firestore-import.md). Records keep their ids, so a
 * second run updates in place and changes nothing; every record is checked
 * with the admin forms' rules; each collection is one transaction.
 * Exit codes: 0 all imported, 1 some records skipped, 2 the file (or the
 * command line) could not be used.
 */

/** Now, in SQLite, as the records' timestamp_ms columns store it: an updated record's last change (the sitemap's lastmod). */
const NOW_MS = "CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)";
const USAGE = "Usage: npm run import:firestore -- --export FILE [--images DIR] [--dry-run]";
export const REPORT_FILE = "firestore-import-report.json";
/** At most this many notes of one kind are printed; the JSON report has them all. */
const PRINTED_NOTES = 50;

type Note = { collection: FirestoreCollection; id: string; reason: string };

export type CollectionReport = {
  table: string;
  read: number;
  imported: number;
  updated: number;
  unchanged: number;
  skipped: { id: string; reason: string }[];
  /** Visitor messages older than MESSAGE_RETENTION_MONTHS: the site would delete them at once. */
  pastRetention: { id: string; date: string }[];
};

export type ImportReport = {
  export: string;
  images: string | null;
  dryRun: boolean;
  startedAt: string;
  shape: string;
  ignoredCollections: string[];
  collections: Partial<Record<FirestoreCollection, CollectionReport>>;
  imageSummary: {
    /** Files from --images checked, re-encoded and stored (new or changed). */
    imported: number;
    /** The same image was already stored for the record. */
    unchanged: number;
    /** An http(s) URL kept as is: the image is still hosted elsewhere. */
    keptAsUrls: Note[];
    /** No usable file this run: the record keeps the image stored by an earlier run or an edit. */
    keptStored: Note[];
    /** Nothing usable: the record shows the company's default logo. */
    defaultLogo: Note[];
    /** Files in --images refused by the upload checks (the record fell back as above). */
    refused: Note[];
    /** --images was given but had no `{id}.png` for the record. */
    missing: Note[];
  };
  /** Missing or unreadable dates, and what was used instead. */
  dates: Note[];
  exitCode: number;
};

const REFUSALS: Record<Exclude<ImageUpload["kind"], "image" | "none">, string> = {
  tooLarge: `larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`,
  badType: "not a PNG, JPEG, WebP, GIF or AVIF image (judged by its bytes)",
  tooManyPixels: "too many pixels",
  notClean: "has markup hidden in it",
};

function describeError(column: string, error: FieldError): string {
  switch (error.code) {
    case "required":
      return `${column} is required`;
    case "tooLong":
      return `${column} is longer than ${error.max} characters`;
    case "invalidEmail":
      return `${column} is not a valid e-mail address`;
    case "invalidPhone":
      return `${column} is not a phone number (digits, spaces and a leading + only)`;
    case "invalidText":
      return `${column} holds bytes that are not text`;
  }
}

const isHttpUrl = (value: string) => {
  if (!/^https?:\/\//i.test(value) || value.length > 2048 || /\s/.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
};

type Row = Record<string, unknown>;

/** Reads the current rows: the live database, a read-only handle (dry run), or nothing (no database yet). */
type CurrentRows = (table: string, id: string) => Row | undefined;

function currentRowsOf(sqlite: Database.Database | null): CurrentRows {
  const statements = new Map<string, Database.Statement | null>();
  return (table, id) => {
    if (!sqlite) return undefined;
    if (!statements.has(table)) {
      try {
        statements.set(table, sqlite.prepare(`select * from "${table}" where id = ?`));
      } catch {
        statements.set(table, null); // a database from before this table existed: nothing in it yet
      }
    }
    return statements.get(table)?.get(id) as Row | undefined;
  };
}

/** What one valid document becomes: the full row to write (text columns, image, date). */
type Planned = { id: string; values: Record<string, string | number>; current: Row | undefined };

export async function runFirestoreImport(argv: string[], output: CommandOutput = console): Promise<number> {
  let options: { export?: string; images?: string; "dry-run"?: boolean };
  try {
    options = parseArgs({
      args: argv,
      options: {
        export: { type: "string" },
        images: { type: "string" },
        "dry-run": { type: "boolean" },
      },
      strict: true,
    }).values;
  } catch (error) {
    output.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!options.export) {
    output.error(`--export FILE is required.\n${USAGE}`);
    return 2;
  }
  const dryRun = options["dry-run"] === true;
  const exportPath = path.resolve(options.export);
  const imagesDir = options.images ? path.resolve(options.images) : null;

  let text: string;
  try {
    text = readFileSync(exportPath, "utf8");
  } catch (error) {
    output.error(`Cannot read the export ${exportPath}: ${(error as NodeJS.ErrnoException).code ?? error}`);
    return 2;
  }
  let parsed;
  try {
    parsed = parseExport(text);
  } catch (error) {
    if (!(error instanceof ExportFormatError)) throw error;
    output.error(`Cannot import ${exportPath}: ${error.message}`);
    return 2;
  }
  if (imagesDir && !(existsSync(imagesDir) && statSync(imagesDir).isDirectory())) {
    output.error(`--images ${imagesDir} is not a folder.`);
    return 2;
  }

  const databasePath = path.resolve(env().DATABASE_PATH);
  // A dry run never creates, migrates or writes the database: it only reads what is there.
  const handle = dryRun
    ? existsSync(databasePath)
      ? { sqlite: new Database(databasePath, { readonly: true, fileMustExist: true }) }
      : null
    : // A new database gets no sample content: the export is the content.
      openDatabase(databasePath, { seed: false });
  const sqlite = handle?.sqlite ?? null;

  const now = new Date();
  const report: ImportReport = {
    export: exportPath,
    images: imagesDir,
    dryRun,
    startedAt: now.toISOString(),
    shape: parsed.shape,
    ignoredCollections: parsed.ignored,
    collections: {},
    imageSummary: {
      imported: 0,
      unchanged: 0,
      keptAsUrls: [],
      keptStored: [],
      defaultLogo: [],
      refused: [],
      missing: [],
    },
    dates: [],
    exitCode: 0,
  };

  try {
    const currentRow = currentRowsOf(sqlite);
    for (const collection of firestoreCollections) {
      const documents = parsed.collections[collection];
      if (!documents) continue;
      const unreadable = parsed.unreadable.filter((entry) => entry.collection === collection);
      report.collections[collection] = await importCollection({
        collection,
        documents,
        unreadable,
        sqlite: dryRun ? null : sqlite,
        currentRow,
        imagesDir,
        now,
        report,
      });
    }
  } finally {
    sqlite?.close();
  }

  const skipped = Object.values(report.collections).some((entry) => entry.skipped.length > 0);
  report.exitCode = skipped ? 1 : 0;
  printReport(report, output);
  if (!dryRun) {
    const reportPath = path.join(path.dirname(databasePath), REPORT_FILE);
    try {
      writeFileSync(reportPath, `${JSON.stringify(report, null, 2)}\n`);
      output.log(`Report saved to ${reportPath}`);
    } catch (error) {
      output.error(`Could not save the report to ${reportPath}: ${(error as Error).message}`);
    }
  } else {
    output.log("Dry run: nothing was written.");
  }
  return report.exitCode;
}

async function importCollection(context: {
  collection: FirestoreCollection;
  documents: ExportDocument[];
  unreadable: { id: string; reason: string }[];
  /** null on a dry run: nothing is written. */
  sqlite: Database.Database | null;
  currentRow: CurrentRows;
  imagesDir: string | null;
  now: Date;
  report: ImportReport;
}): Promise<CollectionReport> {
  const { collection, documents, sqlite, currentRow, imagesDir, now, report } = context;
  const name: ContentTypeName = FIRESTORE_COLLECTIONS[collection];
  const type = contentTypes[name];
  const table = type.key;
  const withImage = hasImage(type);
  const result: CollectionReport = {
    table,
    read: documents.length + context.unreadable.length,
    imported: 0,
    updated: 0,
    unchanged: 0,
    skipped: context.unreadable.map(({ id, reason }) => ({ id, reason })),
    pastRetention: [],
  };
  const cutoff = name === "messages" ? retentionCutoff(now, env().MESSAGE_RETENTION_MONTHS).getTime() : 0;
  // The display order and the "shown" switch are the site's, not the old site's: see the upsert below.
  const textColumns = Object.entries(type.fields)
    .filter(([, field]) => field.kind !== "image" && field.kind !== "order" && field.kind !== "visibility")
    .flatMap(([fieldName, field]) => columnNames(fieldName, field));
  const curated = isCurated(type);
  const phoneColumns = new Set(
    Object.entries(type.fields)
      .filter(([, field]) => field.kind === "phone")
      .map(([fieldName]) => fieldName),
  );

  const seen = new Set<string>();
  const planned: Planned[] = [];
  /** Images written for this collection's records: removed again if its transaction fails. */
  const written: string[] = [];

  for (const { id, fields } of documents) {
    const skip = (reason: string) => result.skipped.push({ id, reason });
    if (!PLAUSIBLE_ID.test(id)) {
      skip("the id cannot be used in an address (letters, digits, - and _ only, at most 64)");
      continue;
    }
    if (seen.has(id)) {
      skip("the same id appears twice in the export; the first one was used");
      continue;
    }
    seen.add(id);

    // The same checks as the admin forms: the fields go in as a form would send them.
    const form = new FormData();
    const notText: string[] = [];
    for (const column of textColumns) {
      const text = fieldText(fields[column]);
      // Old phone numbers were typed freely ("0750-123-4567", "(0750) 123 4567"): the separators become
      // spaces, so a visitor's message is not lost over punctuation. Letters are still refused.
      const value =
        text !== undefined && phoneColumns.has(column)
          ? text
              .replace(/[-().\/]+/g, " ")
              .replace(/\s+/g, " ")
              .trim()
          : text;
      if (value === undefined) notText.push(column);
      else form.set(column, value);
    }
    if (notText.length > 0) {
      skip(`${notText.join(", ")}: not text`);
      continue;
    }
    const checked = validateFields(type.fields, form);
    if (!checked.ok) {
      skip(
        Object.entries(checked.errors)
          .map(([column, error]) => describeError(column, error))
          .join("; "),
      );
      continue;
    }

    const current = currentRow(table, id);
    const readAt = readDate(fields.date, now.getTime());
    let date: number;
    if (readAt.kind === "date") date = readAt.date.getTime();
    else {
      const problem = readAt.kind === "missing" ? "no date" : `unreadable date ${readAt.text}`;
      // A second run keeps the time the first one gave it: nothing changes.
      const earlier = typeof current?.date === "number" ? current.date : undefined;
      date = earlier ?? now.getTime();
      report.dates.push({
        collection,
        id,
        reason: `${problem}: ${earlier === undefined ? "set to the import time" : "kept the date of the earlier import"}`,
      });
    }
    if (name === "messages" && date < cutoff) {
      result.pastRetention.push({ id, date: new Date(date).toISOString() });
      continue;
    }

    const values: Record<string, string | number> = { ...checked.values, date };
    if (withImage) {
      const image = await resolveImage({ collection, id, value: fields.image, current, imagesDir, report });
      if (image.store && sqlite) {
        try {
          values.image = await storeImage(id, image.store);
        } catch (error) {
          skip(`its image could not be stored: ${(error as Error).message}`);
          continue;
        }
        if (values.image !== current?.image) written.push(values.image);
      } else values.image = image.value;
    }
    planned.push({ id, values, current });
  }

  const changed = planned.filter(({ values, current }) => {
    if (!current) return true;
    return Object.entries(values).some(([column, value]) => String(current[column] ?? "") !== String(value));
  });
  result.unchanged = planned.length - changed.length;
  if (!sqlite) {
    for (const { current } of changed) current ? result.updated++ : result.imported++;
    return result;
  }
  if (changed.length === 0) return result;

  const columns = ["id", ...textColumns, ...(withImage ? ["image"] : []), "date"];
  const quoted = columns.map((column) => `"${column}"`);
  // A new record is shown and goes before every other (as the admin's "new records go first"); an
  // updated one keeps the place and visibility staff gave it.
  const placed = curated ? [...quoted, '"displayOrder"', '"visible"'] : quoted;
  const upsert = sqlite.prepare(
    `insert into "${table}" (${placed.join(", ")}) values (${placed.map(() => "?").join(", ")}) ` +
      `on conflict (id) do update set ${quoted
        .slice(1)
        .map((column) => `${column} = excluded.${column}`)
        .join(", ")}, "updatedAt" = ${NOW_MS}`,
  );
  const lowestOrder = curated
    ? sqlite.prepare(`select coalesce(min("displayOrder"), 0) from "${table}"`).pluck()
    : undefined;
  // Oldest first, each new one placed before the last: the newest of the old site ends up first, as there.
  changed.sort((a, b) => Number(a.values.date) - Number(b.values.date));
  const readBefore = sqlite.prepare(`select ${withImage ? "image" : "id"} from "${table}" where id = ?`);
  const replaced: string[] = [];
  try {
    sqlite
      .transaction(() => {
        for (const { id, values } of changed) {
          // Read again inside the transaction: the site may have changed the record meanwhile.
          const before = readBefore.get(id) as Row | undefined;
          const fields = columns.slice(1).map((column) => values[column]);
          if (lowestOrder) upsert.run(id, ...fields, (lowestOrder.get() as number) - (before ? 0 : 1), 1);
          else upsert.run(id, ...fields);
          if (before) result.updated++;
          else result.imported++;
          const oldImage = typeof before?.image === "string" ? before.image : null;
          if (oldImage && oldImage !== values.image) replaced.push(oldImage);
        }
      })
      .immediate();
  } catch (error) {
    result.imported = 0;
    result.updated = 0;
    for (const value of written) await removeStoredImage(value).catch(() => undefined);
    const reason = `not written: the database refused the collection's transaction (${(error as Error).message})`;
    for (const { id } of changed) result.skipped.push({ id, reason });
    return result;
  }
  // Committed: the images the records no longer show go (only files we made; URLs and samples stay).
  for (const value of replaced) {
    if (parseUploadUrl(value))
      await removeStoredImage(value).catch((error) =>
        console.error(`Could not remove the replaced image ${value}`, error),
      );
  }
  return result;
}

/**
 * Where a record's image comes from: `{id}.png` in --images through the
 * upload checks, else what the record already stores, else an http(s) URL as
 * is, else the default logo (""). `store` is a checked image still to write.
 */
async function resolveImage(context: {
  collection: FirestoreCollection;
  id: string;
  value: unknown;
  current: Row | undefined;
  imagesDir: string | null;
  report: ImportReport;
}): Promise<{ value: string; store?: Parameters<typeof storeImage>[1] }> {
  const { collection, id, current, imagesDir, report } = context;
  const summary = report.imageSummary;
  const note = (reason: string) => ({ collection, id, reason });
  if (imagesDir) {
    // The id passed PLAUSIBLE_ID: it names a file inside the folder, never outside it.
    const file = path.join(imagesDir, `${id}.png`);
    let bytes: Uint8Array | null | undefined;
    try {
      bytes = statSync(file).size > MAX_IMAGE_BYTES ? null : readFileSync(file);
    } catch {
      bytes = undefined;
    }
    if (bytes === undefined) summary.missing.push(note(`${id}.png is not in the images folder`));
    else {
      const checked = await checkImage(bytes);
      if (checked.kind === "image") {
        const { kind: _kind, ...clean } = checked;
        const value = storedImageValue(id, clean);
        const current = typeof context.current?.image === "string" ? context.current.image : "";
        const present =
          value === current &&
          filesOfImage(value).every((name) => existsSync(path.join(path.resolve(env().UPLOADS_DIR), name)));
        if (present) {
          summary.unchanged++;
          return { value };
        }
        summary.imported++;
        return { value, store: clean };
      }
      const svg =
        bytes !== null && /<svg[\s>]/i.test(Buffer.from(bytes.subarray(0, 4096)).toString("latin1"));
      const reason =
        checked.kind === "none"
          ? "empty file"
          : svg
            ? "an SVG (SVG images are refused, as in the admin)"
            : REFUSALS[checked.kind];
      summary.refused.push(note(`${id}.png: ${reason}`));
    }
  }
  const currentImage = typeof current?.image === "string" ? current.image : "";
  if (parseUploadUrl(currentImage)) {
    summary.keptStored.push(note(`kept ${currentImage}`));
    return { value: currentImage };
  }
  const value = typeof context.value === "string" ? context.value.trim() : "";
  if (isHttpUrl(value)) {
    summary.keptAsUrls.push(note(`still hosted elsewhere: ${value}`));
    return { value };
  }
  summary.defaultLogo.push(note(value === "" ? "no image" : `image value not usable: ${value.slice(0, 80)}`));
  return { value: "" };
}

function printReport(report: ImportReport, output: CommandOutput) {
  const lines: string[] = [];
  const notes = (title: string, entries: { collection?: string; id: string; reason: string }[]) => {
    if (entries.length === 0) return;
    lines.push(`  ${title}:`);
    for (const entry of entries.slice(0, PRINTED_NOTES))
      lines.push(`    ${entry.collection ? `${entry.collection} ` : ""}${entry.id}: ${entry.reason}`);
    if (entries.length > PRINTED_NOTES)
      lines.push(`    … and ${entries.length - PRINTED_NOTES} more (see the JSON report)`);
  };
  lines.push(
    `Firestore import of ${report.export} (${report.shape} shape)${report.dryRun ? " — dry run, nothing written" : ""}`,
  );
  if (report.ignoredCollections.length > 0)
    lines.push(`Ignored collections (not in the old site): ${report.ignoredCollections.join(", ")}`);
  for (const [collection, entry] of Object.entries(report.collections)) {
    lines.push(
      `${collection} → ${entry.table}: read ${entry.read}, imported ${entry.imported}, updated ${entry.updated}, ` +
        `unchanged ${entry.unchanged}, skipped ${entry.skipped.length}` +
        (entry.pastRetention.length > 0 ? `, past the retention period ${entry.pastRetention.length}` : ""),
    );
    notes(
      "skipped",
      entry.skipped.map(({ id, reason }) => ({ id, reason })),
    );
    notes(
      "not imported, older than MESSAGE_RETENTION_MONTHS (the site would delete them)",
      entry.pastRetention.map(({ id, date }) => ({ id, reason: date })),
    );
  }
  const images = report.imageSummary;
  lines.push(
    `Images: imported ${images.imported}, unchanged ${images.unchanged}, kept as URLs ${images.keptAsUrls.length}, ` +
      `kept from before ${images.keptStored.length}, default logo ${images.defaultLogo.length}, ` +
      `missing files ${images.missing.length}, refused files ${images.refused.length}`,
  );
  notes("refused files", images.refused);
  notes("missing files", images.missing);
  notes("kept as URLs (still hosted elsewhere)", images.keptAsUrls);
  if (images.keptAsUrls.length > 0) {
    const hosts = new Set(
      images.keptAsUrls.map(({ reason }) => new URL(reason.replace(/^[^:]*: /, "")).host),
    );
    lines.push(
      `  Note: the site's Content-Security-Policy shows images from its own origin only, so visitors do not see ` +
        `these (${[...hosts].join(", ")}). Download the files as {id}.png and import again with --images DIR: ` +
        `the records are updated in place.`,
    );
  }
  notes("kept the image stored before", images.keptStored);
  notes("default logo", images.defaultLogo);
  if (report.dates.length > 0) {
    lines.push(`Dates: ${report.dates.length} missing or unreadable`);
    notes("dates", report.dates);
  }
  lines.push(
    report.exitCode === 0 ? "Everything was imported." : "Some records were skipped: see the reasons above.",
  );
  output.log(lines.join("\n"));
}
