import { describe, expect, it } from "vitest";
import { contentTypes } from "~/content/content-types";
import { libraryIdInCode, librarySnippet, snippetOnItsOwn } from "~/content/library-references";
import { picturesIn, renderRichText, richTextToPlain, type PictureLookup } from "~/content/rich-text.server";
import { validateFields } from "~/content/validation";
import { form } from "./helpers";
import { scaled } from "../support/timeouts";

/** The image library's pictures in a text (decision 043): `![](image:<id>)` in a page's or a post's body. */

const body = contentTypes.pages.fields.body;
const pictures: PictureLookup = (id) =>
  id === "team-photo"
    ? {
        src: "/uploads/team-photo-0123456789ab-800x600.png",
        srcset: "/uploads/team-photo-0123456789ab-800x600-320w.webp 320w",
        width: 800,
        height: 600,
        alt: "The team <at work>",
      }
    : undefined;
const errorOf = (bodyEn: string) => {
  const result = validateFields(contentTypes.pages.fields, form({ titleEn: "T", bodyEn }));
  return result.ok ? undefined : result.errors.bodyEn;
};

describe("library pictures in a text", () => {
  it("draws a library picture with its copies, size and the library's description, escaped", () => {
    const html = renderRichText(`Before\n\n${librarySnippet("team-photo")}`, body, pictures);
    expect(html).toContain(
      '<picture class="rich-text__picture"><source type="image/webp" srcset="/uploads/team-photo-0123456789ab-800x600-320w.webp 320w"',
    );
    expect(html).toContain(
      '<img src="/uploads/team-photo-0123456789ab-800x600.png" alt="The team &lt;at work&gt;" width="800" height="600" loading="lazy"',
    );
  });

  it("takes the description written in the text over the library's", () => {
    expect(renderRichText("![Our office](image:team-photo)", body, pictures)).toContain('alt="Our office"');
  });

  it("leaves out a picture the library no longer has, and one in a text without pictures", () => {
    expect(renderRichText("![](image:gone)", body, pictures)).not.toContain("<img");
    const intro = contentTypes.services.fields.desc;
    expect(renderRichText("![](image:team-photo)", intro, pictures)).not.toContain("<img");
  });

  it("makes no link of image: and no picture of an address typed into the text", () => {
    const html = renderRichText("[words](image:team-photo)", body, pictures);
    expect(html).not.toContain("<a");
    expect(html).toContain("words");
    expect(errorOf("![x](https://example.com/a.png)")).toEqual({ code: "imageNotInLibrary" });
    expect(errorOf("![x](image:team-photo)")).toBeUndefined();
  });

  // Not a speed measurement: a guard against catastrophic backtracking. The check takes ~20 ms here;
  // the pattern it replaced took 8–23 s over these texts, far past this test's own limit.
  it("answers at once for a long text of unclosed pictures", { timeout: scaled(3_000) }, () => {
    // What follows "](" is no address: the link's refusal, as for any such text.
    expect(errorOf(`![](${"a".repeat(19_000)}`)).toEqual({ code: "invalidLink" });
    expect(errorOf(`![](${"a".repeat(200)}`.repeat(90))).toEqual({ code: "invalidLink" });
    expect(errorOf("![".repeat(9_000))).toBeUndefined();
  });

  it("finds the items a text names, and nothing of a picture in its plain words", () => {
    expect(picturesIn("a ![](image:one)\n\n![x](image:two) ![](image:one)", body)).toEqual(["one", "two"]);
    expect(picturesIn("![](image:one)", contentTypes.services.fields.desc)).toEqual([]);
    expect(richTextToPlain("Hello\n\n![The team](image:team-photo)", body)).toBe("Hello");
  });

  it("reads a pasted code as copied, as image:<id> or as the id alone; anything else is no code", () => {
    expect(libraryIdInCode(" ![](image:Ab_-9) ")).toBe("Ab_-9");
    expect(libraryIdInCode("image:Ab_-9")).toBe("Ab_-9");
    expect(libraryIdInCode("Ab_-9")).toBe("Ab_-9");
    for (const code of ["https://example.com/a.png", "image:", "![](https://x.example/a.png)", "a b"])
      expect(libraryIdInCode(code), code).toBeUndefined();
  });
});

describe("a picture the library's dialog puts into a text (snippetOnItsOwn)", () => {
  const snippet = librarySnippet("team-photo");
  const put = (text: string, start: number, end = start) =>
    text.slice(0, start) + snippetOnItsOwn(text, start, end, snippet) + text.slice(end);

  it("makes it a paragraph of its own wherever the cursor is, and the text draws it", () => {
    expect(put("", 0)).toBe(snippet);
    expect(put("Before.", 7)).toBe(`Before.\n\n${snippet}`);
    expect(put("After.", 0)).toBe(`${snippet}\n\nAfter.`);
    expect(put("Before.\nAfter.", 7)).toBe(`Before.\n\n${snippet}\n\nAfter.`);
    expect(put("Before.\n\nAfter.", 8)).toBe(`Before.\n\n${snippet}\n\nAfter.`);
    expect(put("Before.\n\n\nAfter.", 9)).toBe(`Before.\n\n${snippet}\n\nAfter.`);
    // In the middle of a line: the line is split around it.
    expect(put("Half and half", 4)).toBe(`Half\n\n${snippet}\n\n and half`);
    for (const text of [put("Before.\nAfter.", 7), put("Half and half", 4)])
      expect(renderRichText(text, body, pictures)).toMatch(/<p>[^<]*<\/p>\n<p><picture /);
  });

  it("replaces the words selected", () => {
    expect(put("Keep this, drop this.", 10, 21)).toBe(`Keep this,\n\n${snippet}`);
  });
});
