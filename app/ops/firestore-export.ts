/**
 * Reading a Firestore export of the old site (docs/decisions/014-firestore-import.md):
 * the two shapes people produce, read a token at a time, and the forms a date
 * takes in them. No file system, no database: the import command
 * (firestore-import.server.ts) does the rest.
 */
import Assembler from "stream-json/core/assembler.js";
import { jsonParser, type Token } from "stream-json/core/parser.js";
import { getManyValues, none, type Many } from "stream-chain/defs.js";
import type { ContentTypeName } from "~/content/content-types";

/** The old site's collections and the content types they become (specification, section 3). */
export const FIRESTORE_COLLECTIONS = {
  newClients: "clients",
  newProducts: "products",
  newJumbotron: "jumbotrons",
  newInfoArea: "infoAreas",
  newServices: "services",
  newContactUs: "messages",
} as const satisfies Record<string, ContentTypeName>;

export type FirestoreCollection = keyof typeof FIRESTORE_COLLECTIONS;
export const firestoreCollections = Object.keys(FIRESTORE_COLLECTIONS) as FirestoreCollection[];

/** One document as read: its id (the map key, else its `id` field) and its fields. */
export type ExportDocument = { id: string; fields: Record<string, unknown> };

export type ExportShape = "node-firestore-import-export" | "plain";

/** What the reader finds, one at a time, in the order of the file. */
export type ExportEvent =
  | { kind: "document"; collection: FirestoreCollection; document: ExportDocument }
  /** A document that could not be read as one (no id, not an object): skipped with a reason. */
  | { kind: "unreadable"; collection: FirestoreCollection; id: string; reason: string }
  /** A collection's documents have all been read. */
  | { kind: "collectionEnd"; collection: FirestoreCollection };

export type ExportOutline = {
  shape: ExportShape;
  /** Collections in the file that the old site did not have (left out, named in the report). */
  ignored: string[];
};

export type ParsedExport = ExportOutline & {
  collections: Partial<Record<FirestoreCollection, ExportDocument[]>>;
  unreadable: { collection: FirestoreCollection; id: string; reason: string }[];
};

/** The file cannot be imported at all: the command exits 2 with this message. */
export class ExportFormatError extends Error {}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isFirestoreCollection = (name: string): name is FirestoreCollection =>
  Object.hasOwn(FIRESTORE_COLLECTIONS, name);

/** A token of stream-json's parser, packed (`keyValue`, `stringValue`, `numberValue`). */
export type ExportToken = Token;

/** What the collections' names sit in: the top level (plain shape) or `__collections__`. */
type Level = { names: string[]; found: boolean; ignored: string[]; problem?: string };

type Frame =
  | { kind: "root" }
  | { kind: "wrapper" }
  | { kind: "collection"; name: FirestoreCollection; list: boolean; count: number };

/** What the next value in the file is. */
type Next =
  | { kind: "wrapper" }
  | { kind: "collection"; name: string; level: Level }
  | { kind: "document"; collection: FirestoreCollection; key: string | undefined; position: string }
  | { kind: "skip" };

/**
 * Reads an export one token at a time, so a file of any size is read in little memory: a document
 * is put together only while it is read, then handed on. The two shapes:
 * node-firestore-import-export's
 * `{"__collections__": {"newClients": {"<id>": {...fields, "__collections__": {}}}}}`,
 * and a plain `{"newClients": [{...}, ...]}` or `{"newClients": {"<id>": {...}}}`.
 *
 * The file is read twice: first to check it whole (`documents: false`: nothing is put together;
 * `outline()` then says its shape or throws what is wrong), then, told the shape, to import it. So a
 * file that is cut short or has an unknown shape is refused before anything is written. With
 * `__collections__` at the top, the other top-level keys are left alone, as before.
 */
export class ExportReader {
  private readonly frames: Frame[] = [];
  private next: Next | undefined;
  private skipDepth = 0;
  private assembler: Assembler | undefined;
  private reading: Extract<Next, { kind: "document" }> | undefined;
  private sawWrapper = false;
  private readonly top: Level = { names: [], found: false, ignored: [] };
  private readonly wrapper: Level = { names: [], found: false, ignored: [] };

  /**
   * @param options.documents put documents together and report them (the import); without,
   *   only the file's structure is checked.
   * @param options.wrapped the shape found by the check: with `__collections__`, the other
   *   top-level keys are skipped.
   */
  constructor(private readonly options: { documents: boolean; wrapped?: boolean }) {}

  /** Takes the next token; returns what it completed, if anything. Throws ExportFormatError. */
  consume(token: Token): ExportEvent | undefined {
    if (this.assembler) {
      this.assembler.consume(token);
      return this.assembler.done ? this.finishDocument() : undefined;
    }
    if (this.skipDepth > 0) {
      this.skipDepth += depthChange(token);
      return undefined;
    }
    const next = this.next;
    if (next) {
      this.next = undefined;
      return this.startValue(next, token);
    }
    const frame = this.frames.at(-1);
    if (!frame) {
      if (token.name !== "startObject") {
        throw new ExportFormatError(
          'Unknown shape: expected a JSON object such as {"__collections__": {...}} or {"newClients": [...]}.',
        );
      }
      this.frames.push({ kind: "root" });
      return undefined;
    }
    if (token.name === "endObject" || token.name === "endArray") {
      this.frames.pop();
      return frame.kind === "collection" ? { kind: "collectionEnd", collection: frame.name } : undefined;
    }
    if (frame.kind === "collection" && frame.list) {
      frame.count++;
      const position = `#${frame.count}`;
      return this.startValue({ kind: "document", collection: frame.name, key: undefined, position }, token);
    }
    if (token.name !== "keyValue") throw new Error(`Unexpected ${token.name} in an object`);
    const key = frame.kind === "collection" ? token.value : ownCopy(token.value);
    if (frame.kind === "root") {
      if (key === "__collections__") this.next = { kind: "wrapper" };
      else if (this.options.wrapped) this.next = { kind: "skip" };
      else this.next = { kind: "collection", name: key, level: this.top };
    } else if (frame.kind === "wrapper") {
      this.next = { kind: "collection", name: key, level: this.wrapper };
    } else {
      frame.count++;
      this.next = { kind: "document", collection: frame.name, key, position: key };
    }
    return undefined;
  }

  /** After the last token: the shape, or what makes the file unusable. */
  outline(): ExportOutline {
    const level = this.sawWrapper ? this.wrapper : this.top;
    if (level.problem) throw new ExportFormatError(level.problem);
    if (!level.found) {
      throw new ExportFormatError(
        `No known collection in the file (expected one of ${firestoreCollections.join(", ")}; ` +
          `found ${level.names.length === 0 ? "nothing" : level.names.slice(0, 10).join(", ")}).`,
      );
    }
    return { shape: this.sawWrapper ? "node-firestore-import-export" : "plain", ignored: level.ignored };
  }

  private startValue(next: Next, token: Token): ExportEvent | undefined {
    switch (next.kind) {
      case "skip":
        this.skipDepth = depthChange(token);
        return undefined;
      case "wrapper":
        if (token.name !== "startObject")
          throw new ExportFormatError('Unknown shape: "__collections__" is not an object.');
        this.sawWrapper = true;
        this.frames.push({ kind: "wrapper" });
        return undefined;
      case "collection": {
        const { name, level } = next;
        if (level.names.length < 10) level.names.push(name);
        if (!isFirestoreCollection(name)) {
          level.ignored.push(name);
          this.skipDepth = depthChange(token);
          return undefined;
        }
        if (token.name !== "startArray" && token.name !== "startObject") {
          // Where the top level may yet turn out to hold __collections__, this is decided at the end.
          level.problem ??= `Unknown shape: collection ${name} is neither a list of documents nor a map of them by id.`;
          if (level === this.wrapper || this.options.wrapped === false)
            throw new ExportFormatError(level.problem);
          return undefined;
        }
        level.found = true;
        this.frames.push({ kind: "collection", name, list: token.name === "startArray", count: 0 });
        return undefined;
      }
      case "document":
        if (!this.options.documents) {
          this.skipDepth = depthChange(token);
          return undefined;
        }
        this.reading = next;
        this.assembler = new Assembler();
        this.assembler.consume(token);
        return this.assembler.done ? this.finishDocument() : undefined;
    }
  }

  private finishDocument(): ExportEvent {
    const document: unknown = this.assembler!.current;
    const { collection, key, position } = this.reading!;
    this.assembler = undefined;
    this.reading = undefined;
    if (!isObject(document))
      return { kind: "unreadable", collection, id: key ?? position, reason: "not an object of fields" };
    const { __collections__: _sub, ...fields } = document;
    // The map key is the document id; a list's documents carry theirs in `id`.
    const id =
      key ?? (typeof fields.id === "string" || typeof fields.id === "number" ? String(fields.id) : "");
    if (id.trim() === "") return { kind: "unreadable", collection, id: position, reason: "no id" };
    return { kind: "document", collection, document: { id: ownCopy(id), fields } };
  }
}

/**
 * A copy of a text that shares nothing with the file: the parser's texts are slices of the piece
 * of the file they were read in, and one kept for later (an id in an image's name, a collection's
 * name) would keep that whole piece in memory.
 */
const ownCopy = (text: string): string => JSON.parse(JSON.stringify(text)) as string;

/** How a token changes the nesting depth. */
function depthChange(token: Token): number {
  if (token.name === "startObject" || token.name === "startArray") return 1;
  if (token.name === "endObject" || token.name === "endArray") return -1;
  return 0;
}

/**
 * A tokenizer for text given in pieces (stream-json's, packed values only); `finish()` after the
 * last piece. A malformed file throws ExportFormatError ("not JSON").
 */
export function jsonTokenizer(): { write(text: string): Token[]; finish(): Token[] } {
  // Called with `none` to flush at the end, as stream-chain's pipelines do.
  const parse = jsonParser({ streamValues: false }) as (input: string | typeof none) => unknown;
  let offset = 0;
  let first = true;
  const run = (input: string | typeof none): Token[] => {
    try {
      const output = parse(input);
      return output === none ? [] : getManyValues(output as Many<Token>);
    } catch (error) {
      throw new ExportFormatError(
        `The file is not JSON: ${(error as Error).message} (in the part from character ${offset}).`,
      );
    }
  };
  return {
    write(text) {
      // A byte-order mark, as some editors save UTF-8: not part of the JSON.
      if (first && text.startsWith("\uFEFF")) text = text.slice(1);
      first = false;
      const tokens = run(text);
      offset += text.length;
      return tokens;
    },
    finish: () => run(none),
  };
}

/** A whole export already in memory (the tests; the import reads its file in pieces). */
export function parseExport(text: string): ParsedExport {
  const tokens = (() => {
    const tokenizer = jsonTokenizer();
    return [...tokenizer.write(text), ...tokenizer.finish()];
  })();
  const check = new ExportReader({ documents: false });
  for (const token of tokens) check.consume(token);
  const outline = check.outline();
  const parsed: ParsedExport = { ...outline, collections: {}, unreadable: [] };
  const reader = new ExportReader({ documents: true, wrapped: outline.shape !== "plain" });
  for (const token of tokens) {
    const event = reader.consume(token);
    if (event?.kind === "document") (parsed.collections[event.collection] ??= []).push(event.document);
    else if (event?.kind === "unreadable") {
      const { collection, id, reason } = event;
      parsed.unreadable.push({ collection, id, reason });
    } else if (event?.kind === "collectionEnd") parsed.collections[event.collection] ??= [];
  }
  return parsed;
}

export type ReadDate =
  { kind: "date"; date: Date } | { kind: "missing" } | { kind: "unreadable"; text: string };

/** Earliest and latest dates taken as real: anything else is a unit mix-up (seconds for milliseconds). */
const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST_AHEAD_MS = 24 * 60 * 60 * 1000;

/** ISO 8601 date, or date and time with an optional zone (`2023-07-24`, `2023-07-24T10:00:00.000Z`). */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * A document's `date`: a Firestore timestamp (exported as
 * `{"__datatype__": "timestamp", "value": {"_seconds", "_nanoseconds"}}`, or
 * the bare `{_seconds, _nanoseconds}` / `{seconds, nanoseconds}` of
 * JSON.stringify), epoch milliseconds (a number or a string of digits), or an
 * ISO string.
 */
export function readDate(value: unknown, now = Date.now()): ReadDate {
  if (value === undefined || value === null || value === "") return { kind: "missing" };
  const milliseconds = toMilliseconds(value);
  if (milliseconds === undefined || !Number.isFinite(milliseconds))
    return { kind: "unreadable", text: describe(value) };
  if (milliseconds < EARLIEST || milliseconds > now + LATEST_AHEAD_MS)
    return { kind: "unreadable", text: describe(value) };
  return { kind: "date", date: new Date(Math.round(milliseconds)) };
}

function toMilliseconds(value: unknown): number | undefined {
  if (typeof value === "number") return value;
  if (typeof value === "string") {
    const text = value.trim();
    if (/^\d{1,15}$/.test(text)) return Number(text);
    return ISO_DATE.test(text) ? Date.parse(text.replace(" ", "T")) : undefined;
  }
  if (!isObject(value)) return undefined;
  if (value.__datatype__ !== undefined)
    return value.__datatype__ === "timestamp" ? toMilliseconds(value.value) : undefined;
  const seconds = value._seconds ?? value.seconds;
  const nanoseconds = value._nanoseconds ?? value.nanoseconds ?? 0;
  if (typeof seconds !== "number" || typeof nanoseconds !== "number") return undefined;
  return seconds * 1000 + Math.floor(nanoseconds / 1e6);
}

function describe(value: unknown): string {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/**
 * A field's value as the text a form would have sent: strings as they are,
 * numbers (a phone typed into a numeric input) as digits, nothing as "".
 * Anything else (a map, a list, a timestamp) is not text: undefined.
 */
export function fieldText(value: unknown): string | undefined {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return undefined;
}
