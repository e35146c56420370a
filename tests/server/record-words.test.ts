import { pageTextDefaults } from "../../app/content/page-texts";
import { formatInteger } from "../../app/i18n/digits";
import { ar } from "../../app/i18n/resources/ar";
import { ku } from "../../app/i18n/resources/ku";
import { postForm, visit } from "../support/http";
import type { Site } from "../support/site";
import { expect, STAFF, test } from "./fixtures";

/**
 * What staff write about services and team members: their descriptions and
 * bios in rich text (saved without JavaScript, as these posts are), shown
 * formatted on the pages and as plain text wherever formatting cannot go
 * (excerpts, meta tags, JSON-LD); a member's description for search engines
 * in the team page's JSON-LD; and an English text standing in for an empty
 * Kurdish or Arabic one marked as English.
 */

/** The form as the browser sends it: every input with what the record holds now, some changed. */
function formOf(site: Site, table: string, id: string | number, changes: Record<string, string>) {
  const [row] = site.query<Record<string, unknown>>(`select * from ${table} where id = ?`, id);
  const { id: _id, date: _date, updatedAt: _updatedAt, displayOrder: _order, ...columns } = row!;
  const form: Record<string, string | string[]> = Object.fromEntries(
    Object.entries(columns).map(([name, value]) => [name, String(value ?? "")]),
  );
  // The open days are ticked boxes, one value each.
  if (typeof form.openDays === "string") form.openDays = form.openDays.split(",").filter(Boolean);
  return { ...form, ...changes };
}

async function save(
  site: Site,
  cookie: string,
  path: string,
  form: Record<string, string | string[]>,
  lang = "ku",
) {
  return postForm(site.base, `${path}?lng=${lang}`, form, { cookie, headers: { Origin: site.base } });
}

const firstOf = (site: Site, table: string) =>
  site.query<{ id: string }>(`select id from ${table} order by displayOrder limit 1`)[0]!.id;

/** The content of the page's meta description. */
const metaDescription = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

/** The page's JSON-LD blocks, parsed. */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    ([, json]) => JSON.parse(json!) as Record<string, unknown>,
  );
type Person = { "@type": string; name: string; description?: string; jobTitle?: string };
const people = (html: string) =>
  jsonLd(html).flatMap((block) => (block["@graph"] as Person[] | undefined) ?? []);

/** Text as React writes it into the page. */
const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** The opening tag of the element whose text (first child) is `text`, or undefined. */
function elementAround(html: string, text: string): string | undefined {
  const escaped = escapeHtml(text).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(<[a-z0-9]+(?: [^>]*)?>)\\s*${escaped}`).exec(html)?.[1];
}
const markedEnglish = (tag: string | undefined) =>
  tag !== undefined && tag.includes(' lang="en"') && tag.includes(' dir="ltr"');

test("a service's description and a member's bio take bold, italic, links and lists; the pages show them formatted, and as plain text in excerpts, meta tags and JSON-LD", async ({
  site,
  cookie,
}) => {
  const service = firstOf(site, "services");
  const description =
    "ئێمە **ماڵپەڕی خێرا** دروست دەکەین، *بە سێ زمان*. [نموونەکان ببینە](https://zagrostech.iq/work).\n- دیزاین\n- هۆستینگ\nبۆ زانیاری زیاتر پەیوەندیمان پێوە بکە.";
  const plainFirst = "ئێمە ماڵپەڕی خێرا دروست دەکەین، بە سێ زمان. نموونەکان ببینە.";
  const saved = await save(
    site,
    cookie,
    `/admin/edit-service/${service}`,
    formOf(site, "services", service, { descKu: description, metaDescriptionKu: "" }),
  );
  expect(saved.status).toBe(302);

  const page = (await visit(site.base, `/solution-details/${service}?lng=ku`)).html;
  // Every line a paragraph, as before; the list's items together.
  expect(page).toContain(
    '<p>ئێمە <strong>ماڵپەڕی خێرا</strong> دروست دەکەین، <em>بە سێ زمان</em>. <a href="https://zagrostech.iq/work" rel="noopener noreferrer">نموونەکان ببینە</a>.</p>\n<ul>\n<li>دیزاین</li>\n<li>هۆستینگ</li>\n</ul>\n<p>بۆ زانیاری زیاتر پەیوەندیمان پێوە بکە.</p>',
  );
  // Search engines and share previews get the first paragraph's words, no Markdown, no HTML.
  expect(metaDescription(page)).toBe(plainFirst);
  expect(page).toContain(`<meta property="og:description" content="${plainFirst}"/>`);

  // The home page's card and the solutions list: the words only.
  for (const path of ["/?lng=ku", "/solutions?lng=ku"]) {
    const html = (await visit(site.base, path)).html;
    expect(html, path).toContain(plainFirst);
    expect(html, path).not.toContain("**ماڵپەڕی");
    expect(html, path).not.toContain("](https://zagrostech.iq/work)");
  }

  // A team member's bio, and the team page's JSON-LD with the bio as plain text.
  const member = firstOf(site, "team_members");
  const bio = "**دامەزرێنەر**ی کۆمپانیاکە.\n- پرۆژەکان\n- کڕیاران";
  expect(
    (
      await save(
        site,
        cookie,
        `/admin/edit-team-member/${member}`,
        formOf(site, "team_members", member, { bioKu: bio, metaDescriptionKu: "" }),
      )
    ).status,
  ).toBe(302);
  const team = (await visit(site.base, "/team?lng=ku")).html;
  expect(team).toContain(
    '<div class="rich-text team-card__bio" dir="auto"><p><strong>دامەزرێنەر</strong>ی کۆمپانیاکە.</p>\n<ul>\n<li>پرۆژەکان</li>\n<li>کڕیاران</li>\n</ul>\n</div>',
  );
  const [name] = site.query<{ nameKu: string }>("select nameKu from team_members where id = ?", member);
  expect(people(team).find((person) => person.name === name!.nameKu)?.description).toBe(
    "دامەزرێنەری کۆمپانیاکە. پرۆژەکان کڕیاران",
  );
});

test("hostile descriptions and bios get a translated error that keeps the text, or are shown harmlessly", async ({
  site,
  cookie,
}) => {
  const service = firstOf(site, "services");
  const stored = () => JSON.stringify(site.query("select * from services where id = ?", service));
  const before = stored();
  const refused = async (descAr: string, message: string) => {
    const response = await save(
      site,
      cookie,
      `/admin/edit-service/${service}`,
      formOf(site, "services", service, { descAr }),
      "ar",
    );
    expect(response.status, descAr.slice(0, 30)).toBe(400);
    const html = await response.text();
    expect(html).toContain(message);
    expect(html).toContain(escapeHtml(descAr.slice(0, 40)));
    expect(stored()).toBe(before);
  };
  await refused(
    "اضغط [هنا](javascript:alert(1))",
    ar.admin.form.invalidLink.replace("{{schemes}}", "https:// http:// mailto: tel:"),
  );
  await refused("نحن \u202Eفريق", ar.admin.form.directionControl);
  await refused("ع".repeat(5001), ar.admin.form.tooLong.replace("{{max}}", formatInteger(5000, "ar")));

  // A bio is shorter: 600 characters, said in Kurdish on the Kurdish form.
  const member = firstOf(site, "team_members");
  const tooLong = await save(
    site,
    cookie,
    `/admin/edit-team-member/${member}`,
    formOf(site, "team_members", member, { bioKu: "ئ".repeat(601) }),
  );
  expect(tooLong.status).toBe(400);
  expect(await tooLong.text()).toContain(ku.admin.form.tooLong.replace("{{max}}", formatInteger(600, "ku")));

  // Markup is text: nothing runs, and the page's structure stays.
  const markup = '<script>alert(1)</script><img src=x onerror=alert(1)> </div><p dir="ltr">';
  expect(
    (
      await save(
        site,
        cookie,
        `/admin/edit-service/${service}`,
        formOf(site, "services", service, { descAr: markup }),
        "ar",
      )
    ).status,
  ).toBe(302);
  for (const path of [`/solution-details/${service}?lng=ar`, "/?lng=ar", "/solutions?lng=ar"]) {
    const html = (await visit(site.base, path)).html;
    expect(html, path).toContain("&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;");
    expect(html, path).not.toContain("<script>alert(1)");
    expect(html, path).not.toContain("<img src=x");
    expect(html, path).not.toContain('<p dir="ltr">');
  }
});

test("a member's description for search engines is their Person's description in the team page's JSON-LD; without one, the bio's words", async ({
  site,
  cookie,
}) => {
  const [first, second] = site.query<{ id: string; nameAr: string; bioAr: string }>(
    "select id, nameAr, bioAr from team_members order by displayOrder limit 2",
  );
  const description = "مؤسس زاغروس تك، يقود مشاريع المواقع والشبكات في أربيل.";
  expect(
    (
      await save(
        site,
        cookie,
        `/admin/edit-team-member/${first!.id}`,
        formOf(site, "team_members", first!.id, { metaDescriptionAr: description }),
        "ar",
      )
    ).status,
  ).toBe(302);
  const html = (await visit(site.base, "/team?lng=ar")).html;
  const persons = people(html);
  expect(persons.find((person) => person.name === first!.nameAr)).toMatchObject({
    "@type": "Person",
    description,
  });
  expect(persons.find((person) => person.name === second!.nameAr)?.description).toBe(second!.bioAr);
  // The description is for machines: the card shows the bio.
  expect(html).not.toContain(`<p>${description}</p>`);
});

test("an English text standing in for an empty Arabic one is marked lang=en dir=ltr; an Arabic text is not", async ({
  site,
  cookie,
}) => {
  const [member, other] = site.query<{ id: string; roleEn: string; bioEn: string; roleAr: string }>(
    "select id, roleEn, bioEn, roleAr from team_members order by displayOrder limit 2",
  );
  // A record's fields, a page's texts (plain and rich) and a company fact, each emptied in Arabic.
  const saves = [
    save(
      site,
      cookie,
      `/admin/edit-team-member/${member!.id}`,
      formOf(site, "team_members", member!.id, { roleAr: "", bioAr: "" }),
      "ar",
    ),
    save(
      site,
      cookie,
      "/admin/page-team",
      formOf(site, "team_page", 1, { headingAr: "", metaTitleAr: "" }),
      "ar",
    ),
    save(site, cookie, "/admin/page-about", formOf(site, "about_page", 1, { companyTextAr: "" }), "ar"),
    save(
      site,
      cookie,
      "/admin/settings",
      formOf(site, "company_facts", 1, { footerTextAr: "", confirmPassword: STAFF.password }),
      "ar",
    ),
  ];
  for (const response of await Promise.all(saves)) expect(response.status).toBe(302);

  const team = (await visit(site.base, "/team?lng=ar")).html;
  expect(team).toContain('<html lang="ar" dir="rtl"');
  // The record's role and bio.
  expect(markedEnglish(elementAround(team, member!.roleEn))).toBe(true);
  expect(team).toContain(
    `<div class="rich-text team-card__bio" dir="ltr" lang="en"><p>${escapeHtml(member!.bioEn)}</p>`,
  );
  // The page's heading (inside the <h1>).
  const heading = pageTextDefaults.teamPage.heading as { en: string };
  expect(team).toMatch(new RegExp(`<h1[^>]*><span lang="en" dir="ltr">${heading.en}</span></h1>`));
  // The company's footer text, on every page.
  const footer = elementAround(team, "We design, build and host websites");
  expect(footer).toContain('class="site-footer__about"');
  expect(markedEnglish(footer)).toBe(true);
  // <title> and meta tags cannot mark a language: they carry the English text as it is.
  expect(team).toContain(`<title>${heading.en} | `);
  expect(team).toContain(`<meta property="og:title" content="${heading.en}"/>`);

  // Arabic texts carry no mark of their own: the other member's role, the page's intro.
  expect(elementAround(team, other!.roleAr)).toBe('<p class="team-card__role" dir="auto">');
  const intro = (pageTextDefaults.teamPage.intro as { ar: string }).ar;
  // (An introduction is inline rich text: the server's HTML, in a span of its own.)
  expect(team).toContain(
    `<p class="page-header__intro"><span class="rich-text-inline">${escapeHtml(intro)}</span></p>`,
  );

  // A rich page text: the about page's company paragraph.
  const about = (await visit(site.base, "/about?lng=ar")).html;
  const companyText = (pageTextDefaults.aboutPage.companyText as { en: string }).en;
  const wrapper = new RegExp(`(<div class="rich-text"[^>]*>)<p>${companyText.slice(0, 40)}`).exec(about);
  expect(markedEnglish(wrapper?.[1])).toBe(true);

  // In English nothing is marked: it is the page's own language.
  const english = (await visit(site.base, "/team?lng=en")).html;
  expect(english).toContain(`<h1>${heading.en}</h1>`);
  expect(elementAround(english, member!.roleEn)).toBe('<p class="team-card__role" dir="auto">');
});
