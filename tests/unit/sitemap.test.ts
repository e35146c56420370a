import { describe, expect, it } from "vitest";
import { escapeXml, sitemapXml } from "~/site/sitemap.server";
import { pageUrl } from "~/lib/sharing";

describe("the sitemap's XML", () => {
  it("escapes the five XML special characters", () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f");
  });

  it("escapes addresses in <loc> and in the alternates' href", () => {
    const xml = sitemapXml("https://site.example", [
      { path: "/odd&path<", lastmod: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)) },
    ]);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(xml).not.toContain("/odd&path<");
    expect(xml).toContain("<loc>https://site.example/odd&amp;path&lt;?lng=ku</loc>");
    expect(xml).toContain('hreflang="ckb" href="https://site.example/odd&amp;path&lt;?lng=ku"');
    expect(xml).toContain("<lastmod>2026-01-02T03:04:05.000Z</lastmod>");
    expect(xml.match(/<url>/g)).toHaveLength(3);
  });

  it("writes no lastmod for a page without records", () => {
    expect(sitemapXml("https://site.example", [{ path: "/about", lastmod: undefined }])).not.toContain(
      "lastmod",
    );
  });
});

describe("a page's explicit-language address", () => {
  it("is the path with ?lng=, keeping only a page number past the first", () => {
    expect(pageUrl("https://site.example", "/", "ku")).toBe("https://site.example/?lng=ku");
    expect(pageUrl("https://site.example", "/team", "ar", "?page=2&utm_source=x")).toBe(
      "https://site.example/team?page=2&lng=ar",
    );
    expect(pageUrl("https://site.example", "/team", "en", "?page=1")).toBe(
      "https://site.example/team?lng=en",
    );
    expect(pageUrl("https://site.example", "/team", "en", "?page=abc")).toBe(
      "https://site.example/team?lng=en",
    );
  });
});
