import type { BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import type * as schema from "./schema";

/** The site's database as drizzle sees it: a module of its own, so that what the connection sets up needs no import of it. */
export type Db = BetterSQLite3Database<typeof schema>;
