import { env, uploadStorage } from "~/config/env.server";
import { databaseIsWritable } from "~/db/client.server";
import { logCheck } from "~/lib/log-streams.server";
import { replicationCheck } from "~/lib/replication.server";
import { dataDir, freeBytes, uploadsDir } from "~/lib/storage.server";
import { uploadStore } from "~/media/upload-store.server";

type Check = "ok" | "not writable" | "nearly full" | "unknown" | "disk full";

/**
 * For load balancers and Docker: 200 when the site can do its work, else 503
 * with the failing check named: the database takes a write, the upload store
 * (the uploads folder, or the bucket with S3_BUCKET) takes a file, the disks of the data folder
 * (and of the uploads folder) have MIN_FREE_DISK_MB free, and
 * the server's log (its standard output and error) took its latest line:
 * "disk full" when the disk under it is full, "not writable" when its reader
 * is gone. With LITESTREAM_REPLICA_URL, `replication` too: "ok" while Litestream runs and its
 * latest copy went through, "failing" when it could not reach or write the replica, "stopped"
 * while it is being started again. Never more than that (no paths, sizes or errors).
 */
export async function loader() {
  const minimum = env().MIN_FREE_DISK_MB * 1024 * 1024;
  const onDisk = uploadStorage().kind === "folder" ? [dataDir(), uploadsDir()] : [dataDir()];
  const disk = (): Check => {
    try {
      return Math.min(...onDisk.map(freeBytes)) < minimum ? "nearly full" : "ok";
    } catch {
      return "unknown";
    }
  };
  const replication = replicationCheck();
  const checks: Record<"database" | "uploads" | "disk" | "log", Check> & { replication?: string } = {
    database: databaseIsWritable() ? "ok" : "not writable",
    uploads: (await uploadStore().isWritable()) ? "ok" : "not writable",
    disk: disk(),
    log: await logCheck(),
    ...(replication ? { replication } : {}),
  };
  const healthy = Object.values(checks).every((check) => check === "ok");
  return Response.json(
    { status: healthy ? "ok" : "unavailable", ...checks },
    { status: healthy ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
