import sharp from "sharp";
import logoMarkSvg from "~/images/logo-mark.svg?raw";
import { companyInfo } from "~/db/company-settings.server";
import { siteOrigin } from "~/config/env.server";
import { currentContentVersion } from "~/db/content-version.server";
import { languages, type Language } from "~/i18n/languages";
import { SHARING_IMAGE } from "./sharing";

const BRAND = "#0c3f94";
const ACCENT = "#f2a516";
// Pango/HarfBuzz inside sharp's librsvg shape the Kurdish and Arabic text with the system's DejaVu Sans
// (it has the Arabic script, Sorani letters included): the Docker image installs fonts-dejavu-core.
const FONT = "DejaVu Sans, sans-serif";

// The mountain mark of app/images/logo-mark.svg (48×48), without its <svg> wrapper.
const mark = logoMarkSvg.replace(/^[\s\S]*?<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const TEXT_WIDTH = 1040;
const TAGLINE_SIZE = 36;

/** Words in lines of at most `width` characters, at most `lines` of them; what does not fit ends in "…". */
function wrap(text: string, width: number, lines: number): string[] {
  const result: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (Array.from(next).length <= width) line = next;
    else if (result.length + 1 < lines && line) {
      result.push(line);
      line = word;
    } else {
      result.push(
        `${Array.from(line || word)
          .slice(0, width - 1)
          .join("")}…`,
      );
      return result;
    }
  }
  if (line) result.push(line);
  return result;
}

/** The 1200×630 picture a shared link shows: the logo, the company's name and tagline, the site's host. */
export function sharingImageSvg(name: string, tagline: string, host: string, dir: "ltr" | "rtl"): string {
  const rtl = dir === "rtl";
  // Right-to-left text starts at the right edge (with direction="rtl", "start" is the right end).
  const x = rtl ? 1120 : 80;
  // The name on one line, drawn smaller when long; the tagline wraps onto two lines, cut with an ellipsis
  // beyond. Widths are estimated (about half an em a letter in DejaVu Sans): the picture is never cut off.
  const nameSize = Math.max(44, Math.min(84, Math.floor(TEXT_WIDTH / (Array.from(name).length * 0.6))));
  const taglineLines = wrap(tagline, Math.floor(TEXT_WIDTH / (TAGLINE_SIZE * 0.55)), 2);
  const nameText = wrap(name, Math.floor(TEXT_WIDTH / (nameSize * 0.6)), 1)[0] ?? "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARING_IMAGE.width}" height="${SHARING_IMAGE.height}" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#ffffff"/>
  <rect width="1200" height="630" fill="${BRAND}" opacity="0.06"/>
  <rect x="0" y="590" width="1200" height="40" fill="${BRAND}"/>
  <rect x="0" y="582" width="1200" height="8" fill="${ACCENT}"/>
  <g transform="translate(${rtl ? 80 : 900} 70) scale(4.5)">${mark}</g>
  <text x="${x}" y="400" direction="${dir}" text-anchor="start" font-family="${FONT}"
    font-weight="bold" font-size="${nameSize}" fill="${BRAND}">${escapeXml(nameText)}</text>
  ${taglineLines
    .map(
      (line, index) => `<text x="${x}" y="${470 + index * 48}" direction="${dir}" text-anchor="start"
    font-family="${FONT}" font-size="${TAGLINE_SIZE}" fill="#0f1f33">${escapeXml(line)}</text>`,
    )
    .join("\n  ")}
  <text x="${x}" y="618" text-anchor="${rtl ? "end" : "start"}" font-family="${FONT}" font-size="22"
    fill="#ffffff">${escapeXml(host)}</text>
</svg>`;
}

const rendered = new Map<string, Promise<Buffer>>();

/**
 * The sharing image of a language as PNG, made from the facts staff keep at
 * /admin/settings: rendered once per content version (a save makes a new one).
 */
export function sharingImagePng(lang: Language): Promise<Buffer> {
  const key = `${lang}:${currentContentVersion()}`;
  let png = rendered.get(key);
  if (!png) {
    const { name, tagline } = companyInfo(lang);
    const svg = sharingImageSvg(name, tagline, new URL(siteOrigin()).host, languages[lang].dir);
    png = sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
    // Only the current version's three images are kept.
    for (const old of rendered.keys()) if (!old.endsWith(`:${currentContentVersion()}`)) rendered.delete(old);
    rendered.set(key, png);
    png.catch(() => rendered.delete(key));
  }
  return png;
}
