import { librarySnippet } from "../../app/content/library-references";
import { languageCodes } from "../support/languages";
import { pngImage } from "../support/images";
import { postForm } from "../support/http";
import { emptyForm } from "../support/record-forms";
import { expect, test } from "./fixtures";

/**
 * Issue 32's trial, as the office does it with JavaScript off in the Arabic back office (plain form
 * posts): a picture into the image library, a "Careers" page with a bold word, a link and that picture
 * in its text, a header link to it right after "About"; the page at its address in three languages with
 * hreflang, in the sitemap and in the header; its address changed, the old one answers 301. (The
 * scheduled post's part is tests/server/scheduled-publishing.test.ts; the feed's validation, news.test.ts.)
 */

const AR = "lng=ar";

test("the office adds a Careers page with a picture, links it after About in the header, and moves its address", async ({
  site,
  cookie,
}) => {
  const post = (path: string, fields: Record<string, string | string[]>, image?: Buffer) =>
    postForm(site.base, `${path}?${AR}`, fields, {
      cookie,
      headers: { Origin: site.base },
      ...(image ? { image: { bytes: image, name: "فريق-العمل.png" } } : { multipart: true }),
    });

  // A picture into the library, described in Arabic.
  const uploaded = await post(
    "/admin/add-image",
    { name: "", imageAltEn: "Our team at work", imageAltKu: "", imageAltAr: "فريقنا أثناء العمل" },
    pngImage(320, 200),
  );
  expect(uploaded.status).toBe(302);
  const [picture] = site.query<{ id: string; name: string }>(
    "select id, name from media where imageAltAr = 'فريقنا أثناء العمل'",
  );
  expect(picture!.name).toBe("فريق-العمل");

  // The page, its text in Arabic and English with a bold word, a link and the picture.
  const body = (words: string) =>
    `${words}\n\n[Our solutions](https://example.com/solutions)\n\n${librarySnippet(picture!.id)}`;
  const form = (address: string) =>
    emptyForm("pages", {
      titleEn: "Careers",
      titleAr: "الوظائف",
      address,
      bodyEn: body("We are **hiring** engineers."),
      bodyAr: body("نحن **نوظّف** مهندسين."),
    });
  const page = await post("/admin/add-page", form("work-with-us"));
  expect(page.status, (await page.clone().text()).match(/field__error[^<]*<[^<]*/g)?.join(" ")).toBe(302);
  const [careers] = site.query<{ id: string }>("select id from pages where address = 'work-with-us'");

  // In the header menu, right after About.
  const header = () =>
    site.query<{ id: string; destination: string }>(
      "select id, destination from header_menu order by displayOrder, date desc, id desc",
    );
  const before = header();
  const about = before.find((link) => link.destination === "about")!;
  const linked = await post("/admin/add-header-menu-item", {
    destination: `page:${careers!.id}`,
    labelEn: "",
    labelKu: "",
    labelAr: "",
    visible: "1",
    publishAt: "",
    place: `after:${about.id}`,
  });
  expect(linked.status, (await linked.clone().text()).match(/field__error[^<]*<[^<]*/g)?.join(" ")).toBe(302);
  const after = header().map((link) => link.destination);
  expect(after[after.indexOf("about") + 1]).toBe(`page:${careers!.id}`);

  for (const lang of languageCodes) {
    const html = await (await fetch(`${site.base}/work-with-us?lng=${lang}`)).text();
    for (const other of languageCodes)
      expect(html, `${lang} → ${other}`).toContain(`/work-with-us?lng=${other}`);
    expect(html).toMatch(/<picture class="rich-text__picture">/);
    expect(html).toContain('href="https://example.com/solutions"');
    // The header: About, then Careers (the page's title in this language, English where none).
    const nav = /<nav[^>]*>[\s\S]*?<\/nav>/.exec(html)![0];
    const aboutAt = nav.indexOf('href="/about');
    const careersAt = nav.indexOf('href="/work-with-us');
    expect(aboutAt, lang).toBeGreaterThan(-1);
    expect(careersAt, lang).toBeGreaterThan(aboutAt);
    expect(nav.slice(aboutAt, careersAt)).not.toMatch(/href="\/(?!about)/);
  }
  const arabic = await (await fetch(`${site.base}/work-with-us?${AR}`)).text();
  expect(arabic).toContain("<strong>نوظّف</strong>");
  expect(arabic).toContain('alt="فريقنا أثناء العمل"');
  const english = await (await fetch(`${site.base}/work-with-us?lng=en`)).text();
  expect(english).toContain("<strong>hiring</strong>");
  expect(english).toContain('alt="Our team at work"');
  expect(await (await fetch(`${site.base}/sitemap.xml`)).text()).toContain("/work-with-us?lng=ar");

  // A new address: the old one answers 301 to it, the visitor's language kept.
  const moved = await post(`/admin/edit-page/${careers!.id}`, form("jobs"));
  expect(moved.status).toBe(302);
  const old = await fetch(`${site.base}/work-with-us?${AR}`, { redirect: "manual" });
  expect(old.status).toBe(301);
  expect(old.headers.get("location")).toBe(`/jobs?${AR}`);
  const menu = await (await fetch(`${site.base}/jobs?${AR}`)).text();
  expect(menu).toContain('href="/jobs');
});
