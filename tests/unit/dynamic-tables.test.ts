import { describe, expect, it } from "vitest";
import { columnNames, contentTypeNames, contentTypes, singleTypeNames } from "~/content/content-types";
import { columnOf, columnValues, contentTable, singleTable } from "~/db/dynamic-tables.server";
import { singleTables, tables } from "~/db/schema";

describe("tables chosen by a type's name", () => {
  it("are the schema's own tables", () => {
    for (const name of contentTypeNames) expect(contentTable(name)).toBe(tables[name]);
    for (const name of singleTypeNames) expect(singleTable(name)).toBe(singleTables[name]);
  });

  it("have a column for every one their type's description names", () => {
    for (const name of contentTypeNames)
      for (const [field, spec] of Object.entries(contentTypes[name].fields))
        for (const column of columnNames(field, spec))
          expect(columnOf(name, column).name, `${name}.${column}`).toBe(column);
  });

  it("refuse a column their table lacks, inherited names too, in a query or in values to write", () => {
    expect(() => columnOf("messages", "displayOrder")).toThrow("messages table has no column displayOrder");
    expect(() => columnOf("services", "constructor")).toThrow();
    expect(() => columnValues("clients", { visible: 1, visibel: 0 })).toThrow("no column visibel");
    expect(columnValues("clients", { visible: 1 })).toEqual({ visible: 1 });
  });
});
