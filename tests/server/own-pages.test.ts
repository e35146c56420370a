import { ar } from "../../app/i18n/resources/ar";
import { languageCodes } from "../support/languages";
import { postForm } from "../support/http";
import { emptyForm } from "../support/record-forms";
import { expect, test } from "./fixtures";

/**
 * The office's own pages over HTTP, with no JavaScript (plain form posts): made in the Arabic back
 * office, served at their address in every language with hreflang and canonical, in the sitemap,
 * kept in the page cache; an address left answers 301 to the new one; a draft is staff's only; an
 * address that is a route's or another page's is refused in Arabic with what was typed kept.
 */

const newPage = (fields: Record<string, string>) => emptyForm("pages", fields);

test("a page made in the Arabic back office is served at its address in every language, cached, in the sitemap, and its old address answers 301", async ({
  site,
  cookie,
}) => {
  const post = (path: string, fields: Record<string, string>) =>
    postForm(site.base, path, newPage(fields), { cookie, headers: { Origin: site.base } });
  const saved = await post("/admin/add-page?lng=ar", {
    titleEn: "Join us",
    titleAr: "انضم إلينا",
    address: "join-us",
    bodyEn: "We are **hiring**. See [our solutions](https://example.com/solutions).\n\n## Open roles",
    bodyAr: "نحن **نوظّف** الآن.",
  });
  expect(saved.status).toBe(302);
  const [row] = site.query<{ id: string }>("select id from pages where address = 'join-us'");

  for (const lang of languageCodes) {
    const response = await fetch(`${site.base}/join-us?lng=${lang}`);
    expect(response.status, lang).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/join-us\?lng=/);
    for (const other of languageCodes) expect(html, `${lang} → ${other}`).toContain(`/join-us?lng=${other}`);
    expect(html).toMatch(/hrefLang="x-default"/i);
  }
  const english = await (await fetch(`${site.base}/join-us?lng=en`)).text();
  expect(english).toContain("<strong>hiring</strong>");
  expect(english).toContain('href="https://example.com/solutions"');
  expect(english).toContain("<h2>Open roles</h2>");
  expect(english).toContain("<title>Join us |");
  expect(await (await fetch(`${site.base}/join-us?lng=ar`)).text()).toContain("<strong>نوظّف</strong>");

  // The second request is the stored page: a validator and a shared cache's lifetime.
  const again = await fetch(`${site.base}/join-us?lng=ku`);
  expect(again.headers.get("etag")).toMatch(/^"[^"]+"$/);
  expect(again.headers.get("cache-control")).toContain("s-maxage=");

  const sitemap = await (await fetch(`${site.base}/sitemap.xml`)).text();
  for (const lang of languageCodes)
    expect(sitemap).toMatch(new RegExp(`<loc>[^<]*/join-us\\?lng=${lang}</loc><lastmod>`));

  // A new address: the old one answers 301 to it, the language kept.
  const moved = await post(`/admin/edit-page/${row!.id}?lng=ar`, {
    titleEn: "Join us",
    titleAr: "انضم إلينا",
    address: "work-with-us",
  });
  expect(moved.status).toBe(302);
  const old = await fetch(`${site.base}/join-us?lng=ku`, { redirect: "manual" });
  expect(old.status).toBe(301);
  expect(
    new URL(old.headers.get("location")!, site.base).pathname +
      new URL(old.headers.get("location")!, site.base).search,
  ).toBe("/work-with-us?lng=ku");
  expect((await fetch(`${site.base}/work-with-us?lng=en`)).status).toBe(200);
  expect(await (await fetch(`${site.base}/sitemap.xml`)).text()).not.toContain("/join-us?");

  // A 404 is never stored.
  const missing = await fetch(`${site.base}/no-such-page?lng=en`);
  expect(missing.status).toBe(404);
  expect(missing.headers.get("cache-control")).toBe("no-store");
});

test("a draft page is a 404 to visitors and previewed by staff", async ({ site, cookie }) => {
  const saved = await postForm(
    site.base,
    "/admin/add-page?lng=en",
    newPage({ titleEn: "Coming soon", address: "coming-soon", visible: "0" }),
    { cookie, headers: { Origin: site.base } },
  );
  expect(saved.status).toBe(302);
  const [row] = site.query<{ id: string }>("select id from pages where address = 'coming-soon'");
  expect((await fetch(`${site.base}/coming-soon?lng=en`)).status).toBe(404);
  expect(await (await fetch(`${site.base}/sitemap.xml`)).text()).not.toContain("/coming-soon");
  const preview = await fetch(`${site.base}/coming-soon?lng=en&preview=page:${row!.id}`, {
    headers: { cookie },
  });
  expect(preview.status).toBe(200);
  expect(await preview.text()).toContain("Coming soon");
  expect(preview.headers.get("cache-control")).toContain("no-store");
  // Without a session the preview parameter is ignored.
  expect((await fetch(`${site.base}/coming-soon?lng=en&preview=page:${row!.id}`)).status).toBe(404);
});

test("an address that is a route's or another page's is refused in Arabic, what was typed kept", async ({
  site,
  cookie,
}) => {
  const cases = [
    ["admin", ar.admin.form.address.reserved],
    ["solutions", ar.admin.form.address.reserved],
    // The sample page's.
    ["careers", ar.admin.form.address.taken],
    ["Careers Page", ar.admin.form.address.invalid.replace("{{max}}", "٦٠")],
  ] as const;
  for (const [typed, message] of cases) {
    const response = await postForm(
      site.base,
      "/admin/add-page?lng=ar",
      newPage({ titleEn: "Refused page", address: typed }),
      { cookie, headers: { Origin: site.base } },
    );
    expect(response.status, typed).toBe(400);
    const html = await response.text();
    expect(html, typed).toContain(message);
    expect(html, typed).toContain(`value="${typed}"`);
  }
  expect(site.query("select id from pages where titleEn = 'Refused page'")).toEqual([]);
});

test("an address left empty is made from the English title, past the site's own addresses and other pages'", async ({
  site,
  cookie,
}) => {
  // The form says so in Arabic, and does not ask for the address.
  const form = await (await fetch(`${site.base}/admin/add-page?lng=ar`, { headers: { cookie } })).text();
  expect(form).toContain(ar.admin.form.address.fromTitle);
  const input = /<input [^>]*id="field-address"[^>]*>/.exec(form)?.[0];
  expect(input).toBeDefined();
  expect(input).not.toContain("required");

  const made = async (titleEn: string) => {
    const saved = await postForm(
      site.base,
      "/admin/add-page?lng=ar",
      newPage({ titleEn, titleAr: "صفحة", address: "" }),
      { cookie, headers: { Origin: site.base } },
    );
    expect(saved.status, titleEn).toBe(302);
    return site.query<{ address: string }>(
      "select address from pages where titleEn = ? order by date desc limit 1",
      titleEn,
    )[0]!.address;
  };
  expect(await made("Our Partners & Friends")).toBe("our-partners-friends");
  expect((await fetch(`${site.base}/our-partners-friends?lng=ar`)).status).toBe(200);
  // "Team" is the team page's address: the new page takes the next free one, and /team stays the team's.
  expect(await made("Team")).toBe("team-2");
  expect((await fetch(`${site.base}/team-2?lng=en`)).status).toBe(200);
  expect(await (await fetch(`${site.base}/team?lng=en`)).text()).toContain('class="team');
  // The sample page has /careers.
  expect(await made("Careers")).toBe("careers-2");
});
