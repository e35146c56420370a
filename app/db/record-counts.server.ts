/**
 * How many records each content type has, and how many lack a text in each translation language,
 * kept by triggers in `record_counts` (a row per type and measure), so the dashboard reads a few
 * rows instead of scanning every table on every view (docs/decisions/019-inbox-at-size.md). The
 * triggers come from the content-type descriptions, like the content version's; the counts are made
 * again from the tables at every start, so a new type or field starts right.
 */
import type Database from "better-sqlite3";
import {
  columnNames,
  contentTypeNames,
  contentTypes,
  TRANSLATION_LANGUAGES,
  translatedFieldNames,
  type ContentTypeName,
  type Fields,
  type TranslationLanguage,
} from "~/content/content-types";
import { fallbackColumn, fieldSuffix } from "~/i18n/languages";
import { atOpen } from "./at-open.server";

const TRIGGER_PREFIX = "record_counts_";

export type Measure = "total" | `missing:${TranslationLanguage}`;

/**
 * 1 when a row (`new` or `old`) lacks a text in `language`: a translated field with an English text
 * and an empty one in that language (records.server.ts' missingTextIn, as SQL over one row).
 */
function missingIn(name: ContentTypeName, language: TranslationLanguage, row: string): string {
  const suffix = fieldSuffix(language);
  const conditions = translatedFieldNames(contentTypes[name]).map(
    (field) => `(${row}."${fallbackColumn(field)}" <> '' AND ${row}."${field}${suffix}" = '')`,
  );
  return conditions.length > 0 ? `coalesce(${conditions.join(" OR ")}, 0)` : "0";
}

/** What each measure adds for a row: the total 1, a missing count 0 or 1. */
function measures(name: ContentTypeName, row: string): [Measure, string][] {
  return [
    ["total", "1"],
    ...TRANSLATION_LANGUAGES.map((language): [Measure, string] => [
      `missing:${language}`,
      missingIn(name, language, row),
    ]),
  ];
}

function wantedTriggers(): Map<string, string> {
  const triggers = new Map<string, string>();
  for (const name of contentTypeNames) {
    const table = contentTypes[name].key;
    const change = (row: "new" | "old", sign: "+" | "-") =>
      measures(name, row)
        .map(
          ([measure, value]) =>
            `UPDATE record_counts SET value = value ${sign} ${value} WHERE type = '${name}' AND measure = '${measure}';`,
        )
        .join("\n      ");
    const add = (event: string, body: string, on = event.toUpperCase()) =>
      triggers.set(
        `${TRIGGER_PREFIX}${table}_${event}`,
        `CREATE TRIGGER "${TRIGGER_PREFIX}${table}_${event}" AFTER ${on} ON "${table}" BEGIN
      ${body}
    END`,
      );
    add("insert", change("new", "+"));
    add("delete", change("old", "-"));
    const texts = translatedFieldNames(contentTypes[name]);
    // Only a write to a text can change what is missing (a move or Show/Hide does not).
    const fields: Fields = contentTypes[name].fields;
    const textColumns = texts.flatMap((field) => columnNames(field, fields[field]!));
    if (texts.length > 0)
      add(
        "update",
        measures(name, "new")
          .slice(1)
          .map(
            ([measure, value], index) =>
              `UPDATE record_counts SET value = value + ${value} - ${measures(name, "old")[index + 1]![1]} WHERE type = '${name}' AND measure = '${measure}';`,
          )
          .join("\n      "),
        `UPDATE OF ${textColumns.map((column) => `"${column}"`).join(", ")}`,
      );
  }
  return triggers;
}

/** Creates the counts and their triggers, and counts again; runs at every start, after the migrations. */
export function installRecordCounts(sqlite: Database.Database): void {
  const triggers = wantedTriggers();
  const existing = sqlite
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name LIKE ?")
    .all(`${TRIGGER_PREFIX}%`) as { name: string; sql: string }[];
  atOpen(sqlite, () => {
    sqlite.exec(
      "CREATE TABLE IF NOT EXISTS record_counts (type TEXT NOT NULL, measure TEXT NOT NULL, value INTEGER NOT NULL, PRIMARY KEY (type, measure)) WITHOUT ROWID",
    );
    for (const { name, sql } of existing) {
      if (triggers.get(name) === sql) triggers.delete(name);
      else sqlite.exec(`DROP TRIGGER "${name}"`);
    }
    for (const sql of triggers.values()) sqlite.exec(sql);
    sqlite.exec("DELETE FROM record_counts");
    const insert = sqlite.prepare("INSERT INTO record_counts (type, measure, value) VALUES (?, ?, ?)");
    for (const name of contentTypeNames) {
      const table = contentTypes[name].key;
      const sums = measures(name, `"${table}"`);
      const row = sqlite
        .prepare(
          `SELECT ${sums.map(([, value], index) => `total(${value}) AS m${index}`).join(", ")} FROM "${table}"`,
        )
        .get() as Record<string, number>;
      sums.forEach(([measure], index) => insert.run(name, measure, row[`m${index}`] ?? 0));
    }
  });
}
