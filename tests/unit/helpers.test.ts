import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { imageUrl } from "~/content/image";
import { localized } from "~/content/localize";
import { shorten } from "~/content/shorten";
import { newId } from "~/db/ids.server";

describe("imageUrl", () => {
  it("uses http and https addresses as they are", () => {
    expect(imageUrl("https://cdn.example.com/a.png")).toBe("https://cdn.example.com/a.png");
    expect(imageUrl("http://example.com/b.jpg")).toBe("http://example.com/b.jpg");
  });
  it("treats anything else as a path on our origin", () => {
    expect(imageUrl("uploads/abc.png")).toBe("/uploads/abc.png");
    expect(imageUrl("/images/logo.svg")).toBe("/images/logo.svg");
  });
  it("never makes a protocol-relative or script address", () => {
    expect(imageUrl("//evil.example/x.png")).toBe("/evil.example/x.png");
    expect(imageUrl("javascript:alert(1)")).toBe("/javascript:alert(1)");
  });
  it("falls back to the company logo when empty", () => {
    expect(imageUrl("")).toBe(site.defaultLogo);
    expect(imageUrl("   ")).toBe(site.defaultLogo);
    expect(imageUrl(undefined)).toBe(site.defaultLogo);
  });
});

describe("shorten", () => {
  it("keeps texts of at most 120 characters as they are", () => {
    const text = "a".repeat(120);
    expect(shorten(text)).toBe(text);
  });
  it("cuts a single word longer than the limit inside it, with an ellipsis", () => {
    const result = shorten("b".repeat(121));
    expect(result).toBe(`${"b".repeat(120)}…`);
  });
  it("takes another length", () => {
    expect(shorten("Hello wonderful world", 5)).toBe("Hello…");
  });
  it("cuts at the end of a word, never in its middle", () => {
    const text = "We design the website from your brand, host it and keep it running for years to come.";
    expect(shorten(text, 40)).toBe("We design the website from your brand…");
    expect(shorten("ماڵپەڕەکەت دیزاین دەکەین و هۆستی دەکەین", 20)).toBe("ماڵپەڕەکەت دیزاین…");
  });
  it("cuts between words, never inside one", () => {
    expect(shorten("We take your business from your brand to your customers", 30)).toBe(
      "We take your business from…",
    );
    // Cut exactly before a space: the whole last word stays.
    expect(shorten("one two three", 7)).toBe("one two…");
  });
  it("drops the punctuation left before the ellipsis", () => {
    expect(shorten("Design, hosting, networks and more", 17)).toBe("Design, hosting…");
    expect(shorten("دیزاین، خانەخوێکردن، تۆڕ و زۆری تر", 20)).toBe("دیزاین، خانەخوێکردن…");
  });
  it("cuts the 120-character excerpt of a long description at a word boundary", () => {
    const text =
      "We take your business from your brand to your customers with websites, hosting and networks that simply work every day of the year.";
    const result = shorten(text);
    expect(Array.from(result).length).toBeLessThanOrEqual(121);
    const withoutEllipsis = result.slice(0, -1);
    expect(text.startsWith(withoutEllipsis)).toBe(true);
    expect(text[withoutEllipsis.length]).toBe(" ");
  });
  it("never splits a character in two", () => {
    const kurdish = "ڕێکخستنیماڵپەڕ".repeat(20); // one long word: cut inside it, at the limit
    const result = shorten(kurdish, 10);
    expect(result).toBe(`${Array.from(kurdish).slice(0, 10).join("")}…`);
    expect(shorten("ڕێکخستنی ماڵپەڕ".repeat(20), 10)).toBe("ڕێکخستنی…");
  });
});

describe("localized", () => {
  const record = { titleEn: "Web design", titleKu: "دیزاینی ماڵپەڕ", titleAr: "" };
  it("picks the visitor's language", () => {
    expect(localized(record, "title", "ku")).toBe("دیزاینی ماڵپەڕ");
    expect(localized(record, "title", "en")).toBe("Web design");
  });
  it("falls back to English when the translation is empty or blank", () => {
    expect(localized(record, "title", "ar")).toBe("Web design");
    expect(localized({ ...record, titleKu: "  " }, "title", "ku")).toBe("Web design");
  });
});

describe("newId", () => {
  it("makes 16 URL-safe characters, different every time", () => {
    const ids = new Set(Array.from({ length: 1000 }, newId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{16}$/);
  });
});
