/**
 * Makes the site's icons from SVG, with sharp, into public/ (committed: run
 * again only when the brand changes):
 *
 * - favicon.ico (16, 32 and 48 px PNGs in one ICO), apple-touch-icon.png
 *   (180×180), icon-192.png and icon-512.png (web app manifest, JSON-LD logo).
 *
 * The sharing images (og:image) carry the company's name, which staff edit:
 * the server renders them (app/lib/sharing-image.server.ts).
 *
 *   node scripts/make-brand-images.mjs
 */
import { readFileSync, writeFileSync } from "node:fs";
import sharp from "sharp";

// The mountain mark of app/images/logo-mark.svg (48×48), without its <svg> wrapper.
const mark = readFileSync("app/images/logo-mark.svg", "utf8")
  .replace(/^[\s\S]*?<svg[^>]*>/, "")
  .replace(/<\/svg>\s*$/, "");

/** @param {number} size @param {number} padding */
function iconSvg(size, padding) {
  const inner = size - 2 * padding;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" fill="#ffffff"/>
  <g transform="translate(${padding} ${padding}) scale(${inner / 48})">${mark}</g>
</svg>`;
}

/** @param {string} svg */
const png = (svg) => sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();

/** An ICO file holding PNG images (Windows Vista and every browser since read these). */
/** @param {{ size: number; data: Buffer }[]} images */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  const entries = [];
  let offset = 6 + 16 * images.length;
  for (const { size, data } of images) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // colours in palette: none
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    entries.push(entry);
  }
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}

writeFileSync("public/apple-touch-icon.png", await png(iconSvg(180, 18)));
writeFileSync("public/icon-192.png", await png(iconSvg(192, 16)));
writeFileSync("public/icon-512.png", await png(iconSvg(512, 40)));
const icoImages = [];
for (const size of [16, 32, 48]) {
  // Full colour (not a palette): the ICO entries say 32 bits per pixel.
  const data = await sharp(Buffer.from(iconSvg(size, 1)))
    .png()
    .toBuffer();
  icoImages.push({ size, data });
}
writeFileSync("public/favicon.ico", ico(icoImages));
console.log("Wrote public/favicon.ico, apple-touch-icon.png, icon-192.png, icon-512.png");
