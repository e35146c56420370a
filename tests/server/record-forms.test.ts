/**
 * The back office's forms as an office worker without JavaScript meets them, in Arabic and Kurdish: the
 * button that saves says so, a refused save names at the top which fields to correct (each a link to its
 * box), and a rich text's formatting is shown one example a line, what is typed left to right.
 */
import { ar } from "../../app/i18n/resources/ar";
import { en } from "../../app/i18n/resources/en";
import { ku } from "../../app/i18n/resources/ku";
import type { Language } from "../../app/i18n/languages";
import { postForm } from "../support/http";
import { languageCodes } from "../support/languages";
import type { Site } from "../support/site";
import { expect, test } from "./fixtures";

const texts = { en, ku, ar } satisfies Record<Language, typeof en>;

const get = async (site: Site, path: string, cookie: string) => {
  const response = await fetch(`${site.base}${path}`, { headers: { Cookie: cookie } });
  expect(response.status, path).toBe(200);
  return response.text();
};

/** The words of the buttons that send the record's form, in order. */
const submitButtons = (html: string) =>
  [
    ...(/<form [^>]*class="admin-card admin-form".*?<\/form>/s.exec(html)?.[0] ?? "").matchAll(
      /<button type="submit"[^>]*>(.*?)<\/button>/gs,
    ),
  ].map(([, words]) => words!.replace(/<[^>]*>/g, "").trim());

test("the add and edit forms' button says Save in every language, beside Save and keep editing", async ({
  site,
  cookie,
}) => {
  const [service] = site.query<{ id: string }>("select id from services limit 1");
  for (const lng of languageCodes) {
    const { form } = texts[lng].admin;
    for (const path of [
      `/admin/edit-service/${service!.id}`,
      "/admin/add-service",
      "/admin/add-header-menu-item",
    ])
      expect(submitButtons(await get(site, `${path}?lng=${lng}`, cookie)), `${lng} ${path}`).toEqual([
        form.save,
        form.saveAndStay,
      ]);
  }
  // "Edit" names the links that open a form, never the button that saves one.
  expect(submitButtons(await get(site, `/admin/edit-service/${service!.id}?lng=ar`, cookie))).not.toContain(
    ar.admin.list.edit,
  );
});

test("a refused save names the wrong fields at the top, by their labels in the page's language, each a link to its box", async ({
  site,
  cookie,
}) => {
  const refused = await postForm(
    site.base,
    "/admin/add-service?lng=ar",
    { titleEn: "", titleAr: "خدمة", descAr: "[رابط](javascript:alert(1))", visible: "1" },
    { cookie, multipart: true, headers: { Origin: site.base } },
  );
  expect(refused.status).toBe(400);
  const html = await refused.text();
  const banner = /<div id="form-notice"[^>]*role="alert"[^>]*>(.*?)<\/div>/s.exec(html)?.[1];
  expect(banner).toBeDefined();
  const { form, fields, languages } = ar.admin;
  const label = (field: string, language: string) =>
    form.inLanguage.replace("{{field}}", field).replace("{{language}}", language);
  expect(banner).toContain(form.fixErrors);
  const links = [...banner!.matchAll(/<a href="#([^"]+)"[^>]*>([^<]*)<\/a>/g)].map(([, target, words]) => [
    target,
    words,
  ]);
  // In the form's order: the English title, then the Arabic description.
  expect(links).toEqual([
    ["field-titleEn", label(fields.title, languages.en)],
    ["field-descAr", label(fields.desc, languages.ar)],
  ]);
  expect(banner).toContain(form.required);
  expect(banner).toContain(form.invalidLink.replace("{{schemes}}", "https:// http:// mailto: tel:"));
  // Each link leads to a box that is there.
  for (const [target] of links) expect(html).toContain(`id="${target}"`);

  // A page's texts (a single record's form) say the same, in Kurdish.
  const page = await postForm(
    site.base,
    "/admin/page-team?lng=ku",
    { headingEn: "", headingKu: "تیمەکەمان", membersHeadingEn: "The people" },
    { cookie, headers: { Origin: site.base } },
  );
  expect(page.status).toBe(400);
  const kurdish = await page.text();
  const heading = ku.admin.form.inLanguage
    .replace("{{field}}", ku.admin.pages.labels.heading)
    .replace("{{language}}", ku.admin.languages.en);
  const summary = /<div id="settings-notice"[^>]*role="alert"[^>]*>(.*?)<\/div>/s.exec(kurdish)?.[1];
  expect(summary).toContain(`<a href="#field-headingEn">${heading}</a>`);
});

test("a rich text's formatting help gives each example a line of its own, the markup left to right, and a page's body its headings", async ({
  site,
  cookie,
}) => {
  const help = (html: string, id: string) =>
    new RegExp(`<div class="field__help field__formats" id="field-${id}-help">(.*?)</div>`, "s").exec(
      html,
    )?.[1];
  const { form } = ar.admin;
  const news = help(await get(site, "/admin/add-news-post?lng=ar", cookie), "bodyEn");
  expect(news).toBeDefined();
  const examples = [...news!.matchAll(/<li>(.*?)<\/li>/gs)].map(([, item]) => item!);
  expect(examples.map((item) => /<code dir="ltr">(.*?)<\/code>/.exec(item)?.[1])).toEqual([
    `**${form.formatBold}**`,
    `*${form.formatItalic}*`,
    `[${form.formatLink}](https://…)`,
    `- ${form.formatListItem}`,
  ]);
  // Each says what it shows as.
  for (const item of examples) expect(item).toContain(form.formatShowsAs);
  expect(examples[0]).toContain(`<strong>${form.formatBold}</strong>`);
  // A page's body takes headings: said too.
  const page = help(await get(site, "/admin/add-page?lng=ar", cookie), "bodyEn");
  expect(page).toContain(`<code dir="ltr">## ${form.formatHeading}</code>`);
  expect(page).toContain(`<code dir="ltr">### ${form.formatSubheading}</code>`);
  expect(news).not.toContain("##");
});
