import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { folderIsWritable } from "~/lib/storage.server";
import type { UploadStore } from "./upload-store-contract.server";

const absent = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

/** The uploads folder (UPLOADS_DIR), served by the site itself at /uploads/. */
export function folderStore(folder: string): UploadStore {
  const dir = path.resolve(folder);
  const file = (name: string) => path.join(dir, path.basename(name));
  return {
    description: `the uploads folder ${dir}`,
    // Written under a temporary name, then renamed: a crash never leaves half a file under a real name.
    async put(name, bytes) {
      await mkdir(dir, { recursive: true });
      const temporary = path.join(dir, `.${path.basename(name)}.${randomBytes(6).toString("hex")}.tmp`);
      try {
        await writeFile(temporary, bytes, { flag: "wx" });
        await rename(temporary, file(name));
      } catch (error) {
        await unlink(temporary).catch(() => undefined);
        throw error;
      }
    },
    async read(name) {
      try {
        return await readFile(file(name));
      } catch (error) {
        if (absent(error)) return undefined;
        throw error;
      }
    },
    async remove(name) {
      await unlink(file(name)).catch((error: unknown) => {
        if (!absent(error)) throw error;
      });
    },
    async list() {
      try {
        return await readdir(dir);
      } catch (error) {
        if (absent(error)) return [];
        throw error;
      }
    },
    async exists(name) {
      try {
        return (await stat(file(name))).isFile();
      } catch {
        return false;
      }
    },
    async size(name) {
      try {
        const found = await stat(file(name));
        return found.isFile() ? found.size : undefined;
      } catch (error) {
        if (absent(error)) return undefined;
        throw error;
      }
    },
    async isWritable() {
      return folderIsWritable(dir) === true;
    },
  };
}
