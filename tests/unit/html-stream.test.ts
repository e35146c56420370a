import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import {
  withClosingTagsLast,
  withLowPriorityModulePreloads,
  withoutNulPadding,
} from "~/server/html-stream.server";

const page =
  '<!DOCTYPE html><html lang="ckb" dir="rtl"><head><title>زاگرۆس</title></head><body><p>a &lt; b</p>' +
  '<link rel="modulepreload" href="/assets/vendor.js"/><link rel="modulepreload" href="/assets/root.js"/>' +
  '<script type="module" async="">import "/assets/root.js";</script></body></html>';

async function throughStream(chunks: Buffer[], transform = withLowPriorityModulePreloads()) {
  return text(Readable.from(chunks).pipe(transform));
}

describe("the rendered page's byte stream", () => {
  it("asks for Remix's module preloads at low priority, wherever the chunks are cut", async () => {
    const bytes = Buffer.from(page, "utf8");
    const expected = page.replaceAll(
      '<link rel="modulepreload"',
      '<link rel="modulepreload" fetchpriority="low"',
    );
    // Every cut, including inside a tag and inside a two-byte Kurdish letter.
    for (let cut = 0; cut <= bytes.length; cut++) {
      const out = await throughStream([bytes.subarray(0, cut), bytes.subarray(cut)]);
      expect(out, `cut at byte ${cut}`).toBe(expected);
    }
    // One byte per chunk.
    const single = await throughStream([...bytes].map((byte) => Buffer.from([byte])));
    expect(single).toBe(expected);
    expect(expected.match(/fetchpriority="low"/g)).toHaveLength(2);
  });

  it("drops only the NUL padding React leaves at a chunk's end", async () => {
    const out = await throughStream(
      [Buffer.from("<p>ئ", "utf8"), Buffer.from([0, 0]), Buffer.from("</p>")],
      withoutNulPadding(),
    );
    expect(out).toBe("<p>ئ</p>");
  });

  it("ends the document with </body></html>, after Remix's streamed data", () => {
    const rendered =
      "<!DOCTYPE html><html><head></head><body><p>a</p></body></html>" +
      '<!--$--><script nonce="n">window.__remixContext.streamController.enqueue("x")</script><!--/$-->';
    expect(withClosingTagsLast(Buffer.from(rendered)).toString()).toBe(
      "<!DOCTYPE html><html><head></head><body><p>a</p>" +
        '<!--$--><script nonce="n">window.__remixContext.streamController.enqueue("x")</script><!--/$-->' +
        "</body></html>",
    );
    const whole = Buffer.from("<html><body></body></html>");
    expect(withClosingTagsLast(whole)).toBe(whole);
  });
});
