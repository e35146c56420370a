import { closeSync, openSync, renameSync, rmSync, writeSync } from "node:fs";
import type Database from "better-sqlite3";
import type { CommandOutput } from "./backup.server";
import { firestoreCollections, type FirestoreCollection } from "./firestore-export";

/**
 * The Firestore import's report (docs/decisions/014-firestore-import.md): counts in memory, and the
 * notes (one per skipped record, image fallback or date) in the import's scratch database, so an
 * export of any size leaves a report of any length without holding it. Printed (at most
 * PRINTED_NOTES of a kind) and saved whole as JSON.
 */

/** At most this many notes of one kind are printed; the JSON report has them all. */
const PRINTED_NOTES = 50;

export type Note = { collection: FirestoreCollection; id: string; reason: string };

/** The saved report's shape (firestore-import-report.json). */
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
    /** Nothing usable: the record has no image (a client shows its name, other records the company logo). */
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

/** The lists of notes: per collection (skipped, past retention) or for the whole import. */
export type NoteList =
  "skipped" | "pastRetention" | "dates" | "keptAsUrls" | "keptStored" | "defaultLogo" | "refused" | "missing";

type ImageList = Exclude<NoteList, "skipped" | "pastRetention" | "dates">;

export type CollectionTally = Pick<CollectionReport, "table" | "read" | "imported" | "updated" | "unchanged">;

/** What the import counts as it goes; the notes are in `notes`. */
export type ImportTally = Omit<ImportReport, "collections" | "imageSummary" | "dates" | "exitCode"> & {
  collections: Partial<Record<FirestoreCollection, CollectionTally>>;
  imageCounts: { imported: number; unchanged: number };
  notes: ReportNotes;
};

/** The notes, in a table of the scratch database, in the order they were made. */
export class ReportNotes {
  private readonly insert: Database.Statement;
  private readonly countOf: Database.Statement;
  private readonly select: Database.Statement;

  constructor(scratch: Database.Database) {
    scratch.exec(
      "create table notes (list text not null, collection text not null, id text not null, reason text not null);" +
        "create index notes_by_list on notes (list, collection);",
    );
    this.insert = scratch.prepare("insert into notes (list, collection, id, reason) values (?, ?, ?, ?)");
    const where = "where list = @list and (@collection is null or collection = @collection)";
    this.countOf = scratch.prepare(`select count(*) from notes ${where}`).pluck();
    this.select = scratch.prepare(
      `select collection, id, reason from notes ${where} order by rowid limit @limit`,
    );
  }

  add(list: NoteList, note: Note): void {
    this.insert.run(list, note.collection, note.id, note.reason);
  }

  count(list: NoteList, collection?: FirestoreCollection): number {
    return this.countOf.get({ list, collection: collection ?? null }) as number;
  }

  /** The notes of a list, read a row at a time. */
  each(list: NoteList, collection?: FirestoreCollection, limit = -1): IterableIterator<Note> {
    return this.select.iterate({ list, collection: collection ?? null, limit }) as IterableIterator<Note>;
  }
}

export const exitCodeOf = (tally: ImportTally) =>
  firestoreCollections.some((name) => tally.collections[name] && tally.notes.count("skipped", name) > 0)
    ? 1
    : 0;

export function printReport(tally: ImportTally, output: CommandOutput): void {
  const { notes } = tally;
  const lines: string[] = [];
  const print = (title: string, list: NoteList, collection?: FirestoreCollection) => {
    const total = notes.count(list, collection);
    if (total === 0) return;
    lines.push(`  ${title}:`);
    for (const note of notes.each(list, collection, PRINTED_NOTES))
      lines.push(`    ${collection ? "" : `${note.collection} `}${note.id}: ${note.reason}`);
    if (total > PRINTED_NOTES) lines.push(`    … and ${total - PRINTED_NOTES} more (see the JSON report)`);
  };
  lines.push(
    `Firestore import of ${tally.export} (${tally.shape} shape)${tally.dryRun ? " — dry run, nothing written" : ""}`,
  );
  if (tally.ignoredCollections.length > 0)
    lines.push(`Ignored collections (not in the old site): ${tally.ignoredCollections.join(", ")}`);
  for (const name of firestoreCollections) {
    const entry = tally.collections[name];
    if (!entry) continue;
    const pastRetention = notes.count("pastRetention", name);
    lines.push(
      `${name} → ${entry.table}: read ${entry.read}, imported ${entry.imported}, updated ${entry.updated}, ` +
        `unchanged ${entry.unchanged}, skipped ${notes.count("skipped", name)}` +
        (pastRetention > 0 ? `, past the retention period ${pastRetention}` : ""),
    );
    print("skipped", "skipped", name);
    print(
      "not imported, older than MESSAGE_RETENTION_MONTHS (the site would delete them)",
      "pastRetention",
      name,
    );
  }
  const count = (list: ImageList) => notes.count(list);
  lines.push(
    `Images: imported ${tally.imageCounts.imported}, unchanged ${tally.imageCounts.unchanged}, kept as URLs ${count("keptAsUrls")}, ` +
      `kept from before ${count("keptStored")}, without an image ${count("defaultLogo")}, ` +
      `missing files ${count("missing")}, refused files ${count("refused")}`,
  );
  print("refused files", "refused");
  print("missing files", "missing");
  print("kept as URLs (still hosted elsewhere)", "keptAsUrls");
  if (count("keptAsUrls") > 0) {
    const hosts = new Set<string>();
    for (const { reason } of notes.each("keptAsUrls"))
      hosts.add(new URL(reason.replace(/^[^:]*: /, "")).host);
    lines.push(
      `  Note: the site's Content-Security-Policy shows images from its own origin only, so visitors do not see ` +
        `these (${[...hosts].join(", ")}). Download the files as {id}.png and import again with --images DIR: ` +
        `the records are updated in place.`,
    );
  }
  print("kept the image stored before", "keptStored");
  print("without an image (a client shows its name, others the company logo)", "defaultLogo");
  const dates = notes.count("dates");
  if (dates > 0) {
    lines.push(`Dates: ${dates} missing or unreadable`);
    print("dates", "dates");
  }
  lines.push(
    exitCodeOf(tally) === 0
      ? "Everything was imported."
      : "Some records were skipped: see the reasons above.",
  );
  output.log(lines.join("\n"));
}

/**
 * Saves the report as JSON (the ImportReport shape), its lists written a note at a time: the
 * report is built with a placeholder for each list, and the file gets the notes in their place.
 * Written beside and renamed, so a reader never sees half a report.
 */
export function saveReport(tally: ImportTally, file: string): void {
  const placeholder = (list: NoteList, collection?: FirestoreCollection) =>
    `\u0000${list} ${collection ?? ""}`;
  const imageLists = ["keptAsUrls", "keptStored", "defaultLogo", "refused", "missing"] as const;
  const outline = {
    export: tally.export,
    images: tally.images,
    dryRun: tally.dryRun,
    startedAt: tally.startedAt,
    shape: tally.shape,
    ignoredCollections: tally.ignoredCollections,
    collections: Object.fromEntries(
      firestoreCollections.flatMap((name) => {
        const entry = tally.collections[name];
        if (!entry) return [];
        return [
          [
            name,
            {
              ...entry,
              skipped: placeholder("skipped", name),
              pastRetention: placeholder("pastRetention", name),
            },
          ],
        ];
      }),
    ),
    imageSummary: {
      ...tally.imageCounts,
      ...Object.fromEntries(imageLists.map((list) => [list, placeholder(list)])),
    },
    dates: placeholder("dates"),
    exitCode: exitCodeOf(tally),
  };
  // JSON.stringify writes the placeholder's first character as \u0000: nothing else in the report can.
  const parts = JSON.stringify(outline, null, 2).split(/"\\u0000(\w+) (\w*)"/);
  const partial = `${file}.partial`;
  const fd = openSync(partial, "w");
  // Written in pieces of about 64 KB: one system call per note would cost more than the notes.
  let pending = "";
  const write = (text: string) => {
    pending += text;
    if (pending.length < 1 << 16) return;
    writeSync(fd, pending);
    pending = "";
  };
  try {
    write(parts[0]!);
    for (let index = 1; index < parts.length; index += 3) {
      const list = parts[index] as NoteList;
      const collection = (parts[index + 1] || undefined) as FirestoreCollection | undefined;
      let first = true;
      write("[");
      for (const note of tally.notes.each(list, collection)) {
        const entry =
          list === "skipped"
            ? { id: note.id, reason: note.reason }
            : list === "pastRetention"
              ? { id: note.id, date: note.reason }
              : note;
        write(`${first ? "\n" : ",\n"}    ${JSON.stringify(entry)}`);
        first = false;
      }
      write(first ? "]" : "\n  ]");
      write(parts[index + 2]!);
    }
    writeSync(fd, `${pending}\n`);
  } catch (error) {
    closeSync(fd);
    rmSync(partial, { force: true });
    throw error;
  }
  closeSync(fd);
  renameSync(partial, file);
}
