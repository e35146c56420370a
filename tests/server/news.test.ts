import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ar } from "../../app/i18n/resources/ar";
import { pngImage } from "../support/images";
import { postForm, type Upload } from "../support/http";
import { expect, test } from "./fixtures";
import { companyClock } from "../support/company-clock";

/**
 * News over HTTP, as the office would post it: the Arabic back office's form without JavaScript, then
 * the post on /news, its page, the home page, the sitemap and the Atom feed (validated against RFC
 * 4287's RELAX NG schema by jing); a scheduled post on none of them until its time; the feed's ETag.
 */

/** The site's configured origin (no SITE_URL: localhost on its port), which absolute addresses use. */
const origin = (site: { base: string }) => site.base.replace("127.0.0.1", "localhost");

const ATOM_SCHEMA = path.join(import.meta.dirname, "../support/atom.rnc");

/** Runs jing over a feed: its messages, or "" when it is valid Atom. */
function atomErrors(xml: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "feed-"));
  const file = path.join(dir, "feed.xml");
  writeFileSync(file, xml);
  try {
    execFileSync(process.env.JING_PATH ?? "jing", ["-c", ATOM_SCHEMA, file], { encoding: "utf8" });
    return "";
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const newPost = (fields: Record<string, string>) => ({
  titleEn: "",
  address: "",
  titleKu: "",
  titleAr: "",
  summaryEn: "",
  summaryKu: "",
  summaryAr: "",
  bodyEn: "",
  bodyKu: "",
  bodyAr: "",
  imageAltEn: "",
  imageAltKu: "",
  imageAltAr: "",
  metaDescriptionEn: "",
  metaDescriptionKu: "",
  metaDescriptionAr: "",
  visible: "1",
  publishAt: "",
  ...fields,
});

test("a post added in the Arabic back office without JavaScript is on /news, its page, the home page, the sitemap and a valid feed", async ({
  site,
  cookie,
}) => {
  const post = (form: Record<string, string>, image?: Upload) =>
    postForm(site.base, "/admin/add-news-post?lng=ar", newPost(form), {
      cookie,
      headers: { Origin: site.base },
      ...(image === undefined ? {} : { image }),
    });
  const saved = await post(
    {
      titleEn: "Office opens in Duhok",
      titleAr: "افتتاح مكتب في دهوك",
      summaryAr: "مكتبنا الجديد في دهوك يفتح أبوابه يوم الأحد.",
      bodyAr: "نفتح **مكتبًا جديدًا** في دهوك.\n\nأهلًا بكم.",
      imageAltAr: "واجهة المكتب الجديد",
    },
    { bytes: pngImage(40, 30), name: "office.png" },
  );
  expect(saved.status).toBe(302);
  const [row] = site.query<{ id: string; image: string; address: string }>(
    "select id, image, address from news where titleEn = ?",
    "Office opens in Duhok",
  );
  expect(row!.image).not.toBe("");
  // Its address was left empty: made from the English title.
  expect(row!.address).toBe("office-opens-in-duhok");

  // The list, newest first: the new post before the sample posts.
  const list = await (await fetch(`${site.base}/news?lng=ar`)).text();
  expect(list.indexOf("افتتاح مكتب في دهوك")).toBeGreaterThan(-1);
  expect(list.indexOf("افتتاح مكتب في دهوك")).toBeLessThan(list.indexOf("انتقل مكتبنا"));
  expect(list).toMatch(/<time class="news-card__date" dateTime="\d{4}-\d\d-\d\dT[\d:.]+Z">[٠-٩]/);
  expect(list).toContain(`href="/news/${row!.address}?lng=ar"`);

  // Its page: title, date, image with its alt text, body, share links, NewsArticle.
  const page = await fetch(`${site.base}/news/${row!.address}?lng=ar`);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain("افتتاح مكتب في دهوك");
  expect(html).toContain("<strong>مكتبًا جديدًا</strong>");
  expect(html).toContain('alt="واجهة المكتب الجديد"');
  expect(html).toMatch(/<time dateTime="[^"]+">[٠-٩]/);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json" nonce="[^"]*">(.*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
    .find((data) => data["@type"] === "NewsArticle");
  expect(jsonLd).toMatchObject({
    headline: "افتتاح مكتب في دهوك",
    mainEntityOfPage: `${origin(site)}/news/${row!.address}?lng=ar`,
    publisher: { "@type": "Organization" },
  });
  expect(String((jsonLd!.image as string[])[0])).toMatch(/^https?:\/\//);

  // Home: the latest news section holds it.
  const home = await (await fetch(`${site.base}/?lng=ar`)).text();
  expect(home).toContain('id="latest-news"');
  expect(home).toContain("افتتاح مكتب في دهوك");
  // Every public page names the feed in its language.
  const about = await (await fetch(`${site.base}/about?lng=ar`)).text();
  expect(about).toContain(
    `<link rel="alternate" type="application/atom+xml" href="${origin(site)}/news.atom?lng=ar"`,
  );

  // The sitemap: the post's page and /news, with a lastmod.
  const sitemap = await (await fetch(`${site.base}/sitemap.xml`)).text();
  expect(sitemap).toContain(`<loc>${origin(site)}/news/${row!.address}?lng=ar</loc>`);
  expect(sitemap).toMatch(new RegExp(`<loc>${origin(site)}/news\\?lng=ar</loc><lastmod>`));

  // The feed: valid Atom, in Arabic, the post first.
  const feed = await fetch(`${site.base}/news.atom?lng=ar`);
  expect(feed.status).toBe(200);
  expect(feed.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
  const xml = await feed.text();
  expect(atomErrors(xml)).toBe("");
  expect(xml).toContain('xml:lang="ar"');
  expect(xml.indexOf("افتتاح مكتب في دهوك")).toBeLessThan(xml.indexOf("انتقل مكتبنا"));
  expect(xml).toContain(`href="${origin(site)}/news/${row!.address}?lng=ar"`);
  // Its entry's id is for ever the post's, whatever address it moves to.
  expect(xml).toContain(`<id>tag:${new URL(origin(site)).hostname},2026:news/${row!.id}/ar</id>`);
});

test("the feed is validated by its ETag: a 304 until a save, then a new one", async ({ site, cookie }) => {
  const first = await fetch(`${site.base}/news.atom?lng=ku`);
  const etag = first.headers.get("etag")!;
  expect(etag).toMatch(/^"news-ku-\d+"$/);
  expect(first.headers.get("cache-control")).toBe("public, no-cache");
  const again = await fetch(`${site.base}/news.atom?lng=ku`, { headers: { "If-None-Match": etag } });
  expect(again.status).toBe(304);
  expect(await again.text()).toBe("");

  const [sample] = site.query<{ id: string; address: string }>("select id, address from news limit 1");
  const edited = await postForm(
    site.base,
    `/admin/edit-news-post/${sample!.id}?lng=ar`,
    newPost({ titleEn: "Edited sample post", titleKu: "هەواڵی دەستکاریکراو" }),
    { cookie, headers: { Origin: site.base } },
  );
  expect(edited.status).toBe(302);
  // Its address was left empty: made again from the new title; the old one answers with a 301.
  const moved = await fetch(`${site.base}/news/${sample!.address}?lng=ar`, { redirect: "manual" });
  expect(moved.status).toBe(301);
  expect(moved.headers.get("location")).toBe("/news/edited-sample-post?lng=ar");
  const after = await fetch(`${site.base}/news.atom?lng=ku`, { headers: { "If-None-Match": etag } });
  expect(after.status).toBe(200);
  expect(after.headers.get("etag")).not.toBe(etag);
  const xml = await after.text();
  expect(xml).toContain("هەواڵی دەستکاریکراو");
  expect(atomErrors(xml)).toBe("");
});

test("a scheduled post is on no page, feed or sitemap until its time, then on all of them", async ({
  site,
  cookie,
}) => {
  const title = "Scheduled course announcement";
  const at = Date.now() + 6_000;
  const saved = await postForm(
    site.base,
    "/admin/add-news-post?lng=ar",
    newPost({ titleEn: title, visible: "scheduled", publishAt: companyClock(at) }),
    { cookie, headers: { Origin: site.base } },
  );
  expect(saved.status).toBe(302);
  const [row] = site.query<{ id: string; address: string }>(
    "select id, address from news where titleEn = ?",
    title,
  );
  const everywhere = async () => ({
    list: (await (await fetch(`${site.base}/news?lng=en`)).text()).includes(title),
    page: (await fetch(`${site.base}/news/${row!.address}?lng=en`)).status,
    home: (await (await fetch(`${site.base}/?lng=en`)).text()).includes(title),
    feed: (await (await fetch(`${site.base}/news.atom?lng=en`)).text()).includes(title),
    sitemap: (await (await fetch(`${site.base}/sitemap.xml`)).text()).includes(`/news/${row!.address}`),
  });
  expect(await everywhere()).toEqual({ list: false, page: 404, home: false, feed: false, sitemap: false });

  // Its time comes: the server's clock moves the content version with no request made meanwhile.
  const version = () => site.query<{ version: number }>("select version from content_version")[0]!.version;
  const before = version();
  await expect.poll(version, { timeout: 20_000, interval: 250 }).not.toBe(before);
  expect(await everywhere()).toEqual({ list: true, page: 200, home: true, feed: true, sitemap: true });
});

test("a post without its English title is refused in Arabic, with what was typed kept and nothing saved", async ({
  site,
  cookie,
}) => {
  const response = await postForm(
    site.base,
    "/admin/add-news-post?lng=ar",
    newPost({ titleAr: "خبر بلا عنوان إنجليزي", summaryAr: "ملخص محفوظ" }),
    { cookie, headers: { Origin: site.base } },
  );
  expect(response.status).toBe(400);
  const html = await response.text();
  expect(html).toContain(ar.admin.form.required);
  expect(html).toContain('value="خبر بلا عنوان إنجليزي"');
  expect(html).toContain("ملخص محفوظ");
  expect(site.query("select id from news where titleAr = ?", "خبر بلا عنوان إنجليزي")).toEqual([]);
});
