import {
  columnNames,
  contentTypeNames,
  contentTypes,
  singleTypeNames,
  singleTypes,
  type Fields,
} from "../../app/content/content-types";
import { accented } from "../../app/i18n/pseudo";
import type { SiteData } from "./site";

/** The kinds of field whose text a page shows as words (not addresses, numbers, links, images or days). */
const WORDS = new Set(["translated", "richText", "text"]);

/** The columns of a type that hold words, every language's. */
const wordColumns = (fields: Fields): string[] =>
  Object.entries(fields).flatMap(([name, field]) => (WORDS.has(field.kind) ? columnNames(name, field) : []));

/** The fields of a type by its stored name (as trash and versions name it). */
const fieldsOfType = (type: string): Fields | undefined =>
  (contentTypes as Record<string, { fields: Fields }>)[type]?.fields ??
  (singleTypes as Record<string, { fields: Fields }>)[type]?.fields;

/**
 * Rewrites every text of a site's database that a page shows as words in the pseudo-language's
 * letters (accented, Markdown and addresses kept): records, the company's facts, page texts, visitors'
 * messages, the trash's and the versions' copies and the activity log's labels. A page in the
 * pseudo-language then shows no plain English word that is not an interface text left untranslated
 * or written into the code.
 */
export function accentDatabaseTexts(site: SiteData): void {
  const tables = [
    ...contentTypeNames.map((name) => ({
      table: contentTypes[name].key,
      key: "id",
      fields: contentTypes[name].fields,
    })),
    ...singleTypeNames.map((name) => ({
      table: singleTypes[name].key,
      key: "id",
      fields: singleTypes[name].fields,
    })),
  ];
  for (const { table, key, fields } of tables) {
    const columns = wordColumns(fields);
    if (columns.length === 0) continue;
    const rows = site.query<Record<string, string>>(`select ${[key, ...columns].join(", ")} from ${table}`);
    for (const row of rows) {
      site.execute(
        `update ${table} set ${columns.map((column) => `${column} = ?`).join(", ")} where ${key} = ?`,
        ...columns.map((column) => accented(row[column] ?? "")),
        row[key],
      );
    }
  }
  // Copies: what the trash and the versions keep of a record (JSON by column), and the labels.
  for (const table of ["trash", "record_versions"]) {
    for (const row of site.query<{ id: number; type: string; data: string }>(
      `select id, type, data from ${table}`,
    )) {
      const fields = fieldsOfType(row.type);
      if (!fields) continue;
      const data = JSON.parse(row.data) as Record<string, unknown>;
      for (const column of wordColumns(fields))
        if (typeof data[column] === "string") data[column] = accented(data[column]);
      site.execute(`update ${table} set data = ? where id = ?`, JSON.stringify(data), row.id);
    }
  }
  for (const table of ["trash", "activity_log"])
    for (const row of site.query<{ id: number; label: string }>(
      `select id, label from ${table} where label is not null`,
    ))
      site.execute(`update ${table} set label = ? where id = ?`, accented(row.label), row.id);
}
