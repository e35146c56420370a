import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "~/config/env.server";

/**
 * The key that signs a backup's manifest (docs/decisions/021-password-reset-and-backup-key.md). It is
 * never in a backup: whoever can change a backup cannot recompute its signature. It lives in
 * BACKUP_KEY_FILE, by default `backup-key` in the data folder beside the database; the first backup
 * makes it. A restore on a new machine is given a copy with --key-file.
 */
export type BackupKey = { file: string; secret: Buffer; fingerprint: string };

/** Where backups look for the key, and restore keeps the one it was given. */
export function backupKeyPath(): string {
  const settings = env();
  return (
    settings.BACKUP_KEY_FILE ?? path.join(path.dirname(path.resolve(settings.DATABASE_PATH)), "backup-key")
  );
}

export class BackupKeyError extends Error {}

/** A short name of a key that gives nothing of it away: the manifest says which key signed it. */
const fingerprintOf = (secret: Buffer) => createHash("sha256").update(secret).digest("hex").slice(0, 16);

/** The key in `file`, or undefined when there is none; a file that holds no key is an error that names it. */
export function readBackupKey(file: string): BackupKey | undefined {
  if (!existsSync(file)) return undefined;
  const text = readFileSync(file, "utf8").trim();
  if (!/^[0-9a-f]{64}$/.test(text)) {
    throw new BackupKeyError(
      `${file} is not a backup key (64 hexadecimal characters, as npm run backup makes).`,
    );
  }
  const secret = Buffer.from(text, "hex");
  return { file, secret, fingerprint: fingerprintOf(secret) };
}

/** The key backups sign with, made (32 random bytes, readable by its owner only) the first time. */
export function backupKeyForSigning(): { key: BackupKey; created: boolean } {
  const file = backupKeyPath();
  const existing = readBackupKey(file);
  if (existing) return { key: existing, created: false };
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${randomBytes(32).toString("hex")}\n`, { mode: 0o600, flag: "wx" });
  return { key: readBackupKey(file)!, created: true };
}

/** Keeps the key a restore was given where later backups look for it, unless a key is there already. */
export function keepBackupKey(key: BackupKey): string | undefined {
  const file = backupKeyPath();
  if (path.resolve(key.file) === path.resolve(file) || existsSync(file)) return undefined;
  mkdirSync(path.dirname(file), { recursive: true });
  copyFileSync(key.file, file);
  chmodSync(file, 0o600); // readable by its owner only, whatever the copy it came from allowed
  return file;
}

export const sign = (key: BackupKey, text: string) =>
  createHmac("sha256", key.secret).update(text).digest("hex");

/** Whether `signature` is this key's signature of `text` (compared in constant time). */
export function signatureMatches(key: BackupKey, text: string, signature: string): boolean {
  const expected = Buffer.from(sign(key, text), "hex");
  const given = Buffer.from(signature, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
