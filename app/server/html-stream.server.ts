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

const MODULE_PRELOAD = '<link rel="modulepreload"';

/**
 * Remix's <Scripts> preloads every module of the page with <link rel="modulepreload">, which
 * Chromium fetches at High priority, beside the document, the font and the first image. The
 * scripts only hydrate a page that already works without them, so they are asked for at Low
 * priority: on a slow line the page's own content goes first (docs/decisions/first-load.md).
 * <Scripts> has no prop for it, so the attribute is added to its output here. A tag can fall
 * across two chunks: the text after the last "<" waits for the next chunk. latin1 keeps every
 * byte as it is (a Kurdish letter split between chunks is not decoded here).
 */
export function withLowPriorityModulePreloads(): Transform {
  let held = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = held + chunk.toString("latin1");
      const lastTag = text.lastIndexOf("<");
      const cut = lastTag >= 0 && !text.includes(">", lastTag) ? lastTag : text.length;
      held = text.slice(cut);
      callback(null, Buffer.from(lowPriority(text.slice(0, cut)), "latin1"));
    },
    flush(callback) {
      callback(null, held ? Buffer.from(lowPriority(held), "latin1") : undefined);
    },
  });
}

function lowPriority(html: string): string {
  return html.replaceAll(MODULE_PRELOAD, `${MODULE_PRELOAD} fetchpriority="low"`);
}
