/**
 * Makes the site's icons and sharing images from SVG, with sharp, into
 * public/ (committed: run again only when the brand or the texts change):
 *
 * - og-image-en.png, og-image-ku.png, og-image-ar.png: 1200×630, the logo,
 *   the company's name and tagline in the page's language (og:image);
 * - favicon.ico (16, 32 and 48 px PNGs in one ICO), apple-touch-icon.png
 *   (180×180), icon-192.png and icon-512.png (web app manifest, JSON-LD logo).
 *
 * Kurdish and Arabic text is shaped by Pango/HarfBuzz inside sharp's librsvg,
 * with the system's DejaVu Sans (which has the Arabic script, Sorani letters
 * included); check the PNGs by eye after a change.
 *
 *   node scripts/make-brand-images.mjs
 */
import { readFileSync, writeFileSync } from "node:fs";
import sharp from "sharp";

const BRAND = "#0c3f94";
const ACCENT = "#f2a516";

const texts = {
  en: { name: "Zagros Tech", tagline: "Web design, hosting, networks and IT training", dir: "ltr" },
  ku: { name: "زاگرۆس تێک", tagline: "دیزاینی ماڵپەڕ، هۆستینگ، تۆڕ و ڕاهێنانی تەکنەلۆجیا", dir: "rtl" },
  ar: { name: "زاغروس تك", tagline: "تصميم المواقع والاستضافة والشبكات والتدريب التقني", dir: "rtl" },
};

// The mountain mark of app/images/logo-mark.svg (48×48), without its <svg> wrapper.
const mark = readFileSync("app/images/logo-mark.svg", "utf8")
  .replace(/^[\s\S]*?<svg[^>]*>/, "")
  .replace(/<\/svg>\s*$/, "");

/** @param {string} text */
const escape = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** @param {{ name: string; tagline: string; dir: string }} text */
function sharingSvg({ name, tagline, dir }) {
  const rtl = dir === "rtl";
  // Right-to-left text starts at the right edge (with direction="rtl", "start" is the right end);
  // the logo goes to the other side.
  const x = rtl ? 1120 : 80;
  const anchor = "start";
  const font = "DejaVu Sans, sans-serif";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#ffffff"/>
  <rect width="1200" height="630" fill="${BRAND}" opacity="0.06"/>
  <rect x="0" y="590" width="1200" height="40" fill="${BRAND}"/>
  <rect x="0" y="582" width="1200" height="8" fill="${ACCENT}"/>
  <g transform="translate(${rtl ? 80 : 900} 70) scale(4.5)">${mark}</g>
  <text x="${x}" y="400" direction="${dir}" text-anchor="${anchor}" font-family="${font}"
    font-weight="bold" font-size="84" fill="${BRAND}">${escape(name)}</text>
  <text x="${x}" y="490" direction="${dir}" text-anchor="${anchor}" font-family="${font}"
    font-size="${rtl ? 40 : 38}" fill="#0f1f33">${escape(tagline)}</text>
  <text x="${rtl ? 1120 : 80}" y="618" text-anchor="${rtl ? "end" : "start"}" font-family="${font}" font-size="22"
    fill="#ffffff">zagrostech.iq</text>
</svg>`;
}

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

for (const [lang, text] of Object.entries(texts)) {
  writeFileSync(`public/og-image-${lang}.png`, await png(sharingSvg(text)));
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
console.log(
  "Wrote public/og-image-{en,ku,ar}.png, favicon.ico, apple-touch-icon.png, icon-192.png, icon-512.png",
);
