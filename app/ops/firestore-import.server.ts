import {
  closeSync,
  constants,
  createReadStream,
  existsSync,
  fstatSync,
  openSync,
  readFileSync,
  realpathSync,
  statSync,
} from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import type Database from "better-sqlite3";
import { checkImage, type ImageUpload } from "~/media/image-pipeline.server";
import { removeStoredImage, removeUnnamedImages, storedImageValue, storeImage } from "~/media/uploads.server";
import { uploadStore } from "~/media/upload-store.server";
import { env } from "~/config/env.server";
import { retentionCutoff } from "~/contact/message-retention.server";
import { columnNames, contentTypes, hasImage, kindOf, type ContentTypeName } from "~/content/content-types";
import { MAX_IMAGE_BYTES } from "~/content/image-limits";
import { PLAUSIBLE_ID } from "~/site/record-pages.server";
import { filesOfImage, parseUploadUrl } from "~/content/stored-image";
import { validateFields, type FieldError } from "~/content/validation";
import {
  openDatabase,
  openReadOnlyDatabase,
  openScratchDatabase,
  type DatabaseHandle,
} from "~/db/client.server";
import { adoptImages } from "~/db/library.server";
import { imageIsReferenced, rawRecordReader, writeImportedRecords, type RawRow } from "~/db/records.server";
import type { CommandOutput } from "./backup.server";
import {
  exitCodeOf,
  printReport,
  ReportNotes,
  saveReport,
  type CollectionTally,
  type ImportTally,
  type NoteList,
} from "./firestore-import-report.server";
import {
  ExportFormatError,
  ExportReader,
  FIRESTORE_COLLECTIONS,
  fieldText,
  jsonTokenizer,
  readDate,
  type ExportDocument,
  type ExportEvent,
  type ExportOutline,
  type ExportToken,
  type FirestoreCollection,
} from "./firestore-export";

/**
 * `npm run import:firestore -- --export FILE [--images DIR] [--dry-run]`:
 * brings the old site's Firestore export into the database and the uploads
 * folder (docs/decisions/014-firestore-import.md). Records keep their ids, so a
 * second run updates in place and changes nothing; every record is checked
 * with the admin forms' rules; each collection is one transaction.
 * Exit codes: 0 all imported, 1 some records skipped, 2 the file (or the
 * command line) could not be used.
 */

/** SQLite's page cache per connection, as its pragma takes it (negative: KiB). */
const CACHE_KIB = -2000;
const USAGE = "Usage: npm run import:firestore -- --export FILE [--images DIR] [--dry-run]";
export const REPORT_FILE = "firestore-import-report.json";
export type { ImportReport } from "./firestore-import-report.server";
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
    // Descriptions are rich text now (the admin forms' rules): a link must lead somewhere safe.
    case "invalidLink":
      return `${column} links to something other than https:, http:, mailto: or tel:`;
    case "directionControl":
      return `${column} holds characters that turn the text's direction around (U+202A–202E, U+2066–2069)`;
    default:
      return `${column} is refused (${error.code})`;
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

/** Reads the current rows: the live database, a read-only handle (dry run), or nothing (no database yet). */
type CurrentRows = ReturnType<typeof rawRecordReader>;

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

  // The whole file is checked first: one cut short, not JSON or of an unknown shape is refused
  // before anything is written. Only its structure is read: nothing is held.
  let outline: ExportOutline;
  try {
    outline = await readExport(exportPath, new ExportReader({ documents: false }));
  } catch (error) {
    const refusal = exportRefusal(error);
    if (refusal === undefined) throw error;
    output.error(
      `${refusal === "format" ? "Cannot import" : "Cannot read the export"} ${exportPath}: ${(error as Error).message}`,
    );
    return 2;
  }
  let imagesDir: string | null = null;
  if (options.images) {
    // Its real path: the files are then read from inside it and nowhere else (see readImageFile).
    imagesDir = path.resolve(options.images);
    try {
      imagesDir = realpathSync(imagesDir);
      if (!statSync(imagesDir).isDirectory()) throw new Error("not a folder");
    } catch {
      output.error(`--images ${imagesDir} is not a folder.`);
      return 2;
    }
  }

  const databasePath = path.resolve(env().DATABASE_PATH);
  // A dry run never creates, migrates or writes the database: it only reads what is there.
  const handle = dryRun
    ? existsSync(databasePath)
      ? openReadOnlyDatabase(databasePath)
      : null
    : // A new database gets no sample content: the export is the content.
      openDatabase(databasePath, { seed: false });
  const sqlite = handle?.sqlite ?? null;
  // better-sqlite3's page cache is 16 MB a connection: a good share of what a large export takes in all
  // (docs/decisions/014-firestore-import.md).
  sqlite?.pragma(`cache_size = ${CACHE_KIB}`);
  const scratch = openScratch();

  const now = new Date();
  const report: ImportTally = {
    export: exportPath,
    images: imagesDir,
    dryRun,
    startedAt: now.toISOString(),
    shape: outline.shape,
    ignoredCollections: outline.ignored,
    collections: {},
    imageCounts: { imported: 0, unchanged: 0 },
    notes: new ReportNotes(scratch),
  };

  try {
    const currentRow = rawRecordReader(sqlite);
    const open = new Map<FirestoreCollection, CollectionImport>();
    const importOf = (collection: FirestoreCollection) => {
      let collectionImport = open.get(collection);
      if (!collectionImport) {
        const context = {
          collection,
          handle: dryRun ? null : handle,
          scratch,
          currentRow,
          imagesDir,
          now,
          report,
        };
        collectionImport = startCollection(context);
        open.set(collection, collectionImport);
      }
      return collectionImport;
    };
    const reader = new ExportReader({ documents: true, wrapped: outline.shape !== "plain" });
    try {
      await readExport(exportPath, reader, async (event) => {
        const collectionImport = importOf(event.collection);
        if (event.kind === "document") await collectionImport.add(event.document);
        else if (event.kind === "unreadable") collectionImport.unreadable(event.id, event.reason);
        else {
          open.delete(event.collection);
          await collectionImport.finish();
        }
      });
    } catch (error) {
      // The file was checked whole a moment ago: it changed or went away meanwhile.
      if (exportRefusal(error) === undefined) throw error;
      output.error(
        `Stopped reading ${exportPath}: ${(error as Error).message} It changed during the import; ` +
          "the collections read before it were imported: run the import again on a finished export.",
      );
      return 2;
    }

    printReport(report, output);
    if (!dryRun) {
      const reportPath = path.join(path.dirname(databasePath), REPORT_FILE);
      try {
        saveReport(report, reportPath);
        output.log(`Report saved to ${reportPath}`);
      } catch (error) {
        output.error(`Could not save the report to ${reportPath}: ${(error as Error).message}`);
      }
    } else {
      output.log("Dry run: nothing was written.");
    }
    return exitCodeOf(report);
  } finally {
    sqlite?.close();
    scratch.close();
  }
}

/** Why the export cannot be used: its content ("format") or the file itself ("file"); undefined for anything else. */
function exportRefusal(error: unknown): "format" | "file" | undefined {
  if (error instanceof ExportFormatError) return "format";
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return typeof code === "string" && /^E[A-Z]+$/.test(code) ? "file" : undefined;
}

/**
 * Reads the export in pieces of 64 KB, through the reader, handing each event on as it comes: the
 * next piece is read only once the event is dealt with, so memory stays flat whatever the file's size.
 */
async function readExport(
  file: string,
  reader: ExportReader,
  onEvent?: (event: ExportEvent) => Promise<void>,
): Promise<ExportOutline> {
  const tokenizer = jsonTokenizer();
  const feed = async (tokens: ExportToken[]) => {
    for (const token of tokens) {
      const event = reader.consume(token);
      if (event && onEvent) await onEvent(event);
    }
  };
  try {
    const stream = createReadStream(file, { encoding: "utf8", highWaterMark: 1 << 16 });
    for await (const text of stream) await feed(tokenizer.write(text as string));
  } catch (error) {
    // An error code alone says what went wrong with the file (ENOENT, EISDIR, EACCES).
    const code = (error as NodeJS.ErrnoException).code;
    if (code && !(error instanceof ExportFormatError)) throw Object.assign(new Error(code), { code });
    throw error;
  }
  await feed(tokenizer.finish());
  return reader.outline();
}

/**
 * A temporary SQLite database on disk (removed when closed), so that a large export is never held
 * in memory: the ids already read (a duplicated id is skipped) and the rows waiting for their
 * collection's transaction.
 */
function openScratch(): Database.Database {
  const scratch = openScratchDatabase();
  scratch.pragma(`cache_size = ${CACHE_KIB}`);
  scratch.exec(
    "create table seen (collection text not null, id text not null, primary key (collection, id)) without rowid;" +
      "create table staged (id text not null, date integer not null, row text not null);",
  );
  return scratch;
}

type CollectionImport = {
  add(document: ExportDocument): Promise<void>;
  unreadable(id: string, reason: string): void;
  /** Writes the collection's new and changed rows in one transaction. */
  finish(): Promise<void>;
};

/**
 * One collection's import: each document is checked (and its image written) as it is read, and the
 * rows to write wait in the scratch database until the collection ends. A collection named twice in
 * a file is imported in two parts, its report shared.
 */
function startCollection(context: {
  collection: FirestoreCollection;
  /** null on a dry run: nothing is written. */
  handle: DatabaseHandle | null;
  scratch: Database.Database;
  currentRow: CurrentRows;
  imagesDir: string | null;
  now: Date;
  report: ImportTally;
}): CollectionImport {
  const { collection, handle, scratch, currentRow, imagesDir, now, report } = context;
  const name: ContentTypeName = FIRESTORE_COLLECTIONS[collection];
  const type = contentTypes[name];
  const table = type.key;
  const withImage = hasImage(type);
  const result: CollectionTally = (report.collections[collection] ??= {
    table,
    read: 0,
    imported: 0,
    updated: 0,
    unchanged: 0,
  });
  const note = (list: NoteList, id: string, reason: string) =>
    report.notes.add(list, { collection, id, reason });
  const cutoff = name === "messages" ? retentionCutoff(now, env().MESSAGE_RETENTION_MONTHS).getTime() : 0;
  // The display order and the "shown" switch are the site's, not the old site's (writeImportedRecords).
  const textColumns = Object.entries(type.fields)
    .filter(([, field]) => kindOf(field).storage === "text" && !kindOf(field).upload)
    .flatMap(([fieldName, field]) => columnNames(fieldName, field));
  /** How a column's kind tidies a value typed into an older system before the checks. */
  const tidy = new Map(
    Object.entries(type.fields).flatMap(([fieldName, field]) =>
      columnNames(fieldName, field).map((column) => [column, kindOf(field).tidyImported] as const),
    ),
  );
  const markSeen = scratch.prepare("insert or ignore into seen (collection, id) values (?, ?)");
  const stage = scratch.prepare("insert into staged (id, date, row) values (?, ?, ?)");
  let staged = 0;
  /** Images written for this collection's records: removed again if its transaction fails. */
  const written: string[] = [];

  async function add({ id, fields }: ExportDocument): Promise<void> {
    result.read++;
    const skip = (reason: string) => note("skipped", id, reason);
    if (!PLAUSIBLE_ID.test(id)) {
      skip("the id cannot be used in an address (letters, digits, - and _ only, at most 64)");
      return;
    }
    if (markSeen.run(collection, id).changes === 0) {
      skip("the same id appears twice in the export; the first one was used");
      return;
    }

    // The same checks as the admin forms: the fields go in as a form would send them.
    const form = new FormData();
    const notText: string[] = [];
    for (const column of textColumns) {
      const text = fieldText(fields[column]);
      const value = text === undefined ? text : (tidy.get(column)?.(text) ?? text);
      if (value === undefined) notText.push(column);
      else form.set(column, value);
    }
    if (notText.length > 0) {
      skip(`${notText.join(", ")}: not text`);
      return;
    }
    const checked = validateFields(type.fields, form);
    if (!checked.ok) {
      skip(
        Object.entries(checked.errors)
          .map(([column, error]) => describeError(column, error))
          .join("; "),
      );
      return;
    }

    const current = currentRow(name, id);
    const readAt = readDate(fields.date, now.getTime());
    let date: number;
    if (readAt.kind === "date") date = readAt.date.getTime();
    else {
      const problem = readAt.kind === "missing" ? "no date" : `unreadable date ${readAt.text}`;
      // A second run keeps the time the first one gave it: nothing changes.
      const earlier = typeof current?.date === "number" ? current.date : undefined;
      date = earlier ?? now.getTime();
      const used = earlier === undefined ? "set to the import time" : "kept the date of the earlier import";
      note("dates", id, `${problem}: ${used}`);
    }
    if (name === "messages" && date < cutoff) {
      note("pastRetention", id, new Date(date).toISOString());
      return;
    }

    const values: Record<string, string | number> = { ...checked.values, date };
    if (withImage) {
      const image = await resolveImage({ collection, id, value: fields.image, current, imagesDir, report });
      if (image.store && handle) {
        try {
          values.image = await storeImage(id, image.store);
        } catch (error) {
          skip(`its image could not be stored: ${(error as Error).message}`);
          return;
        }
        if (values.image !== current?.image) written.push(values.image);
      } else values.image = image.value;
    }
    const changed =
      !current ||
      Object.entries(values).some(([column, value]) => String(current[column] ?? "") !== String(value));
    if (!changed) result.unchanged++;
    else if (!handle) {
      if (current) result.updated++;
      else result.imported++;
    } else {
      stage.run(id, date, JSON.stringify(values));
      staged++;
    }
  }

  async function finish(): Promise<void> {
    if (!handle || staged === 0) return;
    // Oldest first, each new one placed before the last: the newest of the old site ends up first, as there.
    const waiting = scratch.prepare("select id, row from staged order by date, rowid");
    const rows = function* () {
      for (const { id, row } of waiting.iterate() as Iterable<{ id: string; row: string }>)
        yield { id, values: JSON.parse(row) as Record<string, string | number> };
    };
    let outcome: ReturnType<typeof writeImportedRecords>;
    try {
      outcome = writeImportedRecords(name, rows(), handle);
    } catch (error) {
      for (const value of written) await removeStoredImage(value).catch(() => undefined);
      const reason = `not written: the database refused the collection's transaction (${(error as Error).message})`;
      const ids = scratch.prepare("select id from staged order by date, rowid").pluck().all() as string[];
      for (const id of ids) note("skipped", id, reason);
      return;
    } finally {
      scratch.exec("delete from staged");
      staged = 0;
      written.length = 0;
    }
    result.imported += outcome.imported;
    result.updated += outcome.updated;
    // The pictures it brought are the image library's too (decision 043), as a start makes them.
    adoptImages(handle);
    // Committed: the images the records no longer show go (only files we made: URLs and sample images
    // stay), unless a trashed record or a version still names them.
    await removeUnnamedImages(
      outcome.replacedImages.filter((image) => parseUploadUrl(image)),
      (value) => imageIsReferenced(value, handle),
    );
  }

  return {
    add,
    unreadable(id, reason) {
      result.read++;
      note("skipped", id, reason);
    },
    finish,
  };
}

/**
 * A file of the images folder, read only if it is a plain file in that very folder: a symbolic
 * link (to /etc/passwd, say) is refused as it is opened (O_NOFOLLOW: nothing can swap one in
 * between a check and the read), and a folder, a device or a pipe is never read (O_NONBLOCK: a
 * pipe cannot hold the open). The name is `{id}.png` with an id that passed PLAUSIBLE_ID, and the
 * folder is a real path: the file is inside it.
 */
function readImageFile(
  dir: string,
  name: string,
): { kind: "file"; bytes: Buffer } | { kind: "tooLarge" | "missing" | "notPlain" } {
  let fd: number;
  try {
    fd = openSync(path.join(dir, name), constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (error) {
    return { kind: (error as NodeJS.ErrnoException).code === "ELOOP" ? "notPlain" : "missing" };
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) return { kind: "notPlain" };
    if (stats.size > MAX_IMAGE_BYTES) return { kind: "tooLarge" };
    const bytes = readFileSync(fd);
    return bytes.byteLength > MAX_IMAGE_BYTES ? { kind: "tooLarge" } : { kind: "file", bytes };
  } catch {
    return { kind: "missing" };
  } finally {
    closeSync(fd);
  }
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
  current: RawRow | undefined;
  imagesDir: string | null;
  report: ImportTally;
}): Promise<{ value: string; store?: Parameters<typeof storeImage>[1] }> {
  const { collection, id, current, imagesDir, report } = context;
  const note = (list: NoteList, reason: string) => report.notes.add(list, { collection, id, reason });
  if (imagesDir) {
    const file = readImageFile(imagesDir, `${id}.png`);
    const bytes = file.kind === "file" ? file.bytes : file.kind === "tooLarge" ? null : undefined;
    if (file.kind === "notPlain")
      note("refused", `${id}.png: not a plain file (a link, a folder or a device is not read)`);
    else if (bytes === undefined) note("missing", `${id}.png is not in the images folder`);
    else {
      const checked = await checkImage(bytes);
      if (checked.kind === "image") {
        const { kind: _kind, ...clean } = checked;
        const value = storedImageValue(id, clean);
        const current = typeof context.current?.image === "string" ? context.current.image : "";
        const store = uploadStore();
        const present =
          value === current &&
          (await Promise.all(filesOfImage(value).map((name) => store.exists(name)))).every(Boolean);
        if (present) {
          report.imageCounts.unchanged++;
          return { value };
        }
        report.imageCounts.imported++;
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
      note("refused", `${id}.png: ${reason}`);
    }
  }
  const currentImage = typeof current?.image === "string" ? current.image : "";
  if (parseUploadUrl(currentImage)) {
    note("keptStored", `kept ${currentImage}`);
    return { value: currentImage };
  }
  const value = typeof context.value === "string" ? context.value.trim() : "";
  if (isHttpUrl(value)) {
    note("keptAsUrls", `still hosted elsewhere: ${value}`);
    return { value };
  }
  note("defaultLogo", value === "" ? "no image" : `image value not usable: ${value.slice(0, 80)}`);
  return { value: "" };
}
