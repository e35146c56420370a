import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import type { Manifest } from "../../app/ops/backup.server";
import { createAdmin, signInCookie, startOwnServer, startWriteLoad } from "./support";

/**
 * `npm run backup` while the site serves writes, then `npm run restore` into
 * an empty folder and a new site started on it: the same records, the same
 * images, byte for byte.
 */
/** Runs a command without blocking this process, so the write load goes on meanwhile. */
function command(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn("node", [`scripts/${script}.mjs`, ...args], { env: { ...process.env, ...env } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("exit", (status) => resolve({ status, stdout, stderr }));
  });
}

const sha256 = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");

test("a backup taken under write load restores into a working site with the same content", async () => {
  test.setTimeout(90_000);
  const work = mkdtempSync(path.join(tmpdir(), "site-backup-test-"));
  const server = await startOwnServer();
  const EMAIL = "backup@zagros.test";
  const PASSWORD = "backup password 1";
  let restored: Awaited<ReturnType<typeof startOwnServer>> | undefined;
  try {
    await createAdmin(server.databasePath, EMAIL, PASSWORD);
    const productIds = server.query<{ id: string }>("select id from products").map((row) => row.id);
    const load = startWriteLoad(server.base, await signInCookie(server.base, EMAIL, PASSWORD), productIds);
    await new Promise((resolve) => setTimeout(resolve, 600));

    const backupDir = path.join(work, "backup");
    const backup = await command("backup", ["--out", backupDir], {
      DATABASE_PATH: server.databasePath,
      UPLOADS_DIR: server.uploadsDir,
    });
    const written = await load.stop();
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/^Backed up .* image\(s\) to /m);
    // Writes really ran around the backup.
    expect(written.messages.length + written.clients.length).toBeGreaterThan(5);

    const manifest = JSON.parse(readFileSync(path.join(backupDir, "manifest.json"), "utf8")) as Manifest;
    expect(manifest.missing).toEqual([]);

    // Restore into an empty data folder and start a site on it.
    const target = path.join(work, "restored");
    const restore = await command("restore", ["--from", backupDir], {
      DATABASE_PATH: path.join(target, "site.db"),
      UPLOADS_DIR: path.join(target, "uploads"),
    });
    expect(restore.status, restore.stderr).toBe(0);
    restored = await startOwnServer({ dataDir: target });

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
    const elsewhere = path.join(work, "elsewhere");
    const changed = await command("restore", ["--from", backupDir], {
      DATABASE_PATH: path.join(elsewhere, "site.db"),
      UPLOADS_DIR: path.join(elsewhere, "uploads"),
    });
    expect(changed.status).toBe(1);
    expect(changed.stderr).toContain(`${copy.name} is missing or changed`);
    expect(existsSync(path.join(elsewhere, "site.db"))).toBe(false);
    expect((await fetch(`${restored.base}/healthz`)).status).toBe(200);
  } finally {
    await restored?.stop();
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
});

test("restore refuses a folder that already holds a site, unless --force; backup refuses a non-empty folder", async () => {
  const work = mkdtempSync(path.join(tmpdir(), "site-backup-test-"));
  const server = await startOwnServer();
  try {
    const env = { DATABASE_PATH: server.databasePath, UPLOADS_DIR: server.uploadsDir };
    const backupDir = path.join(work, "backup");
    expect((await command("backup", ["--out", backupDir], env)).status).toBe(0);
    const again = await command("backup", ["--out", backupDir], env);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain("is not empty");

    await server.stop({ keepData: true });
    const refused = await command("restore", ["--from", backupDir], env);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("already holds a site");
    const forced = await command("restore", ["--from", backupDir, "--force"], env);
    expect(forced.status, forced.stderr).toBe(0);

    // A tampered manifest cannot write outside the uploads folder.
    const evil = path.join(backupDir, "uploads", "..", "evil.mjs");
    writeFileSync(evil, "console.log('owned')");
    const manifest = JSON.parse(readFileSync(path.join(backupDir, "manifest.json"), "utf8")) as Manifest;
    manifest.files.push({ name: "../../evil.mjs", bytes: 21, sha256: sha256(evil) });
    writeFileSync(path.join(backupDir, "manifest.json"), JSON.stringify(manifest));
    const tampered = await command("restore", ["--from", backupDir, "--force"], env);
    expect(tampered.status).toBe(1);
    expect(tampered.stderr).toContain("damaged");
    expect(existsSync(path.join(server.dataDir, "evil.mjs"))).toBe(false);

    // A damaged backup is refused before anything is written.
    writeFileSync(
      path.join(backupDir, "manifest.json"),
      JSON.stringify({ files: [{ name: "x-0.png", sha256: "0" }] }),
    );
    const damaged = await command("restore", ["--from", backupDir, "--force"], env);
    expect(damaged.status).toBe(1);
    expect(damaged.stderr).toContain("damaged");
  } finally {
    rmSync(server.dataDir, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  }
});
