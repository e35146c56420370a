// @ts-check
/**
 * Fills public content tables with many records of realistic length (a title
 * of a few words, a short paragraph, in all three languages), straight into
 * SQLite in one transaction: for the 10,000-row test and `npm run bench`.
 * Ids are `<first four letters of the table><12-digit number>`; record i is
 * dated 2020-01-01 plus i seconds, so a higher number is newer.
 */
import Database from "better-sqlite3";

export const PUBLIC_TABLES = ["jumbotrons", "info_areas", "services", "products", "clients"];

/** @param {string} table @param {number} i */
export const recordId = (table, i) => `${table.slice(0, 4)}${String(i).padStart(12, "0")}`;

/**
 * @param {string} databasePath
 * @param {number} rows records per table
 * @param {string[]} [tables]
 */
export function fillRecords(databasePath, rows, tables = PUBLIC_TABLES) {
  const sqlite = new Database(databasePath);
  // The site may be running on the file: wait for its writes rather than fail (see app/db/*: IMMEDIATE).
  sqlite.pragma("busy_timeout = 5000");
  const start = Date.UTC(2020, 0, 1);
  try {
    sqlite
      .transaction(() => {
        for (const table of tables) {
          const columns = /** @type {string[]} */ (
            sqlite.prepare("select name from pragma_table_info(?)").pluck().all(table)
          );
          /** @param {number} i @returns {Record<string, string | number>} */
          const values = (i) => ({
            id: recordId(table, i),
            date: start + i * 1000,
            titleEn: `Record ${i} of ${table}, a title of some words`,
            titleKu: `تۆماری ${i} ناونیشانێکی چەند وشەیی`,
            titleAr: `السجل ${i} عنوان من بضع كلمات`,
            descEn: `Record ${i} of ${table}: ${"a short paragraph about what this is and why it matters. ".repeat(6)}`,
            descKu: `تۆماری ${i}: ${"بڕگەیەکی کورت دەربارەی ئەوەی ئەمە چییە و بۆچی گرنگە. ".repeat(6)}`,
            descAr: `السجل ${i}: ${"فقرة قصيرة عن ماهية هذا ولماذا يهم. ".repeat(6)}`,
            nameEn: `Person ${i}`,
            nameKu: `کەسی ${i}`,
            nameAr: `الشخص ${i}`,
            roleEn: "Network engineer",
            roleKu: "ئەندازیاری تۆڕ",
            roleAr: "مهندس شبكات",
            bioEn: `Person ${i} ${"builds and looks after networks for offices in Erbil. ".repeat(2)}`,
            phone: "+964 750 000 0000",
            image: "images/logo.svg",
            // Unique per table (an own page's, a post's).
            address: `record-${i}`,
          });
          // Only the columns this table has (jumbotrons have no image, clients no description, team
          // members a name instead of a title).
          const used = columns.filter((column) => column in values(0));
          const insert = sqlite.prepare(
            `insert into ${table} (${used.join(", ")}) values (${used.map((c) => `@${c}`).join(", ")})`,
          );
          for (let i = 0; i < rows; i++) {
            const row = values(i);
            insert.run(Object.fromEntries(used.map((column) => [column, row[column]])));
          }
        }
      })
      .immediate();
  } finally {
    sqlite.close();
  }
}
