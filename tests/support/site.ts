import path from "node:path";
import Database from "better-sqlite3";
import { contentTypeNames, contentTypes, hasImage } from "../../app/content/content-types";
import { filesOfImage } from "../../app/content/stored-image";
import { startThrowawayServer, type ThrowawayOptions } from "../../scripts/lib/throwaway-server.mjs";

/** The tables whose records carry an uploaded image: every content type with an image field. */
export const imageTables: string[] = contentTypeNames
  .map((name) => contentTypes[name])
  .filter((type) => hasImage(type))
  .map((type) => type.key);

/** The content types with an image (their names, as the trash and the versions store them). */
const imageTypes: string[] = contentTypeNames.filter((name) => hasImage(contentTypes[name]));

/** Reads a server's real database (WAL lets us read while it writes). */
export function readDatabase<T>(file: string, sql: string, params: unknown[] = []): T[] {
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return sqlite.prepare(sql).all(...params) as T[];
  } finally {
    sqlite.close();
  }
}

/** Changes a server's database behind its back (to fake time passing, a crash, …): the changed rows. */
export function writeDatabase(file: string, sql: string, params: unknown[] = []): number {
  const sqlite = new Database(file, { fileMustExist: true });
  try {
    return sqlite.prepare(sql).run(...params).changes;
  } finally {
    sqlite.close();
  }
}

/** A site's data folder as tests look into it: its database and its uploads. */
export class SiteData {
  constructor(
    readonly dataDir: string,
    readonly databasePath = path.join(dataDir, "site.db"),
    readonly uploadsDir = path.join(dataDir, "uploads"),
  ) {}

  query<T>(sql: string, ...params: unknown[]): T[] {
    return readDatabase<T>(this.databasePath, sql, params);
  }

  execute(sql: string, ...params: unknown[]): number {
    return writeDatabase(this.databasePath, sql, params);
  }

  /** The address of the first record of a table with one (a post's, for the page at /news/<address>). */
  firstAddress(table: string): string {
    const [row] = this.query<{ address: string }>(`select address from ${table} limit 1`);
    if (!row) throw new Error(`No record in ${table}`);
    return row.address;
  }

  /** The id of the first record of a table (any record, for pages that need a real one). */
  firstId(table: string): string {
    const [row] = this.query<{ id: string }>(`select id from ${table} limit 1`);
    if (!row) throw new Error(`No record in ${table}`);
    return row.id;
  }

  /** Images records point to, and those trashed records and saved versions keep (a restore brings them back). */
  private storedImages(): string[] {
    const kept = (table: string) =>
      this.query<{ image: string | null }>(
        `select json_extract(data, '$.image') as image from ${table} where type in (${imageTypes.map(() => "?").join(", ")})`,
        ...imageTypes,
      ).map((row) => row.image);
    return [
      ...imageTables.flatMap((table) =>
        this.query<{ image: string }>(`select image from ${table}`).map((row) => row.image),
      ),
      ...kept("trash"),
      ...kept("record_versions"),
    ].filter((image): image is string => typeof image === "string");
  }

  /** The uploaded files records, trashed records and versions point to (names in the uploads folder), sorted. */
  referencedUploads(): string[] {
    return [...new Set(this.storedImages())]
      .filter((image) => image.startsWith("/uploads/"))
      .map((image) => image.slice("/uploads/".length))
      .sort();
  }

  /** Every file those images stand for: originals and their WebP copies, sorted. */
  referencedFiles(): string[] {
    return [...new Set(this.storedImages().flatMap((image) => filesOfImage(image)))].sort();
  }
}

/** What every test server is started with, unless a test says otherwise. */
export const TEST_SERVER_ENV = {
  SESSION_SECRET: "test-secret-that-is-long-enough-0123456789",
  // Tests send X-Forwarded-For to act as different visitors (rate limits).
  TRUST_PROXY: "loopback",
};

export type SiteOptions = Omit<ThrowawayOptions, "quiet">;
type Server = Awaited<ReturnType<typeof startThrowawayServer>>;

/**
 * The production build (`node server.mjs`) on a fresh database and uploads
 * folder (or the given one), on a free port, its output kept to itself.
 * `restart()` starts it again on the same data; `stop()` removes the folder
 * unless it was given.
 */
export class Site extends SiteData {
  private constructor(
    private server: Server,
    private readonly options: SiteOptions,
  ) {
    super(server.dataDir, server.databasePath, server.uploadsDir);
  }

  static async start(options: SiteOptions = {}): Promise<Site> {
    const server = await startThrowawayServer({
      quiet: true,
      ...options,
      env: { ...TEST_SERVER_ENV, ...options.env },
    });
    return new Site(server, options);
  }

  get base(): string {
    return this.server.base;
  }
  get child() {
    return this.server.child;
  }
  get exited() {
    return this.server.exited;
  }
  /** Everything the server printed so far. */
  output(): string {
    return this.server.output();
  }

  /** A graceful stop (SIGTERM); the data folder is removed if the site made it, unless `keepData`. */
  stop(options: { keepData?: boolean } = {}) {
    return this.server.stop(options);
  }

  /** A crash: SIGKILL, the data kept for a restart. */
  kill() {
    return this.server.kill();
  }

  /** Stops the server (if it still runs) and starts it again on the same data, with more settings if given. */
  async restart(options: { env?: Record<string, string> } = {}): Promise<void> {
    await this.server.stop({ keepData: true });
    this.server = await startThrowawayServer({
      quiet: true,
      ...this.options,
      dataDir: this.dataDir,
      // The folder stays this site's to remove if it made it.
      removeDataDir: this.options.removeDataDir ?? this.options.dataDir === undefined,
      env: { ...TEST_SERVER_ENV, ...this.options.env, ...options.env },
    });
  }
}
