import { describe, expect, it } from "vitest";
import {
  ExportFormatError,
  ExportReader,
  fieldText,
  jsonTokenizer,
  parseExport,
  readDate,
  type ExportEvent,
} from "~/ops/firestore-export";

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const JULY = Date.UTC(2023, 6, 24, 10, 30, 15, 250);

describe("parseExport", () => {
  it("reads node-firestore-import-export's shape: ids are the map keys, sub-collections are dropped", () => {
    const parsed = parseExport(
      JSON.stringify({
        __collections__: {
          newClients: {
            abcDEF1234567890wxyz: { titleEn: "Acme", titleKu: "ئاکمێ", __collections__: {} },
          },
          newContactUs: { m1: { name: "Sara", email: "sara@example.com", __collections__: { x: {} } } },
          users: { u1: { email: "x" } },
        },
      }),
    );
    expect(parsed.shape).toBe("node-firestore-import-export");
    expect(parsed.collections.newClients).toEqual([
      { id: "abcDEF1234567890wxyz", fields: { titleEn: "Acme", titleKu: "ئاکمێ" } },
    ]);
    expect(parsed.collections.newContactUs).toEqual([
      { id: "m1", fields: { name: "Sara", email: "sara@example.com" } },
    ]);
    expect(parsed.ignored).toEqual(["users"]);
    expect(parsed.unreadable).toEqual([]);
  });

  it("reads the plain shape, as a list (ids from the id field) or as a map by id", () => {
    const parsed = parseExport(
      JSON.stringify({
        newProducts: [{ id: "p1", titleEn: "Router" }, { titleEn: "no id" }, "nonsense"],
        newServices: { s1: { titleEn: "Hosting", id: "ignored-in-favour-of-the-key" } },
      }),
    );
    expect(parsed.shape).toBe("plain");
    expect(parsed.collections.newProducts).toEqual([{ id: "p1", fields: { id: "p1", titleEn: "Router" } }]);
    expect(parsed.collections.newServices?.[0]?.id).toBe("s1");
    expect(parsed.unreadable).toEqual([
      { collection: "newProducts", id: "#2", reason: "no id" },
      { collection: "newProducts", id: "#3", reason: "not an object of fields" },
    ]);
  });

  it.each([
    ["not JSON", "{oops", /not JSON/],
    ["a list at the top", "[1, 2]", /Unknown shape/],
    ["no known collection", JSON.stringify({ clients: [] }), /No known collection.*found clients/],
    ["an empty object", "{}", /No known collection.*found nothing/],
    ["a collection that is a string", JSON.stringify({ newClients: "x" }), /newClients is neither/],
    ["__collections__ not an object", JSON.stringify({ __collections__: [] }), /Unknown shape/],
  ])("refuses %s with a message naming the problem", (_label, text, message) => {
    expect(() => parseExport(text)).toThrow(ExportFormatError);
    expect(() => parseExport(text)).toThrow(message);
  });
});

describe("ExportReader", () => {
  /** The events of a text given to the tokenizer in pieces of `size` characters. */
  function eventsOf(text: string, size: number, wrapped: boolean) {
    const tokenizer = jsonTokenizer();
    const reader = new ExportReader({ documents: true, wrapped });
    const events: ExportEvent[] = [];
    const feed = (tokens: ReturnType<typeof tokenizer.finish>) => {
      for (const token of tokens) {
        const event = reader.consume(token);
        if (event) events.push(event);
      }
    };
    for (let at = 0; at < text.length; at += size) feed(tokenizer.write(text.slice(at, at + size)));
    feed(tokenizer.finish());
    return { events, outline: reader.outline() };
  }

  it("reads a file in pieces of any size, a document at a time, the same as whole", () => {
    const text = JSON.stringify({
      newClients: {
        c1: { titleEn: 'Acme "quoted"', titleKu: "ئاکمێ 😀", phone: 7501234567, __collections__: {} },
      },
      __collections__: {
        newProducts: { p1: { titleEn: "Router", tags: ["a", { b: null }], __collections__: { x: {} } } },
        newServices: [{ id: "s1", titleEn: "Hosting" }, 42],
        users: { u1: { email: "x" } },
      },
    });
    const whole = eventsOf(text, text.length, true);
    expect(whole.outline).toEqual({ shape: "node-firestore-import-export", ignored: ["users"] });
    // The top-level newClients sits beside __collections__: left alone, as JSON.parse's reading did.
    expect(whole.events).toEqual([
      {
        kind: "document",
        collection: "newProducts",
        document: { id: "p1", fields: { titleEn: "Router", tags: ["a", { b: null }] } },
      },
      { kind: "collectionEnd", collection: "newProducts" },
      {
        kind: "document",
        collection: "newServices",
        document: { id: "s1", fields: { id: "s1", titleEn: "Hosting" } },
      },
      { kind: "unreadable", collection: "newServices", id: "#2", reason: "not an object of fields" },
      { kind: "collectionEnd", collection: "newServices" },
    ]);
    for (const size of [1, 2, 7, 64]) expect(eventsOf(text, size, true)).toEqual(whole);
  });

  it("refuses a file cut short, or with anything after it, as not JSON", () => {
    const text = JSON.stringify({ newClients: { c1: { titleEn: "Acme" } } });
    expect(() => eventsOf(text.slice(0, -1), 5, false)).toThrow(/not JSON/);
    expect(() => eventsOf(`${text} {}`, 5, false)).toThrow(/not JSON/);
    // A byte-order mark, as some editors save UTF-8, is not an error.
    expect(eventsOf(`\uFEFF${text}`, 3, false).events).toHaveLength(2);
  });
});

describe("readDate", () => {
  const at = (value: unknown) => readDate(value, NOW);

  it("reads a Firestore timestamp in each exported form", () => {
    const seconds = Math.floor(JULY / 1000);
    const nanos = 250_000_000;
    for (const value of [
      { __datatype__: "timestamp", value: { _seconds: seconds, _nanoseconds: nanos } },
      { _seconds: seconds, _nanoseconds: nanos },
      { seconds, nanoseconds: nanos },
    ]) {
      expect(at(value)).toEqual({ kind: "date", date: new Date(JULY) });
    }
  });

  it("reads epoch milliseconds (a number or digits) and ISO strings", () => {
    expect(at(JULY)).toEqual({ kind: "date", date: new Date(JULY) });
    expect(at(String(JULY))).toEqual({ kind: "date", date: new Date(JULY) });
    expect(at("2023-07-24T10:30:15.250Z")).toEqual({ kind: "date", date: new Date(JULY) });
    expect(at("2023-07-24T13:30:15.250+03:00")).toEqual({ kind: "date", date: new Date(JULY) });
    expect(at("2023-07-24")).toEqual({ kind: "date", date: new Date(Date.UTC(2023, 6, 24)) });
  });

  it("tells a missing date from an unreadable one", () => {
    for (const value of [undefined, null, ""]) expect(at(value)).toEqual({ kind: "missing" });
    for (const value of [
      "yesterday",
      "24/07/2023",
      { __datatype__: "geopoint", value: {} },
      { _seconds: "x" },
      [1],
      true,
      // Seconds where milliseconds were meant: 1970, refused rather than shown as such.
      Math.floor(JULY / 1000),
      // A date more than a day ahead of the import.
      NOW + 2 * 24 * 60 * 60 * 1000,
    ]) {
      expect(at(value).kind, JSON.stringify(value)).toBe("unreadable");
    }
  });
});

describe("fieldText", () => {
  it("keeps text, turns numbers (a numeric phone input) into digits, and refuses anything else", () => {
    expect(fieldText("ڕۆژباش")).toBe("ڕۆژباش");
    expect(fieldText(7501234567)).toBe("7501234567");
    expect(fieldText(undefined)).toBe("");
    expect(fieldText(null)).toBe("");
    expect(fieldText({ a: 1 })).toBeUndefined();
    expect(fieldText(["x"])).toBeUndefined();
    expect(fieldText(true)).toBeUndefined();
    expect(fieldText(Number.NaN)).toBeUndefined();
  });
});
