import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { variantsOf } from "~/media/image-pipeline.server";
import { removeUnnamedImages, storeImage } from "~/media/uploads.server";
import { uploadStore } from "~/media/upload-store.server";
import { env } from "~/config/env.server";
import { contentTypeNames, contentTypes, hasImage } from "~/content/content-types";
import { filesOfImage, parseUploadUrl, STORED_EXTENSIONS } from "~/content/stored-image";
import { recordImages, replaceImageValue } from "~/db/records.server";
import type { CommandOutput } from "./backup.server";

/**
 * `npm run convert-images`: gives images uploaded before the WebP copies
 * existed (`<id>-<hash>.<ext>`) their copies and their sized name
 * (`<id>-<hash>-<w>x<h>.<ext>`), and remakes copies that are missing. The
 * record is switched to the new name only if it still shows the old one
 * (safe while the site runs), and the old file is then removed (unless a
 * trashed record or a version still names it). Running it
 * again changes nothing.
 */
export async function runConvertImages(argv: string[], output: CommandOutput = console): Promise<number> {
  if (argv.length > 0) {
    output.error("Usage: npm run convert-images (it takes no options)");
    return 2;
  }
  const databasePath = path.resolve(env().DATABASE_PATH);
  // Never create (and seed) a database just to find nothing to convert.
  if (!existsSync(databasePath)) {
    output.error(`There is no database at ${databasePath} (DATABASE_PATH): nothing to convert.`);
    return 1;
  }
  const store = uploadStore();
  let converted = 0;
  let failed = 0;
  for (const typeName of contentTypeNames) {
    if (!hasImage(contentTypes[typeName])) continue;
    const table = contentTypes[typeName].key;
    for (const { id, image } of recordImages(typeName)) {
      const stored = parseUploadUrl(image);
      if (!stored) continue; // sample images, http(s) URLs, no image
      let bytes: Uint8Array | undefined;
      try {
        const present = await Promise.all(filesOfImage(image).map((name) => store.exists(name)));
        if (stored.width !== undefined && present.every(Boolean)) continue; // complete
        bytes = await store.read(stored.name);
      } catch (error) {
        output.error(`${table} ${id}: ${(error as Error).message}; left as it is.`);
        failed++;
        continue;
      }
      if (!bytes) {
        output.error(`${table} ${id}: ${image} is missing from ${store.description}; left as it is.`);
        failed++;
        continue;
      }
      try {
        const metadata = await sharp(bytes).metadata();
        const animated = (metadata.pages ?? 1) > 1;
        const width = metadata.width!;
        const height = metadata.pageHeight ?? metadata.height!;
        const extension = STORED_EXTENSIONS.find((known) => known === stored.extension)!;
        const variants = await variantsOf(bytes, width, animated);
        const value = await storeImage(id, { bytes, extension, width, height, variants });
        if (value !== image) {
          const switched = replaceImageValue(typeName, id, image, value);
          // Edited or deleted meanwhile: the new files belong to nobody. The old name stays on disk
          // while a trashed record or a version still names it.
          await removeUnnamedImages([switched ? image : value]);
        }
        output.log(
          `${table} ${id}: ${image} → ${value} with ${variants.length} WebP cop${variants.length === 1 ? "y" : "ies"}`,
        );
        converted++;
      } catch (error) {
        output.error(`${table} ${id}: could not convert ${image}: ${(error as Error).message}`);
        failed++;
      }
    }
  }
  output.log(`Converted ${converted} image(s)${failed > 0 ? `; ${failed} could not be converted` : ""}.`);
  return failed > 0 ? 1 : 0;
}
