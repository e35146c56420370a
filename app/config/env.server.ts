import ipaddr from "ipaddr.js";
import proxyAddr from "proxy-addr";
import { z } from "zod";
import { fromAppDir } from "./app-dir.server";
import { parseReplicaUrl, type ReplicaTarget } from "./replica.server";
import {
  BUCKET_MESSAGE,
  bucketUrl,
  ENDPOINT_MESSAGE,
  isBucketName,
  parseEndpoint,
  parsePublicUrl,
  PUBLIC_URL_MESSAGE,
  S3_VARIABLES,
  type UploadStorage,
} from "./upload-storage.server";

/** Unset and empty variables both mean "use the default". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema);

const PORT_MESSAGE = "PORT must be a whole number from 1 to 65535 (or 0 for any free port)";

/**
 * What Express's `trust proxy` gets. Express itself reads a bare string as an
 * address list, so "1" would mean the IP 0.0.0.1 and "true" crashes at start:
 * the value is parsed here into a hop count, `true` or a list of addresses.
 */
export type TrustProxy = false | true | number | string[];

const TRUST_PROXY_MESSAGE =
  "TRUST_PROXY must be a number of proxy hops (e.g. 1), true, false, or a comma-separated list of " +
  "addresses, subnets (10.0.0.0/8) or the words loopback, linklocal, uniquelocal";

const TRUST_KEYWORDS = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * A keyword, or an address (with an optional /prefix or /mask) written in full: four decimal parts
 * or IPv6. proxy-addr also takes "1" for 0.0.0.1, so "1,2" (two hop counts?) would trust two
 * addresses nobody has, silently.
 */
function isAddressNotation(entry: string): boolean {
  if (TRUST_KEYWORDS.has(entry)) return true;
  const address = entry.split("/")[0]!;
  return address.includes(":") || ipaddr.IPv4.isValidFourPartDecimal(address);
}

export function parseTrustProxy(value: string): TrustProxy | undefined {
  const text = value.trim();
  if (/^(true|false)$/i.test(text)) return text.toLowerCase() === "true";
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(",").map((entry) => entry.trim());
  if (entries.some((entry) => entry === "" || !isAddressNotation(entry))) return undefined;
  try {
    proxyAddr.compile(entries); // throws on anything that is not an address, subnet or keyword
  } catch {
    return undefined;
  }
  return entries;
}

const trustProxySchema = z.string().transform((value, context): TrustProxy => {
  const parsed = parseTrustProxy(value);
  if (parsed === undefined) {
    context.addIssue({ code: "custom", message: `${TRUST_PROXY_MESSAGE}; got "${value}"` });
    return z.NEVER;
  }
  return parsed;
});

const SITE_URL_MESSAGE =
  "SITE_URL must be the site's public address with http:// or https:// and no path, e.g. https://zagrostech.iq";

/** The site's public origin (`https://example.com`), from SITE_URL. */
const siteUrlSchema = z.string().transform((value, context) => {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    context.addIssue({ code: "custom", message: SITE_URL_MESSAGE });
    return z.NEVER;
  }
  if (
    !["http:", "https:"].includes(url.protocol) ||
    url.hostname === "" ||
    url.username ||
    url.password ||
    url.search ||
    url.hash ||
    url.pathname !== "/"
  ) {
    context.addIssue({ code: "custom", message: SITE_URL_MESSAGE });
    return z.NEVER;
  }
  return url.origin;
});

const SMTP_URL_MESSAGE =
  "SMTP_URL must be an smtp:// or smtps:// address, e.g. smtp://user:password@mail.example.com:587";

const smtpUrlSchema = z.string().refine((value) => {
  try {
    const url = new URL(value.trim());
    return ["smtp:", "smtps:"].includes(url.protocol) && url.hostname !== "";
  } catch {
    return false;
  }
}, SMTP_URL_MESSAGE);

/** One address or several separated by commas; plain addresses, no display names. */
const EMAIL_LIST_PATTERN =
  /^\s*[^\s@,<>"]+@[^\s@,<>"]+\.[^\s@,<>"]+\s*(,\s*[^\s@,<>"]+@[^\s@,<>"]+\.[^\s@,<>"]+\s*)*$/;
const emailListSchema = (name: string) =>
  z
    .string()
    .regex(EMAIL_LIST_PATTERN, `${name} must be an e-mail address (or several, separated by commas)`)
    .transform((value) => value.split(",").map((address) => address.trim()));

const positiveNumber = (name: string, fallback: number) =>
  optional(
    z.coerce
      .number({ error: `${name} must be a positive number` })
      .positive(`${name} must be a positive number`)
      .default(fallback),
  );

const RETENTION_MESSAGE = "MESSAGE_RETENTION_MONTHS must be a whole number of months from 1 to 1200";
const TRASH_DAYS_MESSAGE = "TRASH_DAYS must be a whole number of days from 1 to 3650";

/** LITESTREAM_REPLICA_URL: where the database's WAL is streamed (docs/decisions/026-continuous-replication.md). */
const replicaUrlSchema = z.string().transform((value, context): ReplicaTarget => {
  const parsed = parseReplicaUrl(value);
  if ("problem" in parsed) {
    context.addIssue({ code: "custom", message: `LITESTREAM_REPLICA_URL ${parsed.problem}` });
    return z.NEVER;
  }
  return parsed;
});

const envSchema = z.object({
  NODE_ENV: optional(z.enum(["development", "production", "test"]).default("development")),
  PORT: optional(
    z.coerce
      .number({ error: PORT_MESSAGE })
      .int(PORT_MESSAGE)
      .min(0, PORT_MESSAGE)
      .max(65535, PORT_MESSAGE)
      .default(3000),
  ),
  HOST: optional(z.string().optional()),
  /** Express "trust proxy": how many proxies (or which addresses) stand in front of the site. */
  TRUST_PROXY: optional(trustProxySchema.optional()),
  /** The public origin used for every absolute URL; also decides whether cookies are Secure. */
  SITE_URL: optional(siteUrlSchema.optional()),
  /** Files and folders: a relative path is taken from the site's folder, whatever the working directory. */
  DATABASE_PATH: optional(z.string().default("data/site.db").transform(fromAppDir)),
  UPLOADS_DIR: optional(z.string().default("uploads").transform(fromAppDir)),
  SESSION_SECRET: optional(
    z.string().min(32, "SESSION_SECRET must be at least 32 characters long").optional(),
  ),
  /** A file holding the session secret, created with a random one if missing. */
  SESSION_SECRET_FILE: optional(z.string().transform(fromAppDir).optional()),
  /** The key that signs backups' manifests; the data folder's `backup-key` when unset (made by the first backup). */
  BACKUP_KEY_FILE: optional(z.string().transform(fromAppDir).optional()),
  /** /healthz reports the disk as nearly full below this much free space. */
  MIN_FREE_DISK_MB: positiveNumber("MIN_FREE_DISK_MB", 100),
  /** On SIGTERM, in-flight requests get this long to finish before connections are closed. */
  SHUTDOWN_TIMEOUT_SECONDS: positiveNumber("SHUTDOWN_TIMEOUT_SECONDS", 10),
  /** How long a shared cache (a CDN, a caching proxy) may serve a public page before it asks again. */
  SHARED_CACHE_SECONDS: optional(
    z.coerce
      .number({ error: "SHARED_CACHE_SECONDS must be a whole number of seconds" })
      .int("SHARED_CACHE_SECONDS must be a whole number of seconds")
      .min(0, "SHARED_CACHE_SECONDS must be a whole number of seconds")
      .default(60),
  ),
  /** Where new visitor messages are e-mailed from: both SMTP_URL and NOTIFY_EMAIL, or neither. */
  SMTP_URL: optional(smtpUrlSchema.optional()),
  /** Who is told about each new visitor message. */
  NOTIFY_EMAIL: optional(emailListSchema("NOTIFY_EMAIL").optional()),
  /** The notification's sender; the first NOTIFY_EMAIL when unset. */
  MAIL_FROM: optional(emailListSchema("MAIL_FROM").optional()),
  /** The first retry of an unsent notification waits this long; each next one twice as long (at most an hour). */
  MAIL_RETRY_SECONDS: positiveNumber("MAIL_RETRY_SECONDS", 30),
  /** Visitor messages older than this many months are deleted (at start and daily); the privacy page says so. */
  MESSAGE_RETENTION_MONTHS: optional(
    z.coerce
      .number({ error: RETENTION_MESSAGE })
      .int(RETENTION_MESSAGE)
      .min(1, RETENTION_MESSAGE)
      .max(1200, RETENTION_MESSAGE)
      .default(24),
  ),
  /** Deleted records and messages stay in the trash this long, then are deleted for ever (at start and daily). */
  TRASH_DAYS: optional(
    z.coerce
      .number({ error: TRASH_DAYS_MESSAGE })
      .int(TRASH_DAYS_MESSAGE)
      .min(1, TRASH_DAYS_MESSAGE)
      .max(3650, TRASH_DAYS_MESSAGE)
      .default(30),
  ),
  /** Memory for rendered public pages (production only); 0 turns the page cache off. */
  PAGE_CACHE_MB: optional(
    z.coerce
      .number({ error: "PAGE_CACHE_MB must be a number of megabytes (0 turns the page cache off)" })
      .min(0, "PAGE_CACHE_MB must be a number of megabytes (0 turns the page cache off)")
      .default(64),
  ),
  /**
   * A production build that renders `?pseudo=` pages (the browser tests' servers); never on a public
   * server. The development server always does (docs/decisions/034-pseudo-language.md).
   */
  PSEUDO_LANGUAGE: optional(
    z
      .enum(["0", "1"], { error: "PSEUDO_LANGUAGE must be 1 (on) or 0 (off)" })
      .default("0")
      .transform((value) => value === "1"),
  ),
  /** Page views counted for the statistics (docs/decisions/049-visitor-statistics.md): 1 on, 0 off. */
  VISIT_STATS: optional(
    z
      .enum(["0", "1"], { error: "VISIT_STATS must be 1 (count page views) or 0 (do not)" })
      .default("1")
      .transform((value) => value === "1"),
  ),
  /** Page views wait in memory this long, then are written together. */
  VISIT_FLUSH_MS: optional(
    z.coerce
      .number({ error: "VISIT_FLUSH_MS must be a whole number of milliseconds from 10 to 60000" })
      .int("VISIT_FLUSH_MS must be a whole number of milliseconds from 10 to 60000")
      .min(10, "VISIT_FLUSH_MS must be a whole number of milliseconds from 10 to 60000")
      .max(60000, "VISIT_FLUSH_MS must be a whole number of milliseconds from 10 to 60000")
      .default(1000),
  ),
  /**
   * The most page views one network address adds in a day; past it, its views are answered as counted
   * and not kept: a script on one machine cannot fill the disk with views.
   */
  VISIT_MAX_PER_ADDRESS: optional(
    z.coerce
      .number({ error: "VISIT_MAX_PER_ADDRESS must be a whole number of page views from 10 to 1000000" })
      .int("VISIT_MAX_PER_ADDRESS must be a whole number of page views from 10 to 1000000")
      .min(10, "VISIT_MAX_PER_ADDRESS must be a whole number of page views from 10 to 1000000")
      .max(1000000, "VISIT_MAX_PER_ADDRESS must be a whole number of page views from 10 to 1000000")
      .default(5000),
  ),
  /** Each page view's own row is kept this many days, then only its day's totals (at start and daily). */
  VISIT_DETAIL_DAYS: optional(
    z.coerce
      .number({ error: "VISIT_DETAIL_DAYS must be a whole number of days from 1 to 3650" })
      .int("VISIT_DETAIL_DAYS must be a whole number of days from 1 to 3650")
      .min(1, "VISIT_DETAIL_DAYS must be a whole number of days from 1 to 3650")
      .max(3650, "VISIT_DETAIL_DAYS must be a whole number of days from 1 to 3650")
      .default(30),
  ),
  /** Stream the database's WAL to this folder or bucket with Litestream; unset: no replication. */
  LITESTREAM_REPLICA_URL: optional(replicaUrlSchema.optional()),
  /** Seconds between Litestream's looks at the WAL, and between its copies to the replica. */
  LITESTREAM_SYNC_INTERVAL: optional(
    z.coerce
      .number({ error: "LITESTREAM_SYNC_INTERVAL must be a number of seconds from 0.05 to 3600" })
      .min(0.05, "LITESTREAM_SYNC_INTERVAL must be a number of seconds from 0.05 to 3600")
      .max(3600, "LITESTREAM_SYNC_INTERVAL must be a number of seconds from 0.05 to 3600")
      .default(1),
  ),
  /** A Litestream 0.3 binary of one's own, for a platform the npm package has none for. */
  LITESTREAM_PATH: optional(z.string().transform(fromAppDir).optional()),
  /** Uploads in this bucket on S3-compatible storage instead of UPLOADS_DIR (docs/decisions/027-upload-storage.md). */
  S3_BUCKET: optional(z.string().trim().refine(isBucketName, BUCKET_MESSAGE).optional()),
  /** The S3-compatible service's address; unset: Amazon S3. */
  S3_ENDPOINT: optional(
    z
      .string()
      .transform((value, context) => parseEndpoint(value) ?? (context.addIssue(ENDPOINT_MESSAGE), z.NEVER))
      .optional(),
  ),
  S3_REGION: optional(z.string().trim().optional()),
  /** Where browsers load uploaded images from (a CDN in front of the bucket); unset: the bucket's address. */
  UPLOADS_PUBLIC_URL: optional(
    z
      .string()
      .transform((value, context) => parsePublicUrl(value) ?? (context.addIssue(PUBLIC_URL_MESSAGE), z.NEVER))
      .optional(),
  ),
  /** The bucket's keys (Litestream's s3:// replica reads the same two). */
  AWS_ACCESS_KEY_ID: optional(z.string().optional()),
  AWS_SECRET_ACCESS_KEY: optional(z.string().optional()),
});

const checkedEnvSchema = envSchema.superRefine((settings, context) => {
  if (Boolean(settings.SMTP_URL) !== Boolean(settings.NOTIFY_EMAIL)) {
    context.addIssue({
      code: "custom",
      path: [settings.SMTP_URL ? "NOTIFY_EMAIL" : "SMTP_URL"],
      message:
        "e-mail notifications need both SMTP_URL (the mail server) and NOTIFY_EMAIL (who is told); set both or neither",
    });
  }
  if (!settings.S3_BUCKET) {
    const stray = S3_VARIABLES.find((name) => settings[name] !== undefined);
    if (stray) {
      context.addIssue({
        code: "custom",
        path: ["S3_BUCKET"],
        message: `${stray} is set but S3_BUCKET is not: set S3_BUCKET to keep uploads in a bucket, or remove ${stray}`,
      });
    }
    return;
  }
  if (!settings.S3_REGION) {
    context.addIssue({
      code: "custom",
      path: ["S3_REGION"],
      message: "uploads in a bucket (S3_BUCKET) need S3_REGION, the bucket's region (e.g. us-east-1)",
    });
  }
  if (Boolean(settings.AWS_ACCESS_KEY_ID) !== Boolean(settings.AWS_SECRET_ACCESS_KEY)) {
    context.addIssue({
      code: "custom",
      path: [settings.AWS_ACCESS_KEY_ID ? "AWS_SECRET_ACCESS_KEY" : "AWS_ACCESS_KEY_ID"],
      message:
        "uploads in a bucket (S3_BUCKET) need both AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or neither (a role of the machine)",
    });
  }
});

export type Env = z.infer<typeof envSchema>;

/** Where uploads are kept: the bucket when S3_BUCKET is set (checked by parseEnv), else the uploads folder. */
export function uploadStorage(settings: Env = env()): UploadStorage {
  if (!settings.S3_BUCKET) return { kind: "folder", folder: settings.UPLOADS_DIR };
  const region = settings.S3_REGION ?? "us-east-1";
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey } = settings;
  return {
    kind: "s3",
    bucket: settings.S3_BUCKET,
    region,
    endpoint: settings.S3_ENDPOINT,
    publicUrl: settings.UPLOADS_PUBLIC_URL ?? bucketUrl(settings.S3_BUCKET, region, settings.S3_ENDPOINT),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

export class EnvError extends Error {}

/** Reads and checks the environment; throws one clear message for every bad value. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = checkedEnvSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  - ${issue.path.join(".")}: ${issue.message}`);
  throw new EnvError(`Invalid environment configuration:\n${problems.join("\n")}`);
}

let cached: Env | undefined;
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}

/**
 * The origin of every absolute URL the site writes (hreflang, canonical,
 * share links): SITE_URL, else this machine on its port. Never the request's
 * Host header, which any client can set.
 */
export function siteOrigin(settings: Env = env()): string {
  return settings.SITE_URL ?? `http://localhost:${listeningPort ?? settings.PORT}`;
}

let listeningPort: number | undefined;
/** The port the server really listens on (PORT=0 picks a free one). */
export function setListeningPort(port: number): void {
  listeningPort = port;
}

/** True when SITE_URL says the site is served over HTTPS. */
export function siteIsHttps(settings: Env = env()): boolean {
  return settings.SITE_URL?.startsWith("https:") ?? false;
}
