/**
 * SQLite tables, built from the content-type descriptions so that a field is
 * declared once. drizzle-kit reads this file to generate the SQL migrations
 * in `drizzle/`.
 */
import { is, sql } from "drizzle-orm";
import {
  index,
  integer,
  primaryKey,
  SQLiteColumn,
  sqliteTable,
  text,
  uniqueIndex,
  type AnySQLiteColumn,
} from "drizzle-orm/sqlite-core";
import {
  columnNames,
  contentTypes,
  type ContentType,
  type ContentTypeName,
  isCurated,
  type Fields,
  kindOf,
  type OrderField,
  type PerLanguageField,
  type PublicationField,
  type SingleType,
  singleTypes,
  type SingleTypeName,
  type VisibilityField,
} from "../content/content-types";
import { roles } from "../content/access";
import type { MessageState } from "../content/message-replies";

export type { MessageState };
import { languageList, type LanguageList, type LanguageSuffix } from "../i18n/languages";

const textColumn = () => text().notNull().default("");
type TextColumn = ReturnType<typeof textColumn>;
/** New records get an order of their own when saved (first: one below the lowest). */
const orderColumn = () => integer().notNull().default(0);
type OrderColumn = ReturnType<typeof orderColumn>;
/** 1 shown on the site, 0 hidden; new records are shown. */
const visibleColumn = () => integer().notNull().default(1);
type VisibleColumn = ReturnType<typeof visibleColumn>;
/** When a record is published, in milliseconds (null: since it was made): see field-kinds.ts. */
const timeColumn = () => integer();
type TimeColumn = ReturnType<typeof timeColumn>;

type ColumnsOf<F extends Fields> = {
  [
    K in keyof F & string as F[K] extends PerLanguageField ? `${K}${LanguageSuffix}` : K
  ]: F[K] extends OrderField
    ? OrderColumn
    : F[K] extends VisibilityField
      ? VisibleColumn
      : F[K] extends PublicationField
        ? TimeColumn
        : TextColumn;
};

const columnOfStorage = { order: orderColumn, visible: visibleColumn, time: timeColumn, text: textColumn };

function columnsFor<F extends Fields>(fields: F, list: LanguageList): ColumnsOf<F> {
  const columns: Record<string, TextColumn | OrderColumn | VisibleColumn | TimeColumn> = {};
  for (const [name, field] of Object.entries(fields)) {
    for (const column of columnNames(name, field, list))
      columns[column] = columnOfStorage[kindOf(field).storage]();
  }
  return columns as ColumnsOf<F>;
}

/**
 * A column a type's capabilities add (its display order, its "shown on the site" switch), found by
 * name while its table is built: the fields are known only then, so the types cannot name it.
 */
function addedColumn(columns: object, name: string): AnySQLiteColumn {
  const column: unknown = Object.hasOwn(columns, name) ? Reflect.get(columns, name) : undefined;
  if (!is(column, SQLiteColumn)) throw new Error(`A table on the public pages lacks its ${name} column`);
  return column;
}

/** The column a type's records are named by in its first language (a list ordered by title sorts on it). */
function labelColumn(columns: object, type: ContentType): AnySQLiteColumn {
  const name = columnNames(type.labelField, type.fields[type.labelField]!)[0]!;
  const column: unknown = Object.hasOwn(columns, name) ? Reflect.get(columns, name) : undefined;
  if (!is(column, SQLiteColumn)) throw new Error(`${type.key} lacks its label column ${name}`);
  return column;
}

/** A content type's table; `list` is the languages its translated fields have a column for. */
export function tableFor<
  F extends Fields,
  N extends string,
  X extends Record<string, TextColumn> = Record<never, TextColumn>,
>(
  type: ContentType<F> & { key: N },
  list: LanguageList = languageList,
  /** Columns the server fills, that no form edits (a message's sources). */
  extra: X = {} as X,
) {
  return sqliteTable(
    type.key,
    {
      // 16 random URL-safe characters, made on the server (see ids.server.ts).
      id: text().primaryKey(),
      ...columnsFor(type.fields, list),
      ...extra,
      // Creation time, set by the server and never changed; lists sort on it.
      date: integer({ mode: "timestamp_ms" }).notNull(),
      // The last save of the record (null: unchanged since created, or stored before this column):
      // what the sitemap gives search engines as the page's lastmod.
      updatedAt: integer({ mode: "timestamp_ms" }),
    },
    (table) => [
      // Lists sort newest first with the id as tie-break; paging counts rows in this index alone.
      index(`${type.key}_date_id_idx`).on(table.date, table.id),
      // An address is one record's (field-kinds.ts, AddressField): the form says so first, this makes sure.
      ...Object.entries(type.fields).flatMap(([name, field]) =>
        kindOf(field).unique ? [uniqueIndex(`${type.key}_${name}_unique`).on(addedColumn(table, name))] : [],
      ),
      // The library's items are found by their file: the picture a record shows (app/db/library.server.ts).
      ...(type.library ? [index(`${type.key}_image_idx`).on(addedColumn(table, "image"))] : []),
      // Types with a display order sort on it, then newest first (see records.server.ts):
      // the admin over every record, the public pages over the shown ones only.
      ...(isCurated(type)
        ? [
            index(`${type.key}_order_idx`).on(
              addedColumn(table, "displayOrder"),
              sql`${table.date} desc`,
              sql`${table.id} desc`,
            ),
            // Its last column answers "is its time come?" from the index alone: a deep page of a
            // public list counts the rows it skips without reading them (records.server.ts's pageOf).
            index(`${type.key}_visible_order_idx`).on(
              addedColumn(table, "visible"),
              addedColumn(table, "displayOrder"),
              sql`${table.date} desc`,
              sql`${table.id} desc`,
              addedColumn(table, "publishAt"),
            ),
            // The publishing clock's question: the next time a scheduled record appears.
            index(`${type.key}_visible_publish_idx`).on(
              addedColumn(table, "visible"),
              addedColumn(table, "publishAt"),
            ),
            // Lists newest first by publication (news): the same expression as records.server.ts's.
            ...(type.publicOrder === "newest"
              ? [
                  index(`${type.key}_visible_published_idx`).on(
                    addedColumn(table, "visible"),
                    // coalesce(publishAt, date), without the comma drizzle-kit splits an expression at.
                    sql`(CASE WHEN ${addedColumn(table, "publishAt")} IS NULL THEN ${table.date} ELSE ${addedColumn(table, "publishAt")} END) desc`,
                    sql`${table.id} desc`,
                    addedColumn(table, "publishAt"),
                  ),
                ]
              : []),
            ...(type.publicOrder === "title"
              ? [
                  index(`${type.key}_visible_title_idx`).on(
                    addedColumn(table, "visible"),
                    sql`${labelColumn(table, type)} COLLATE NOCASE`,
                    sql`${table.date} desc`,
                    sql`${table.id} desc`,
                    addedColumn(table, "publishAt"),
                  ),
                ]
              : []),
          ]
        : []),
    ],
  );
}

/**
 * The table of a single-record type (the company facts, a page's texts): one
 * row (id 1) with a column per field, as a list's table has.
 */
export function singleTableFor<F extends Fields, N extends string>(
  type: SingleType<F> & { key: N },
  list: LanguageList = languageList,
) {
  return sqliteTable(type.key, {
    id: integer().primaryKey(),
    ...columnsFor(type.fields, list),
    // The last save (null: the texts a fresh install starts with).
    updatedAt: integer({ mode: "timestamp_ms" }),
  });
}

/** The single record's row id. */
export const SINGLE_ROW = 1;

export const companyFacts = singleTableFor(singleTypes.companyFacts);
export const homePage = singleTableFor(singleTypes.homePage);
export const aboutPage = singleTableFor(singleTypes.aboutPage);
export const solutionsPage = singleTableFor(singleTypes.solutionsPage);
export const newsPage = singleTableFor(singleTypes.newsPage);
export const teamPage = singleTableFor(singleTypes.teamPage);
export const privacyPage = singleTableFor(singleTypes.privacyPage);

/** Tables by single-record type name. */
export const singleTables = {
  companyFacts,
  homePage,
  aboutPage,
  solutionsPage,
  newsPage,
  teamPage,
  privacyPage,
} as const satisfies Record<SingleTypeName, unknown>;

export const clients = tableFor(contentTypes.clients);
export const products = tableFor(contentTypes.products);
export const jumbotrons = tableFor(contentTypes.jumbotrons);
export const infoAreas = tableFor(contentTypes.infoAreas);
export const services = tableFor(contentTypes.services);
export const teamMembers = tableFor(contentTypes.teamMembers);
/**
 * Where a visitor message came from (docs/decisions/050-message-sources.md): the page it was sent from,
 * the first page of that visit, the other site that linked to it (its host alone) and the visit's
 * utm_source, utm_medium and utm_campaign; "" when unknown. Written by the server from the form's hidden
 * fields (the page's script keeps the visit in the tab's sessionStorage) or the post's Referer.
 */
const messageSourceColumns = {
  sentFrom: textColumn(),
  landingPage: textColumn(),
  referrer: textColumn(),
  utmSource: textColumn(),
  utmMedium: textColumn(),
  utmCampaign: textColumn(),
};
export const messages = tableFor(contentTypes.messages, languageList, messageSourceColumns);
/** The columns of `messages` no form has: where each came from. */
export const MESSAGE_SOURCE_COLUMNS = Object.keys(messageSourceColumns);
export const pages = tableFor(contentTypes.pages);
export const headerMenu = tableFor(contentTypes.headerMenu);
export const footerMenu = tableFor(contentTypes.footerMenu);
export const news = tableFor(contentTypes.news);
export const media = tableFor(contentTypes.media);

/**
 * Tables by content-type name, for code that works on any type. A type added to the registry is named
 * here by the typecheck: give it its table above (`tableFor`), then `npm run db:generate`.
 */
export const tables = {
  clients,
  products,
  jumbotrons,
  infoAreas,
  services,
  teamMembers,
  pages,
  messages,
  headerMenu,
  footerMenu,
  news,
  media,
} as const satisfies Record<ContentTypeName, unknown>;

export type Client = typeof clients.$inferSelect;
export type Product = typeof products.$inferSelect;
export type Jumbotron = typeof jumbotrons.$inferSelect;
export type InfoArea = typeof infoAreas.$inferSelect;
export type Service = typeof services.$inferSelect;
export type TeamMember = typeof teamMembers.$inferSelect;
export type Message = typeof messages.$inferSelect;

/**
 * Addresses records had before staff changed them (`/careers` → `/jobs`): each answers with a 301 to
 * the record's address today while the record is shown (app/db/addresses.server.ts). `path` is the
 * whole path with its type's prefix (`/careers`, `/news/old-name`); a record that takes one as its own
 * address removes it here.
 */
export const oldAddresses = sqliteTable(
  "old_addresses",
  {
    path: text().primaryKey(),
    type: text().notNull(),
    recordId: text("record_id").notNull(),
    /** When the record left it. */
    leftAt: integer("left_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [index("old_addresses_record_idx").on(table.type, table.recordId)],
);

/** Staff who sign in to the back office. Emails are stored lower-cased. */
export const staffAccounts = sqliteTable(
  "staff_accounts",
  {
    id: text().primaryKey(),
    email: text().notNull(),
    /** scrypt with a per-account salt; see app/admin/password.server.ts. */
    passwordHash: text().notNull(),
    date: integer({ mode: "timestamp_ms" }).notNull(),
    /** Set by each successful sign-in; null until the first. */
    lastSignInAt: integer("last_sign_in_at", { mode: "timestamp_ms" }),
    /** What the account may do (app/admin/roles.ts); accounts from before roles were Owners in all but name. */
    role: text({ enum: roles }).notNull().default("owner"),
    /** The language the account last signed in with: its alerts and e-mails are written in it. */
    language: text(),
    /** The app-code (TOTP) secret in base32, set once its first code was typed; null without app codes. */
    totpSecret: text("totp_secret"),
  },
  (table) => [uniqueIndex("staff_accounts_email_unique").on(sql`lower(${table.email})`)],
);

/**
 * Server-side sessions: the cookie only carries the signed, random session id,
 * and `id` here is that id's SHA-256 (sessionKey in app/admin/session.server.ts):
 * the database alone opens no session.
 * `staffId` (also inside `data`) lets a password reset end every session of an account.
 */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text().primaryKey(),
    data: text().notNull(),
    expires: integer({ mode: "timestamp_ms" }),
    staffId: text("staff_id"),
    /** When the session began: it ends 30 days after, however often it is used (idle expiry aside). */
    createdAt: integer("created_at"),
    /** When it was last used, to the minute, and from which browser family ("Firefox on Android"); never an address. */
    lastSeenAt: integer("last_seen_at"),
    browser: text(),
  },
  (table) => [
    index("sessions_expires_idx").on(table.expires),
    index("sessions_staff_id_idx").on(table.staffId),
  ],
);

/**
 * Attempts counted by the rate limits (sign-in failures, contact messages):
 * in SQLite, so a restart forgets nothing and every process on the box shares
 * them. Old rows are purged (see app/lib/rate-limit.server.ts).
 */
export const rateLimitEvents = sqliteTable(
  "rate_limit_events",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    key: text().notNull(),
    at: integer().notNull(),
  },
  (table) => [
    index("rate_limit_events_key_at_idx").on(table.key, table.at),
    index("rate_limit_events_at_idx").on(table.at),
  ],
);

/** One row that /healthz rewrites to prove the database takes writes. */
export const healthProbe = sqliteTable("health_probe", {
  id: integer().primaryKey(),
  at: integer().notNull(),
});

/**
 * One row: a number that every write to what visitors see increases (SQLite
 * triggers on the public content tables, made from the content-type
 * descriptions at start, see app/db/content-version.server.ts). Rendered pages
 * are cached per version, so every process on the box agrees on what is stale.
 */
export const contentVersion = sqliteTable("content_version", {
  id: integer().primaryKey(),
  version: integer().notNull(),
});

/**
 * The mail queue (app/mail/notifications.server.ts): e-mails telling staff
 * about a new visitor message (`messageId`), queued in the same transaction
 * that stores the message, and password-reset links (`staffId`, `language`),
 * all sent after the response, with retries. `nextAttemptAt` also works as a
 * lease: a sender moves it forward before sending, so two processes never
 * send the same one at once. A reset's link is made when it is sent: the
 * queue never holds it. A row with `alert` tells an Owner of a change to the team. A row with neither id is the request for an address
 * without an account: the sender drops it (it makes both requests write alike).
 */
export const mailNotifications = sqliteTable(
  "mail_notifications",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    messageId: text("message_id").references(() => messages.id, { onDelete: "cascade" }),
    staffId: text("staff_id").references(() => staffAccounts.id, { onDelete: "cascade" }),
    /** The language of a password-reset mail (the page it was asked for in) or of an Owner's alert. */
    language: text(),
    /**
     * An alert to an Owner (`staffId`) about a change to the team (app/mail/owner-alerts.server.ts):
     * JSON of what happened, to whom and by whom; null for the other kinds.
     */
    alert: text(),
    /** A reply staff wrote to a visitor (message_replies): its status is written back to that row. */
    replyId: integer("reply_id").references(() => messageReplies.id, { onDelete: "cascade" }),
    /** pending: not sent yet (maybe retrying); sent; failed: given up after MAX_ATTEMPTS. */
    status: text({ enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer().notNull().default(0),
    nextAttemptAt: integer("next_attempt_at").notNull(),
    lastError: text("last_error"),
    createdAt: integer("created_at").notNull(),
    sentAt: integer("sent_at"),
  },
  (table) => [
    index("mail_notifications_due_idx").on(table.status, table.nextAttemptAt),
    index("mail_notifications_message_idx").on(table.messageId),
    index("mail_notifications_reply_idx").on(table.replyId),
  ],
);

export type MailNotification = typeof mailNotifications.$inferSelect;

/**
 * Which visitor messages staff have opened: a row per read message (a
 * message without one is unread; "mark as unread" deletes the row). Kept
 * beside the messages, not in them, because reading is not part of what the
 * visitor sent.
 */
export const messageReads = sqliteTable("message_reads", {
  messageId: text("message_id")
    .primaryKey()
    .references(() => messages.id, { onDelete: "cascade" }),
  readAt: integer("read_at", { mode: "timestamp_ms" }).notNull(),
});

export type StaffAccount = typeof staffAccounts.$inferSelect;

/**
 * Where a visitor message stands: Replied or Closed (a message without a row is New, waiting for an
 * answer). Beside the messages, like their reading, because it is not what the visitor sent; a reply
 * sets Replied, staff set any state by hand.
 */
export const messageStates = sqliteTable(
  "message_states",
  {
    messageId: text("message_id")
      .primaryKey()
      .references(() => messages.id, { onDelete: "cascade" }),
    state: text({ enum: ["replied", "closed"] }).notNull(),
    changedAt: integer("changed_at", { mode: "timestamp_ms" }).notNull(),
    /** Who set it (the account's email then), or who replied. */
    changedBy: text("changed_by").notNull(),
  },
  // The count of a Replied or Closed filter, read along it (app/db/inbox.server.ts).
  (table) => [index("message_states_state_idx").on(table.state)],
);

/**
 * Replies staff sent to a visitor from the message page, each e-mailed through the mail queue (a row of
 * mail_notifications with `replyId`). `status` is the mail's: sending (queued or retrying), sent or
 * failed (`error` says why: the mail server's words, or "trashed" when the message went to the trash
 * before it could be sent). `formKey` is the form's own random key: sending the same form twice (a
 * double click, the back button) queues one reply.
 */
export const messageReplies = sqliteTable(
  "message_replies",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    messageId: text("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    formKey: text("form_key").notNull(),
    /** The recipient then (the visitor's address). */
    toAddress: text("to_address").notNull(),
    subject: text().notNull(),
    /** What staff wrote, in the rich-text subset (sent as plain text and as HTML). */
    body: text().notNull(),
    /** The language of the mail's own words (the quoted message's line). */
    language: text().notNull(),
    staffId: text("staff_id"),
    /** Who wrote it (the account's email then). */
    staffEmail: text("staff_email").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    status: text({ enum: ["sending", "sent", "failed"] })
      .notNull()
      .default("sending"),
    attempts: integer().notNull().default(0),
    error: text(),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
  },
  (table) => [
    index("message_replies_message_idx").on(table.messageId, table.id),
    uniqueIndex("message_replies_form_key_unique").on(table.formKey),
  ],
);

export type MessageReply = typeof messageReplies.$inferSelect;

/** Notes staff leave each other on a message: never sent to the visitor. */
export const messageNotes = sqliteTable(
  "message_notes",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    messageId: text("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    body: text().notNull(),
    staffEmail: text("staff_email").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [index("message_notes_message_idx").on(table.messageId, table.id)],
);

export type MessageNote = typeof messageNotes.$inferSelect;

/**
 * Who did what in the back office (app/admin/activity.server.ts). No foreign
 * key to staff_accounts: the email is copied into each row, so entries of a
 * removed account stay readable. `changedFields` is a JSON array of field
 * names, never their values. Rows older than 12 months are purged.
 */
export const activityLog = sqliteTable(
  "activity_log",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    at: integer({ mode: "timestamp_ms" }).notNull(),
    accountId: text("account_id"),
    /** The account's email then; for a failed sign-in the address that was typed. */
    accountEmail: text("account_email").notNull(),
    action: text().notNull(),
    subjectType: text("subject_type"),
    subjectId: text("subject_id"),
    label: text(),
    changedFields: text("changed_fields"),
  },
  (table) => [
    index("activity_log_at_idx").on(table.at, table.id),
    index("activity_log_account_idx").on(table.accountEmail, table.at),
    index("activity_log_action_idx").on(table.action, table.at),
  ],
);

export type ActivityRow = typeof activityLog.$inferSelect;

/**
 * Browsers an account signed in from (app/admin/known-device.server.ts): their sign-ins skip the
 * per-account limit. The cookie carries a random token; `key` is its SHA-256, so a copy of the
 * database makes no cookie. `passwordProof` ties the row to the password it signed in with: after a
 * change it proves nothing.
 */
export const knownDevices = sqliteTable(
  "known_devices",
  {
    key: text().primaryKey(),
    staffId: text("staff_id")
      .notNull()
      .references(() => staffAccounts.id, { onDelete: "cascade" }),
    passwordProof: text("password_proof").notNull(),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
  },
  (table) => [index("known_devices_staff_idx").on(table.staffId)],
);

/**
 * Password-reset links sent by e-mail (app/admin/password-reset.server.ts): `key` is the SHA-256 of
 * the link's token (the token itself is only ever in the mail). Single use: `usedAt` is set by the
 * reset, and a reset of the account ends every other link.
 */
export const passwordResets = sqliteTable(
  "password_resets",
  {
    key: text().primaryKey(),
    staffId: text("staff_id")
      .notNull()
      .references(() => staffAccounts.id, { onDelete: "cascade" }),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
  },
  (table) => [index("password_resets_staff_idx").on(table.staffId)],
);

/**
 * Single-use recovery codes of an account's second factor (app/admin/second-factor.server.ts): ten,
 * shown once; `codeHash` is the SHA-256 of the code (80 random bits, so no salt or stretching is
 * needed). A used code keeps its row with `usedAt`, so the page can say how many are left.
 */
export const recoveryCodes = sqliteTable(
  "recovery_codes",
  {
    codeHash: text("code_hash").primaryKey(),
    staffId: text("staff_id")
      .notNull()
      .references(() => staffAccounts.id, { onDelete: "cascade" }),
    createdAt: integer("created_at").notNull(),
    usedAt: integer("used_at"),
  },
  (table) => [index("recovery_codes_staff_idx").on(table.staffId)],
);

/** Passkeys (WebAuthn credentials) of an account, as @simplewebauthn/server registers and checks them. */
export const passkeys = sqliteTable(
  "passkeys",
  {
    /** The credential's id, base64url, as the browser names it. */
    id: text().primaryKey(),
    staffId: text("staff_id")
      .notNull()
      .references(() => staffAccounts.id, { onDelete: "cascade" }),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    counter: integer().notNull().default(0),
    /** JSON array of the transports the browser reported ("internal", "usb", …). */
    transports: text(),
    /** What the person called it ("Office laptop"). */
    name: text().notNull(),
    createdAt: integer("created_at").notNull(),
    lastUsedAt: integer("last_used_at"),
  },
  (table) => [index("passkeys_staff_idx").on(table.staffId)],
);

/** Back-office settings that are not the company's facts: `requireSecondFactor` ("1" or absent). */
export const backOfficeSettings = sqliteTable("back_office_settings", {
  key: text().primaryKey(),
  value: text().notNull(),
});

/**
 * Deleted records and visitor messages, for TRASH_DAYS (docs/decisions/025-trash-versions-preview.md):
 * one table for every content type, the row kept whole as JSON under its type's name and id, so a
 * restore puts back exactly what was there (its image, place and visibility). Written only by
 * app/db/trash.server.ts.
 */
export const trash = sqliteTable(
  "trash",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    /** The content type's name in content-types.ts ("services", "messages", …). */
    type: text().notNull(),
    recordId: text("record_id").notNull(),
    /** What named the record when it was deleted (its English title, a message's subject). */
    label: text(),
    /** The row as it was, every column, dates in milliseconds (JSON). */
    data: text().notNull(),
    /** What was kept beside the row (a message's reading time), as JSON; null for nothing. */
    related: text(),
    /** When the record was created: a message's retention counts from it, in the trash too. */
    recordDate: integer("record_date", { mode: "timestamp_ms" }).notNull(),
    deletedAt: integer("deleted_at", { mode: "timestamp_ms" }).notNull(),
    /** Who deleted it (the account's email then). */
    deletedBy: text("deleted_by").notNull(),
  },
  (table) => [
    index("trash_deleted_at_idx").on(table.deletedAt, table.id),
    index("trash_type_deleted_at_idx").on(table.type, table.deletedAt, table.id),
    index("trash_record_idx").on(table.type, table.recordId),
  ],
);

export type TrashRow = typeof trash.$inferSelect;

/**
 * Every save of a record or a single record (the company facts), as the values it stored: the
 * newest is what is there now, the ones before it what "Restore this version" brings back. Kept
 * at least the last 20 per record or 12 months, whichever is more (app/db/versions.server.ts).
 */
export const recordVersions = sqliteTable(
  "record_versions",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    /** A content type's or a single-record type's name ("products", "companyFacts"). */
    type: text().notNull(),
    /** The record's id; a single record's row number ("1"). */
    recordId: text("record_id").notNull(),
    /** The values the save stored: every column the form edits (JSON). */
    data: text().notNull(),
    /** The columns this save changed (a JSON array); null for what was there when the history began. */
    changedFields: text("changed_fields"),
    savedAt: integer("saved_at", { mode: "timestamp_ms" }).notNull(),
    /** Who saved (the account's email then); null for what was there when the history began. */
    savedBy: text("saved_by"),
    /** The version this save brought back, when it was a "Restore this version". */
    restoredFrom: integer("restored_from"),
  },
  (table) => [index("record_versions_record_idx").on(table.type, table.recordId, table.id)],
);

export type VersionRow = typeof recordVersions.$inferSelect;

/**
 * Page views, one row each (docs/decisions/049-visitor-statistics.md): the page, its language, the other
 * site that linked to it (host only), the visit's campaign, phone or computer, and whether it was the
 * visitor's first view of the day; its hour, not its moment. No address, browser string or identifier:
 * a visitor is told apart only in memory, for one day. Kept VISIT_DETAIL_DAYS, then only the day's totals.
 */
export const visits = sqliteTable(
  "visits",
  {
    id: integer().primaryKey(),
    /** The hour of the view, in milliseconds. */
    hour: integer().notNull(),
    /** The company's calendar day (YYYY-MM-DD). */
    day: text().notNull(),
    page: text().notNull(),
    language: text().notNull(),
    referrer: text().notNull(),
    utmSource: text("utm_source").notNull(),
    utmMedium: text("utm_medium").notNull(),
    utmCampaign: text("utm_campaign").notNull(),
    /** "phone" or "computer". */
    device: text().notNull(),
    /** 1 for the visitor's first view that day. */
    newVisitor: integer("new_visitor").notNull(),
  },
  (table) => [index("visits_day_idx").on(table.day)],
);

/**
 * Each day's views and unique visitors, overall (`dimension` "all") and per page, language, referring
 * site, campaign source, medium and name, and device: what the statistics page reads, kept up to date
 * with every batch of views (app/db/visits.server.ts).
 */
export const visitTotals = sqliteTable(
  "visit_totals",
  {
    day: text().notNull(),
    dimension: text().notNull(),
    value: text().notNull(),
    views: integer().notNull().default(0),
    visitors: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.dimension, table.day, table.value] })],
);
