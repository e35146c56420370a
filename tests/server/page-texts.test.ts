import { pageTextDefaults } from "../../app/content/page-texts";
import { formatInteger } from "../../app/i18n/digits";
import { en } from "../../app/i18n/resources/en";
import { ku } from "../../app/i18n/resources/ku";
import { postForm, visit } from "../support/http";
import type { Site } from "../support/site";
import { formOfRow } from "../support/page-texts";
import { expect, STAFF, test } from "./fixtures";
import { languageCodes } from "../support/languages";

/**
 * The pages' texts are content: an office worker edits them in the back
 * office, without JavaScript (plain form posts, as these are), in Kurdish,
 * and the next load of the public pages shows them. What they type can
 * format a paragraph but never run script or turn the page around.
 */

const defaults = (page: keyof typeof pageTextDefaults, field: string) =>
  pageTextDefaults[page][field] as { en: string; ku: string; ar: string };

/** The form as the browser sends it: every input with what it holds now (the stored row), some changed. */
function formOf(
  site: Site,
  table: string,
  changes: Record<string, string>,
): Record<string, string | string[]> {
  const [row] = site.query<Record<string, unknown>>(`select * from ${table} where id = 1`);
  return { ...formOfRow(row!), ...changes };
}

async function save(
  site: Site,
  cookie: string,
  path: string,
  table: string,
  changes: Record<string, string>,
) {
  return postForm(site.base, `${path}?lng=ku`, formOf(site, table, changes), {
    cookie,
    headers: { Origin: site.base },
  });
}

/** Text as React writes it into the page. */
const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** The content of the page's meta description. */
const metaDescription = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

test("in Kurdish, without JavaScript: the About paragraph with a bold word and a link, the third process step and the About description show on the next load; English stays; an empty Arabic text shows the English one", async ({
  site,
  cookie,
}) => {
  // Served once before the edits, so the page cache holds them: the saves must make them stale.
  const before = await visit(site.base, "/about?lng=ku");
  expect(before.html).toContain(defaults("aboutPage", "companyText").ku);
  await visit(site.base, "/?lng=ku");

  const form = await fetch(`${site.base}/admin/page-about?lng=ku`, { headers: { Cookie: cookie } });
  expect(form.status).toBe(200);
  const formHtml = await form.text();
  expect(formHtml).toContain('name="companyTextKu"');
  expect(formHtml).toContain(ku.admin.pages.aboutPage);

  const paragraph =
    "ئێمە **تیمێکی بچووکین** لە هەولێر. [پەیوەندیمان پێوە بکە](https://zagrostech.iq/contact).";
  const description = "زاگرۆس تێک: تیمێکی بچووکی تەکنەلۆجیا لە هەولێر.";
  const saved = await save(site, cookie, "/admin/page-about", "about_page", {
    companyTextKu: paragraph,
    metaDescriptionKu: description,
  });
  expect(saved.status).toBe(302);
  const step = "تاقیکردنەوە لەگەڵ خەڵکی ڕاستەقینە، هەر هەفتەیەک.";
  expect((await save(site, cookie, "/admin/page-home", "home_page", { step3TextKu: step })).status).toBe(302);

  const about = await visit(site.base, "/about?lng=ku");
  expect(about.etag).not.toBe(before.etag);
  expect(about.html).toContain(
    '<p>ئێمە <strong>تیمێکی بچووکین</strong> لە هەولێر. <a href="https://zagrostech.iq/contact" rel="noopener noreferrer">پەیوەندیمان پێوە بکە</a>.</p>',
  );
  expect(metaDescription(about.html)).toBe(description);
  expect(about.html).toContain(`<meta property="og:description" content="${description}"/>`);
  expect((await visit(site.base, "/?lng=ku")).html).toContain(
    `<span class="rich-text-inline">${step}</span>`,
  );

  // English is unchanged.
  const english = await visit(site.base, "/about?lng=en");
  expect(english.html).toContain(`<p>${defaults("aboutPage", "companyText").en}</p>`);
  expect(metaDescription(english.html)).toBe(defaults("aboutPage", "metaDescription").en);
  expect((await visit(site.base, "/?lng=en")).html).toContain(
    `<span class="rich-text-inline">${defaults("homePage", "step3Text").en}</span>`,
  );

  // An empty Arabic text shows the English one.
  expect((await save(site, cookie, "/admin/page-about", "about_page", { companyTextAr: "" })).status).toBe(
    302,
  );
  expect((await visit(site.base, "/about?lng=ar")).html).toContain(
    `<p>${defaults("aboutPage", "companyText").en}</p>`,
  );

  // The activity log says which page changed and which fields, never the texts.
  const [entry] = site.query<{ action: string; subject_type: string; changed_fields: string }>(
    "select action, subject_type, changed_fields from activity_log where subject_type = 'aboutPage' order by id limit 1",
  );
  expect(entry).toMatchObject({ action: "update", subject_type: "aboutPage" });
  expect((JSON.parse(entry!.changed_fields) as string[]).sort()).toEqual([
    "companyTextKu",
    "metaDescriptionKu",
  ]);
});

test("introductions, the footer's words and an info tile's dialog show bold and links in three languages; a plain text shows its asterisks", async ({
  site,
  cookie,
}) => {
  const typed = {
    en: "We build **fast websites**. [See our work](https://zagrostech.iq/work).",
    ku: "ماڵپەڕی **خێرا** دروست دەکەین. [کارەکانمان ببینە](https://zagrostech.iq/work).",
    ar: "نبني **مواقع سريعة**. [شاهد أعمالنا](https://zagrostech.iq/work).",
  };
  const shown = {
    en: 'We build <strong>fast websites</strong>. <a href="https://zagrostech.iq/work" rel="noopener noreferrer">See our work</a>.',
    ku: 'ماڵپەڕی <strong>خێرا</strong> دروست دەکەین. <a href="https://zagrostech.iq/work" rel="noopener noreferrer">کارەکانمان ببینە</a>.',
    ar: 'نبني <strong>مواقع سريعة</strong>. <a href="https://zagrostech.iq/work" rel="noopener noreferrer">شاهد أعمالنا</a>.',
  };
  const inEach = (field: string) => ({
    [`${field}En`]: typed.en,
    [`${field}Ku`]: typed.ku,
    [`${field}Ar`]: typed.ar,
  });
  expect(
    (
      await save(site, cookie, "/admin/page-home", "home_page", {
        ...inEach("servicesIntro"),
        ...inEach("step2Text"),
        tilesTextEn: "About **us**",
      })
    ).status,
  ).toBe(302);
  expect((await save(site, cookie, "/admin/page-solutions", "solutions_page", inEach("intro"))).status).toBe(
    302,
  );
  // The company details' form sends the open days as ticked boxes.
  const facts = formOf(site, "company_facts", inEach("footerText"));
  const settings = await postForm(
    site.base,
    "/admin/settings?lng=ku",
    // The company details ask for the password again (the cookie was signed in from another address).
    { ...facts, openDays: String(facts.openDays).split(","), confirmPassword: STAFF.password },
    { cookie, headers: { Origin: site.base } },
  );
  expect(settings.status).toBe(302);
  const tile = site.firstId("info_areas");
  const tileForm = await postForm(
    site.base,
    `/admin/edit-info-area/${tile}?lng=en`,
    { titleEn: "Training", ...inEach("desc") },
    { cookie, multipart: true, headers: { Origin: site.base } },
  );
  expect(tileForm.status).toBe(302);

  for (const lng of languageCodes) {
    const home = (await visit(site.base, `/?lng=${lng}`)).html;
    // The solutions section's introduction and the second step, the footer, the tile's dialog.
    expect(home.split(shown[lng]).length - 1, `${lng} home`).toBe(4);
    expect(home).not.toContain("](https://zagrostech.iq/work)");
    expect((await visit(site.base, `/solutions?lng=${lng}`)).html).toContain(shown[lng]);
  }
  // The "About us" tile is a link as a whole: its text is plain, as its label says.
  expect((await visit(site.base, "/?lng=en")).html).toContain("About **us**");
});

test("hostile texts get a translated error (and nothing is stored) or are shown harmlessly", async ({
  site,
  cookie,
}) => {
  const stored = () => site.query("select * from about_page")[0];
  const before = JSON.stringify(stored());
  const refused = async (companyTextKu: string, message: string) => {
    const response = await save(site, cookie, "/admin/page-about", "about_page", { companyTextKu });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(message);
    // What was typed is kept to correct (cut to the field's limit).
    expect(html).toContain(escapeHtml(companyTextKu.slice(0, 40)));
    expect(JSON.stringify(stored())).toBe(before);
  };
  await refused(
    "بڕۆ [ئێرە](javascript:alert(1))",
    ku.admin.form.invalidLink.replace("{{schemes}}", "https:// http:// mailto: tel:"),
  );
  await refused("[x](data:text/html,<script>alert(1)</script>)", ku.admin.form.invalidLink.slice(0, 20));
  await refused("ئ".repeat(5001), ku.admin.form.tooLong.replace("{{max}}", formatInteger(5000, "ku")));
  await refused("ئێمە \u202Eتیمێکین", ku.admin.form.directionControl);

  // Markup is shown as the text it is: nothing runs, the page's own structure stays.
  const markup = '<script>alert(1)</script><img src=x onerror=alert(1)> </div><p dir="ltr">';
  expect(
    (await save(site, cookie, "/admin/page-about", "about_page", { companyTextKu: markup })).status,
  ).toBe(302);
  const html = (await visit(site.base, "/about?lng=ku")).html;
  expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;");
  expect(html).not.toContain("<script>alert(1)");
  expect(html).not.toContain("<img src=x");
  expect(html).not.toContain('<p dir="ltr">');
  // The same for an introduction (inline rich text): a script link is refused, markup shown as text.
  const intro = await save(site, cookie, "/admin/page-home", "home_page", {
    servicesIntroKu: "[ئێرە](javascript:alert(1))",
  });
  expect(intro.status).toBe(400);
  expect(await intro.text()).toContain(
    ku.admin.form.invalidLink.replace("{{schemes}}", "https:// http:// mailto: tel:"),
  );
  expect(
    (await save(site, cookie, "/admin/page-home", "home_page", { servicesIntroKu: markup })).status,
  ).toBe(302);
  const home = (await visit(site.base, "/?lng=ku")).html;
  expect(home).toContain("&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;");
  expect(home).not.toContain("<script>alert(1)");
  expect(home).not.toContain("<img src=x");

  // The English form page says it in English too.
  const english = await postForm(
    site.base,
    "/admin/page-about?lng=en",
    formOf(site, "about_page", { companyTextEn: "[x](javascript:alert(1))" }),
    { cookie, headers: { Origin: site.base } },
  );
  expect(english.status).toBe(400);
  expect(await english.text()).toContain(
    en.admin.form.invalidLink.replace("{{schemes}}", "https:// http:// mailto: tel:"),
  );
});

test("the preview renders on the server for signed-in staff only, and the public pages ship no parser", async ({
  site,
  cookie,
}) => {
  const preview = await postForm(
    site.base,
    "/admin/rich-text-preview",
    { text: "**a** [b](javascript:x) <i>c</i>" },
    {
      cookie,
      headers: { Origin: site.base },
    },
  );
  expect(preview.status).toBe(200);
  expect(preview.headers.get("content-type")).toMatch(/^application\/json/);
  expect(preview.headers.get("cache-control")).toContain("no-store");
  expect(((await preview.json()) as { html: string }).html).toBe(
    "<p><strong>a</strong> [b](javascript:x) &lt;i&gt;c&lt;/i&gt;</p>\n",
  );
  // An introduction is one inline text, as the page shows it: no paragraph, no list.
  const inline = await postForm(
    site.base,
    "/admin/rich-text-preview",
    { text: "- **a** [b](https://x.example)", lines: "inline" },
    { cookie, headers: { Origin: site.base } },
  );
  expect(((await inline.json()) as { html: string }).html).toBe(
    '- <strong>a</strong> <a href="https://x.example" rel="noopener noreferrer">b</a>',
  );
  const anonymous = await postForm(
    site.base,
    "/admin/rich-text-preview",
    { text: "x" },
    { headers: { Origin: site.base } },
  );
  expect(anonymous.status).toBe(302);
});
