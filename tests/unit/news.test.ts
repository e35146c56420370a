import { contentTypes } from "~/content/content-types";
import { describe, expect, it } from "vitest";
import { newId } from "~/db/ids.server";
import { insertRecord } from "~/db/records.server";
import { siteDateFormat } from "~/lib/dates";
import { newsCard } from "~/site/public-pages.server";
import { loadRecordList } from "~/site/record-pages.server";
import { feedLanguage, newsFeedXml } from "~/site/news-feed.server";
import { newsArticleData } from "~/components/news/NewsArticleJsonLd";

const DAY = 24 * 60 * 60_000;
const ORIGIN = "https://site.example";

/** A post created `createdAgo` ms ago, published at `publishAt` (or since its creation). */
function addPost(title: string, createdAgo: number, publishAt: number | null = null, more = {}) {
  const id = newId();
  insertRecord("news", id, {
    titleEn: title,
    address: `post-${id.toLowerCase().replace(/[^a-z0-9]/g, "")}`,
    titleKu: `${title} (ku)`,
    summaryEn: `About ${title}`,
    bodyEn: `The text of **${title}**.`,
    date: String(Date.now() - createdAgo),
    ...(publishAt === null ? {} : { publishAt: String(publishAt) }),
    ...more,
  });
  return id;
}

const listed = (lang: "en" | "ku" | "ar" = "en", url = "http://site/news") =>
  loadRecordList("news", url, contentTypes.news.publicList!.pageSize, (record) => newsCard(record, lang));

// This file's fresh database holds the three sample posts (the newest made at the seed, then 4 and 8 days before).
describe("news, newest first by publication time", () => {
  const now = Date.now();
  const old = addPost("Created long ago, published yesterday", 30 * DAY, now - DAY);
  const recent = addPost("Created an hour ago", 60 * 60_000);
  addPost("Scheduled for tomorrow", 60_000, now + DAY);
  const backdated = addPost("Created today, dated last year", 60_000, now - 365 * DAY);

  it("lists by coalesce(publishAt, date), latest first, without what is not due", () => {
    const titles = listed().records.map((post) => post.title.text);
    expect(titles.indexOf("Created an hour ago")).toBeLessThan(
      titles.indexOf("Created long ago, published yesterday"),
    );
    expect(titles).not.toContain("Scheduled for tomorrow");
    expect(titles.at(-1)).toBe("Created today, dated last year");
    const ids = listed().records.map((post) => post.id);
    expect(ids.indexOf(recent)).toBeLessThan(ids.indexOf(old));
    expect(ids.at(-1)).toBe(backdated);
  });

  it("shows each post's publication date in the language's way: Kurdish day first with the ezafe, Eastern digits", () => {
    const post = (lang: "en" | "ku" | "ar") => listed(lang).records.find((record) => record.id === old)!;
    const published = new Date(now - DAY);
    expect(post("en").published.iso).toBe(published.toISOString());
    expect(post("en").published.text).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(post("ku").published.text).toMatch(/^[٠-٩]{1,2}ی .+ی [٠-٩]{4}$/);
    expect(post("ar").published.text).toMatch(/^[٠-٩]{1,2} .+ [٠-٩]{4}$/);
    expect(post("ku").published.text).toBe(siteDateFormat("ku").format(published));
    expect(post("ku").path).toBe(`/news/post-${old.toLowerCase().replace(/[^a-z0-9]/g, "")}`);
  });
});

describe("the Atom feed", () => {
  it("is in its language, every address absolute on the origin, its entries newest first", () => {
    const xml = newsFeedXml(ORIGIN, "ku");
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>/);
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="ckb"');
    expect(xml).toContain(`<link rel="self" href="${ORIGIN}/news.atom?lng=ku"/>`);
    expect(xml).toContain(`<link rel="alternate" href="${ORIGIN}/news?lng=ku"/>`);
    expect(xml).toContain("<title>هەواڵەکان · ");
    // Every href and id is absolute on the configured origin, in the feed's language.
    for (const [, href] of xml.matchAll(/href="([^"]*)"/g))
      expect(href).toMatch(/^https:\/\/site\.example\//);
    const ids = [...xml.matchAll(/<id>([^<]*)<\/id>/g)].map((match) => match[1]!);
    expect(ids[0]).toBe(`${ORIGIN}/news.atom?lng=ku`);
    // An entry's id is the post's for ever (a tag URI), whatever address it moves to.
    for (const id of ids.slice(1)) expect(id).toMatch(/^tag:site\.example,2026:news\/[\w-]+\/ku$/);
    // Kurdish titles where written, English where not.
    expect(xml).toContain("Created an hour ago (ku)");
    expect(xml).not.toContain("Scheduled for tomorrow");
    // Entries newest first by publication; dates are RFC 3339; the feed's updated is the newest change.
    const published = [...xml.matchAll(/<published>([^<]*)<\/published>/g)].map((match) =>
      Date.parse(match[1]!),
    );
    expect(published.length).toBeGreaterThan(3);
    expect([...published].sort((a, b) => b - a)).toEqual(published);
    const updated = [...xml.matchAll(/<updated>([^<]*)<\/updated>/g)].map((match) => match[1]!);
    for (const date of updated) expect(date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Date.parse(updated[0]!)).toBe(Math.max(...updated.slice(1).map((date) => Date.parse(date))));
    expect(xml).toContain('<content type="html"><![CDATA[<div dir="rtl">');
  });

  it("is English at its address without a language, and keeps markup in titles as text", () => {
    expect(feedLanguage(`${ORIGIN}/news.atom`)).toBe("en");
    expect(feedLanguage(`${ORIGIN}/news.atom?lng=ar`)).toBe("ar");
    expect(feedLanguage(`${ORIGIN}/news.atom?lng=xx`)).toBe("en");
    addPost("Fish & <chips> ]]> done", 0);
    const xml = newsFeedXml(ORIGIN, "en");
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en"');
    expect(xml).toContain("Fish &amp; &lt;chips&gt;");
    expect(xml).not.toContain("<chips>");
  });
});

describe("a post's structured data", () => {
  it("is a NewsArticle by the company, with absolute image and its dates", () => {
    const data = newsArticleData(
      ORIGIN,
      `${ORIGIN}/news/a?lng=en`,
      { name: "Zagros" },
      {
        title: { text: "Office opens" },
        metaDescription: "",
        published: { iso: "2026-01-02T03:04:05.000Z" },
        modified: "2026-01-03T03:04:05.000Z",
        image: "/uploads/a.webp",
        hasOwnImage: true,
      },
    );
    expect(data).toMatchObject({
      "@type": "NewsArticle",
      headline: "Office opens",
      datePublished: "2026-01-02T03:04:05.000Z",
      dateModified: "2026-01-03T03:04:05.000Z",
      image: [`${ORIGIN}/uploads/a.webp`],
      author: { "@type": "Organization", name: "Zagros" },
      publisher: { "@type": "Organization", name: "Zagros" },
    });
  });
});
