import { describe, expect, it } from "vitest";
import { singleTypes } from "~/content/content-types";
import { renderRichText, richTextToPlain } from "~/content/rich-text.server";
import { validateFields } from "~/content/validation";
import { form } from "./helpers";

/** What the form says about the About page's Kurdish company paragraph (a rich-text field). */
const errorOf = (companyTextKu: string) => {
  const result = validateFields(singleTypes.aboutPage.fields, form({ companyTextKu }));
  return result.ok ? undefined : result.errors.companyTextKu;
};

describe("rich text as staff type it", () => {
  it("keeps bold, italic, safe links and lists, and markup as the text it is", () => {
    expect(
      errorOf("**a** *b* [c](https://x.example) [d](mailto:a@b.example) [e](tel:+9647501234567)\n- f"),
    ).toBeUndefined();
    expect(errorOf("<script>alert(1)</script>")).toBeUndefined();
  });

  it("refuses a link anywhere but https, http, mailto and tel", () => {
    for (const text of [
      "[x](javascript:alert(1))",
      "[x]( JavaScript:alert(1))",
      "<javascript:alert(1)>",
      "[x](data:text/html,1)",
      "[x](vbscript:1)",
    ]) {
      expect(errorOf(text), text).toEqual({ code: "invalidLink" });
    }
  });

  it("refuses a text that turns the direction around, and one over the limit", () => {
    expect(errorOf("ئێمە \u202Eتیمێکین")).toEqual({ code: "directionControl" });
    expect(errorOf("\u2067x")).toEqual({ code: "directionControl" });
    // The marks that only nudge a neutral character are fine.
    expect(errorOf("ئێمە\u200F (تیم)")).toBeUndefined();
    expect(errorOf("x".repeat(5001))).toEqual({ code: "tooLong", max: 5000 });
  });
});

describe("rich text as visitors get it", () => {
  it("renders a plain text as the paragraphs it always was", () => {
    expect(renderRichText("We are a team.\n\nWe host & teach.")).toBe(
      "<p>We are a team.</p>\n<p>We host &amp; teach.</p>\n",
    );
  });

  it("escapes markup and never makes a link of an unsafe target", () => {
    const html = renderRichText(
      "<script>alert(1)</script> [x](javascript:alert(1)) <img src=x onerror=alert(1)> ![i](https://x.example/i.png)",
    );
    expect(html).not.toMatch(/<script|<img|href="javascript/i);
    expect(html).toContain("&lt;script&gt;");
  });

  it("marks links that leave the site noopener", () => {
    expect(renderRichText("[a](https://x.example)")).toBe(
      '<p><a href="https://x.example" rel="noopener noreferrer">a</a></p>\n',
    );
  });
});

describe("records' descriptions (each line a paragraph, as before they were rich text)", () => {
  const lines = { linesAreParagraphs: true } as const;

  it("renders every line of a plain text as the paragraph it was shown as", () => {
    expect(renderRichText("First line.\nSecond & last.", lines)).toBe(
      "<p>First line.</p>\n<p>Second &amp; last.</p>\n",
    );
    // A page text keeps Markdown's reading: a line break inside the paragraph.
    expect(renderRichText("First line.\nSecond.")).toBe("<p>First line.<br>\nSecond.</p>\n");
  });

  it("keeps a list's items in one list, between paragraphs", () => {
    expect(renderRichText("We offer:\n- **design**\n- hosting\nAsk us.", lines)).toBe(
      "<p>We offer:</p>\n<ul>\n<li><strong>design</strong></li>\n<li>hosting</li>\n</ul>\n<p>Ask us.</p>\n",
    );
  });

  it("gives the words without their formatting, a paragraph or an item a line", () => {
    expect(
      richTextToPlain(
        "We **build** *fast* [sites](https://x.example) \\*really\\*.\n- one\n- two &amp; three\nEnd.",
        lines,
      ),
    ).toBe("We build fast sites *really*.\none\ntwo & three\nEnd.");
    expect(richTextToPlain("<b>x</b> [y](javascript:alert(1))")).toBe("<b>x</b> [y](javascript:alert(1))");
    expect(richTextToPlain("")).toBe("");
  });
});

describe("a page's body (headings)", () => {
  it("reads ## and ### lines as h2 and h3 under the page's h1, and only where the field allows", () => {
    const text = "# Top\n\n## Open roles\n\n### Engineers\n\n#### Deeper\n\nWe **hire**.";
    expect(renderRichText(text, { headings: true })).toBe(
      "<h2>Top</h2>\n<h2>Open roles</h2>\n<h3>Engineers</h3>\n<h3>Deeper</h3>\n<p>We <strong>hire</strong>.</p>\n",
    );
    expect(renderRichText("## Open roles")).toBe("<p>## Open roles</p>\n");
    expect(richTextToPlain("## Open roles\n\nText", { headings: true })).toBe("Open roles\nText");
  });
});
