import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync, statfsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env, EnvError, uploadStorage } from "~/config/env.server";

/** The folder of the SQLite file (with its -wal, -shm and the session secret). */
export const dataDir = () => path.dirname(path.resolve(env().DATABASE_PATH));
export const uploadsDir = () => path.resolve(env().UPLOADS_DIR);

/**
 * Creates the folder if needed and writes (then removes) a small file in it. On a full disk the
 * file is created and the write fails: it is removed all the same, or every health check would
 * leave an empty `.write-check-*.tmp` behind.
 */
export function folderIsWritable(dir: string): true | NodeJS.ErrnoException {
  const probe = path.join(dir, `.write-check-${randomBytes(6).toString("hex")}.tmp`);
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(probe, "ok");
    return true;
  } catch (error) {
    return error as NodeJS.ErrnoException;
  } finally {
    try {
      rmSync(probe, { force: true });
    } catch {
      // A folder that refuses the removal refused the file too: nothing was left.
    }
  }
}

/**
 * At start: both folders must be writable, or the server says which one and
 * what to do (typically a bind mount owned by root while the site runs as
 * another user, as in the Docker image). With uploads in a bucket, only the data folder.
 */
export function requireWritableFolders(): void {
  const folders: [string, string][] = [["data folder (DATABASE_PATH)", dataDir()]];
  if (uploadStorage().kind === "folder") folders.push(["uploads folder (UPLOADS_DIR)", uploadsDir()]);
  for (const [label, dir] of folders) {
    const result = folderIsWritable(dir);
    if (result === true) continue;
    const uid = process.getuid?.();
    const gid = process.getgid?.();
    throw new EnvError(
      `The ${label} ${dir} is not writable by this process (user id ${uid ?? "?"}): ${result.code ?? result.message}.\n` +
        (uid !== undefined
          ? `Give that folder to user id ${uid}, for example: chown -R ${uid}:${gid} <the folder on the host>.`
          : "Make that folder writable for the user the site runs as."),
    );
  }
}

/** Free space for unprivileged writes in the folder's file system, in bytes. */
export function freeBytes(dir: string): number {
  const stats = statfsSync(dir);
  return stats.bavail * stats.bsize;
}
