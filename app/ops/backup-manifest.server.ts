import { z } from "zod";
import { STORED_IMAGE_NAME } from "~/content/stored-image";
import { sign, signatureMatches, type BackupKey } from "./backup-key.server";

/**
 * A backup's `manifest.json`: what the backup holds (rows per table, the database file and every
 * image with its size and SHA-256), signed with the backup key (an HMAC over all of it), so that
 * neither a file nor the manifest can be changed without restore noticing.
 */
export type Manifest = {
  /** 2: signed, with the database's checksum. Backups before that had neither and are refused. */
  format: 2;
  createdAt: string;
  counts: Record<string, number>;
  database: FileEntry;
  files: FileEntry[];
  /** Images a record points to that were already gone from the uploads folder. */
  missing: string[];
  /** The fingerprint of the key that signed it (which key a restore needs). */
  key: string;
  /** HMAC-SHA256 with the backup key of everything above (`signedText`), hexadecimal. */
  signature: string;
};

export type FileEntry = { name: string; bytes: number; sha256: string };
export type UnsignedManifest = Omit<Manifest, "signature" | "key">;

const fileEntry = (name: z.ZodString) =>
  z
    .object({ name, bytes: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) })
    .strict();

const manifestSchema = z
  .object({
    format: z.literal(2),
    createdAt: z.string(),
    counts: z.record(z.string().regex(/^[a-z_]+$/), z.number().int().nonnegative()),
    database: fileEntry(z.string().regex(/^site\.db$/)),
    // Only names we make: "../server.mjs" in a changed manifest is refused, never written.
    files: z.array(fileEntry(z.string().regex(STORED_IMAGE_NAME))),
    missing: z.array(z.string()),
    key: z.string().regex(/^[0-9a-f]{16}$/),
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  })
  .strict();

/**
 * The exact text the signature covers: every field but the signature, in a fixed order (the
 * manifest file's own spacing and key order do not matter).
 */
function signedText(manifest: Omit<Manifest, "signature">): string {
  const counts = Object.keys(manifest.counts)
    .sort()
    .map((table) => [table, manifest.counts[table]]);
  const file = ({ name, bytes, sha256 }: FileEntry) => [name, bytes, sha256];
  return JSON.stringify([
    "zagros-site backup",
    manifest.format,
    manifest.createdAt,
    counts,
    file(manifest.database),
    manifest.files.map(file),
    manifest.missing,
    manifest.key,
  ]);
}

export function signManifest(unsigned: UnsignedManifest, key: BackupKey): Manifest {
  const withKey = { ...unsigned, key: key.fingerprint };
  return { ...withKey, signature: sign(key, signedText(withKey)) };
}

export function signatureIsValid(manifest: Manifest, key: BackupKey): boolean {
  return signatureMatches(key, signedText(manifest), manifest.signature);
}

export type ManifestReading =
  | { ok: true; manifest: Manifest }
  | { ok: false; problem: "unreadable" | "unsigned" | "malformed"; detail?: string };

/** The manifest in `text`, or what is wrong with it. */
export function parseManifest(text: string): ManifestReading {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, problem: "unreadable" };
  }
  const parsed = manifestSchema.safeParse(json);
  if (parsed.success) return { ok: true, manifest: parsed.data as Manifest };
  // A manifest from before backups were signed: the same shape without format, database and signature.
  const old = typeof json === "object" && json !== null && !("format" in json) && "files" in json;
  if (old) return { ok: false, problem: "unsigned" };
  const detail = parsed.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join(".") || "(the whole file)"}: ${issue.message}`)
    .join("; ");
  return { ok: false, problem: "malformed", detail };
}
