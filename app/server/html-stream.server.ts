import { Transform } from "node:stream";

/**
 * React 18.3's streaming renderer sends its 2 KB buffer whole when the next
 * character does not fit, so a Kurdish or Arabic letter (2 bytes in UTF-8)
 * falling on the edge leaves 1 to 3 unused NUL bytes at the end of a chunk
 * (facebook/react#31134; still so in 18.3.1). They are cut off here.
 */
export function withoutNulPadding(): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      let end = chunk.length;
      while (end > 0 && chunk[end - 1] === 0) end--;
      callback(null, end === chunk.length ? chunk : chunk.subarray(0, end));
    },
  });
}

const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload"');
const LOW_PRIORITY = Buffer.from(' fetchpriority="low"');
const TAG_START = "<".charCodeAt(0);
const TAG_END = ">".charCodeAt(0);

/**
 * Remix's <Scripts> preloads every module of the page with <link rel="modulepreload">, which
 * Chromium fetches at High priority, beside the document, the font and the first image. The
 * scripts only hydrate a page that already works without them, so they are asked for at Low
 * priority: on a slow line the page's own content goes first (docs/decisions/005-first-load.md).
 * <Scripts> has no prop for it, so the attribute is added to its output here. A tag can fall
 * across two chunks: the bytes after the last "<" without its ">" wait for the next chunk.
 * Bytes, never decoded: most chunks have no preload and pass through as they are. Page text
 * cannot hold the pattern: React escapes `<` in text and attributes, Remix in its inline data.
 */
export function withLowPriorityModulePreloads(): Transform {
  let held = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const bytes = held.length ? Buffer.concat([held, chunk]) : chunk;
      const lastTag = bytes.lastIndexOf(TAG_START);
      const cut = lastTag >= 0 && bytes.indexOf(TAG_END, lastTag) < 0 ? lastTag : bytes.length;
      held = Buffer.from(bytes.subarray(cut));
      callback(null, lowPriority(bytes.subarray(0, cut)));
    },
    flush(callback) {
      callback(null, held.length ? lowPriority(held) : undefined);
    },
  });
}

function lowPriority(html: Buffer): Buffer | undefined {
  if (html.length === 0) return undefined;
  const parts: Buffer[] = [];
  let copied = 0;
  let at = html.indexOf(MODULE_PRELOAD);
  while (at >= 0) {
    const end = at + MODULE_PRELOAD.length;
    parts.push(html.subarray(copied, end), LOW_PRIORITY);
    copied = end;
    at = html.indexOf(MODULE_PRELOAD, copied);
  }
  if (parts.length === 0) return html;
  parts.push(html.subarray(copied));
  return Buffer.concat(parts);
}

const CLOSING_TAGS = Buffer.from("</body></html>");

/**
 * React 18 writes `</body></html>` with the shell and Remix's streamed loader data (a Suspense
 * boundary in <Scripts>) after it, so every page ended in a `<script>` after `</html>`, which
 * the HTML standard does not allow (the Nu checker's "Stray start tag script"). The document is
 * whole here, so the closing tags move to its end. Page text cannot hold them: React escapes `<`
 * in text and attributes, and Remix in its inline data.
 */
export function withClosingTagsLast(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const at = html.indexOf(CLOSING_TAGS);
  if (at < 0 || at + CLOSING_TAGS.length === html.length) return html;
  return Buffer.concat([html.subarray(0, at), html.subarray(at + CLOSING_TAGS.length), CLOSING_TAGS]);
}
