/**
 * Reading a Firestore export of the old site (docs/decisions/firestore-import.md):
 * the two shapes people produce, and the forms a date takes in them. No file
 * system, no database: the import command (firestore-import.server.ts) does
 * the rest.
 */
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

export type ParsedExport = {
  shape: "node-firestore-import-export" | "plain";
  collections: Partial<Record<FirestoreCollection, ExportDocument[]>>;
  /** Collections in the file that the old site did not have (left out, named in the report). */
  ignored: string[];
  /** Documents that could not be read as one (no id, not an object): skipped with a reason. */
  unreadable: { collection: FirestoreCollection; id: string; reason: string }[];
};

/** The file cannot be imported at all: the command exits 2 with this message. */
export class ExportFormatError extends Error {}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isFirestoreCollection = (name: string): name is FirestoreCollection =>
  Object.hasOwn(FIRESTORE_COLLECTIONS, name);

/**
 * The two shapes: node-firestore-import-export's
 * `{"__collections__": {"newClients": {"<id>": {...fields, "__collections__": {}}}}}`,
 * and a plain `{"newClients": [{...}, ...]}` or `{"newClients": {"<id>": {...}}}`.
 */
export function parseExport(text: string): ParsedExport {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ExportFormatError(`The file is not JSON: ${(error as Error).message}`);
  }
  if (!isObject(json)) {
    throw new ExportFormatError(
      'Unknown shape: expected a JSON object such as {"__collections__": {...}} or {"newClients": [...]}.',
    );
  }
  const wrapped = Object.hasOwn(json, "__collections__");
  const root = wrapped ? json.__collections__ : json;
  if (!isObject(root)) throw new ExportFormatError('Unknown shape: "__collections__" is not an object.');

  const parsed: ParsedExport = {
    shape: wrapped ? "node-firestore-import-export" : "plain",
    collections: {},
    ignored: [],
    unreadable: [],
  };
  for (const [name, value] of Object.entries(root)) {
    if (!isFirestoreCollection(name)) {
      parsed.ignored.push(name);
      continue;
    }
    parsed.collections[name] = readCollection(name, value, parsed.unreadable);
  }
  if (Object.keys(parsed.collections).length === 0) {
    const seen = Object.keys(root);
    throw new ExportFormatError(
      `No known collection in the file (expected one of ${firestoreCollections.join(", ")}; ` +
        `found ${seen.length === 0 ? "nothing" : seen.slice(0, 10).join(", ")}).`,
    );
  }
  return parsed;
}

function readCollection(
  collection: FirestoreCollection,
  value: unknown,
  unreadable: ParsedExport["unreadable"],
): ExportDocument[] {
  const documents: ExportDocument[] = [];
  const add = (key: string | undefined, document: unknown, position: string) => {
    if (!isObject(document)) {
      unreadable.push({ collection, id: key ?? position, reason: "not an object of fields" });
      return;
    }
    const { __collections__: _sub, ...fields } = document;
    // The map key is the document id; a list's documents carry theirs in `id`.
    const id =
      key ?? (typeof fields.id === "string" || typeof fields.id === "number" ? String(fields.id) : "");
    if (id.trim() === "") {
      unreadable.push({ collection, id: position, reason: "no id" });
      return;
    }
    documents.push({ id, fields });
  };
  if (Array.isArray(value)) value.forEach((document, index) => add(undefined, document, `#${index + 1}`));
  else if (isObject(value)) for (const [key, document] of Object.entries(value)) add(key, document, key);
  else
    throw new ExportFormatError(
      `Unknown shape: collection ${collection} is neither a list of documents nor a map of them by id.`,
    );
  return documents;
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
