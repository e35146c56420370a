import { createHash } from "node:crypto";
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach } from "vitest";
import type { Manifest } from "../../app/ops/backup.server";
import { runScript } from "../support/processes";
import { createStaff, signInCookie } from "../support/staff";
import { scaled } from "../support/timeouts";
import { startWriteLoad } from "../support/write-load";
import { STAFF, expect, test } from "./fixtures";

/**
 * `npm run backup` while the site serves writes, then `npm run restore` into
 * an empty folder and a new site started on it: the same records, the same
 * images, byte for byte.
 */
const sha256 = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");

let work: string | undefined;
const workFolder = () => (work = mkdtempSync(path.join(tmpdir(), "site-backup-test-")));
afterEach(() => {
  if (work) rmSync(work, { recursive: true, force: true });
  work = undefined;
});

// Writes for a while, a backup meanwhile, a restore without the key and one with it, a site on it:
// long on a busy two-core machine, hence a budget of its own.
test(
  "a backup taken under write load restores into a working site with the same content",
  { timeout: scaled(60_000) },
  async ({ startSite }) => {
    const folder = workFolder();
    const site = await startSite();
    await createStaff(site.databasePath, STAFF);
    const productIds = site.query<{ id: string }>("select id from products").map((row) => row.id);
    const load = startWriteLoad(site.base, await signInCookie(site.base, STAFF), productIds);
    await new Promise((resolve) => setTimeout(resolve, 600));

    const backupDir = path.join(folder, "backup");
    const backup = await runScript("backup", ["--out", backupDir], {
      DATABASE_PATH: site.databasePath,
      UPLOADS_DIR: site.uploadsDir,
    });
    const written = await load.stop();
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/^Backed up .* image\(s\) to /m);
    expect(backup.stdout).toContain(`Made the backup key ${path.join(site.dataDir, "backup-key")}`);
    // Writes really ran around the backup.
    expect(written.messages.length + written.clients.length).toBeGreaterThan(5);

    const manifest = JSON.parse(readFileSync(path.join(backupDir, "manifest.json"), "utf8")) as Manifest;
    expect(manifest.missing).toEqual([]);

    // Restore into an empty data folder, as on a new machine: without the backup key (it is never in
    // the backup) restore refuses; given a copy of it, it restores and keeps the key for later backups.
    const target = path.join(folder, "restored");
    const newMachine = {
      DATABASE_PATH: path.join(target, "site.db"),
      UPLOADS_DIR: path.join(target, "uploads"),
    };
    expect(readdirSync(backupDir)).not.toContain("backup-key");
    const keyless = await runScript("restore", ["--from", backupDir], newMachine);
    expect(keyless.code).toBe(1);
    expect(keyless.stderr).toContain(`(it was signed with the key of fingerprint ${manifest.key})`);
    expect(keyless.stderr).toContain("--key-file FILE");
    expect(existsSync(target)).toBe(false);
    const keyFile = path.join(site.dataDir, "backup-key");
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    chmodSync(keyFile, 0o644); // a copy carried over on a USB stick, say
    const restore = await runScript("restore", ["--from", backupDir, "--key-file", keyFile], newMachine);
    expect(restore.code, restore.stderr).toBe(0);
    expect(readFileSync(path.join(target, "backup-key"), "utf8")).toBe(readFileSync(keyFile, "utf8"));
    expect(statSync(path.join(target, "backup-key")).mode & 0o777).toBe(0o600);
    const restored = await startSite({ dataDir: target });

    for (const [table, count] of Object.entries(manifest.counts)) {
      expect(restored.query<{ n: number }>(`select count(*) as n from ${table}`)[0]!.n, table).toBe(count);
    }
    const files = readdirSync(restored.uploadsDir).sort();
    expect(files).toEqual(manifest.files.map((file) => file.name));
    for (const file of manifest.files)
      expect(sha256(path.join(restored.uploadsDir, file.name))).toBe(file.sha256);
    // Every image a restored record points to is there with all its WebP copies, and the site serves them.
    const images = restored.referencedFiles();
    expect(images.filter((name) => name.endsWith("w.webp")).length).toBeGreaterThan(0);
    expect(files).toEqual(images);
    for (const name of images) {
      const response = await fetch(`${restored.base}/uploads/${name}`);
      expect(response.status, name).toBe(200);
      expect(response.headers.get("content-type"), name).toBe(
        name.endsWith(".webp") ? "image/webp" : "image/png",
      );
    }
    expect((await fetch(`${restored.base}/?lng=ku`)).status).toBe(200);

    // A changed WebP copy is caught by its checksum, like an original: nothing is restored.
    const copy = manifest.files.find((file) => file.name.endsWith("w.webp"))!;
    writeFileSync(path.join(backupDir, "uploads", copy.name), "changed");
    const elsewhere = path.join(folder, "elsewhere");
    const changed = await runScript("restore", ["--from", backupDir, "--key-file", keyFile], {
      DATABASE_PATH: path.join(elsewhere, "site.db"),
      UPLOADS_DIR: path.join(elsewhere, "uploads"),
    });
    expect(changed.code).toBe(1);
    expect(changed.stderr).toContain(`uploads/${copy.name} is missing or changed`);
    expect(existsSync(path.join(elsewhere, "site.db"))).toBe(false);
    expect((await fetch(`${restored.base}/healthz`)).status).toBe(200);
  },
);

// A site and seven commands (each a Node process): long on a busy two-core machine, and past the default
// budget once in a full run beside other work, hence a budget of its own.
test(
  "restore refuses a folder that already holds a site, unless --force; backup refuses a non-empty folder",
  { timeout: scaled(60_000) },
  async ({ startSite }) => {
    const folder = workFolder();
    const site = await startSite();
    const env = { DATABASE_PATH: site.databasePath, UPLOADS_DIR: site.uploadsDir };
    const backupDir = path.join(folder, "backup");
    expect((await runScript("backup", ["--out", backupDir], env)).code).toBe(0);
    const again = await runScript("backup", ["--out", backupDir], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("is not empty");

    await site.stop({ keepData: true });
    const refused = await runScript("restore", ["--from", backupDir], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("already holds a site");
    const forced = await runScript("restore", ["--from", backupDir, "--force"], env);
    expect(forced.code, forced.stderr).toBe(0);

    // A tampered manifest cannot write outside the uploads folder.
    const evil = path.join(backupDir, "uploads", "..", "evil.mjs");
    writeFileSync(evil, "console.log('owned')");
    const manifest = JSON.parse(readFileSync(path.join(backupDir, "manifest.json"), "utf8")) as Manifest;
    manifest.files.push({ name: "../../evil.mjs", bytes: 21, sha256: sha256(evil) });
    writeFileSync(path.join(backupDir, "manifest.json"), JSON.stringify(manifest));
    const tampered = await runScript("restore", ["--from", backupDir, "--force"], env);
    expect(tampered.code).toBe(1);
    expect(tampered.stderr).toContain("damaged");
    expect(existsSync(path.join(site.dataDir, "evil.mjs"))).toBe(false);

    // A manifest without its signature (as backups before signing had) is refused before anything is written.
    writeFileSync(
      path.join(backupDir, "manifest.json"),
      JSON.stringify({ files: [{ name: "x-0.png", sha256: "0" }] }),
    );
    const damaged = await runScript("restore", ["--from", backupDir, "--force"], env);
    expect(damaged.code).toBe(1);
    expect(damaged.stderr).toContain("has no signature and no checksum of the database");
  },
);
