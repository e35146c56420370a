/**
 * The home page's sections staff show, hide and move (issue 32: "the home page can show the latest
 * three news posts in a section staff can hide or move like the others"), over HTTP as a browser
 * without JavaScript does: a move comes back unsaved, a save changes the public home page in every
 * language at once (its cached copies included), and no link leads to a hidden section; a list the
 * form does not send is a translated 400 that keeps what was typed.
 */
import type { Language } from "../../app/i18n/languages";
import { ar } from "../../app/i18n/resources/ar";
import { en } from "../../app/i18n/resources/en";
import { ku } from "../../app/i18n/resources/ku";
import { localizeDigits } from "../../app/i18n/digits";
import { postForm, visit } from "../support/http";
import { languageCodes } from "../support/languages";
import { formOfRow } from "../support/page-texts";
import type { Site } from "../support/site";
import { expect, test } from "./fixtures";

const texts = { en, ku, ar } satisfies Record<Language, typeof en>;

/** Each section's element id on the public page, by the key staff's choice stores. */
const ANCHORS = {
  tiles: "info-tiles",
  services: "our-solutions",
  process: "process",
  technology: "technology",
  products: "our-products",
  clients: "our-clients",
  news: "latest-news",
  contact: "contact-us",
} as const;
type Key = keyof typeof ANCHORS;
const TODAY: Key[] = ["tiles", "services", "process", "technology", "products", "clients", "news", "contact"];

/** The home page's sections in the order a visitor gets them (the page cache may answer). */
async function sectionsOf(site: Site, lng: Language): Promise<Key[]> {
  const { status, html } = await visit(site.base, `/?lng=${lng}`);
  expect(status).toBe(200);
  const byAnchor = new Map<string, Key>(Object.entries(ANCHORS).map(([key, anchor]) => [anchor, key as Key]));
  return [...html.matchAll(/<section\b[^>]*\bid="([^"]+)"/g)].flatMap(([, id]) => {
    const key = byAnchor.get(id!);
    return key ? [key] : [];
  });
}

/** The home page's form as stored now, with some inputs changed. */
function homeForm(site: Site, changes: Record<string, string | string[]>) {
  const [row] = site.query<Record<string, unknown>>("select * from home_page where id = 1");
  return { ...formOfRow(row!), ...changes };
}

const storedSections = (site: Site) =>
  site.query<{ sections: string }>("select sections from home_page where id = 1")[0]!.sections;

/** The keys of a form page's section list, in order (its hidden inputs). */
const orderInForm = (html: string) =>
  [...html.matchAll(/<input type="hidden" name="sections" value="([^"]+)"\/>/g)].map(([, key]) => key!);

test("a section moved, then hidden and saved in the back office without JavaScript, changes the home page in every language; no link leads to a hidden one", async ({
  site,
  cookie,
}) => {
  const post = (path: string, fields: Record<string, string | string[]>) =>
    postForm(site.base, path, fields, { cookie, headers: { Origin: site.base } });
  // Today's page, read once so the page cache holds it: the save must make it stale.
  for (const lng of languageCodes) expect(await sectionsOf(site, lng), lng).toEqual(TODAY);

  // The form lists the sections, named in the page's language, in today's order.
  const page = await fetch(`${site.base}/admin/page-home?lng=ku`, { headers: { Cookie: cookie } });
  const pageHtml = await page.text();
  expect(pageHtml).toContain(ku.admin.pages.groups.sections);
  expect(pageHtml).toContain(ku.admin.pages.groups.news);
  expect(orderInForm(pageHtml)).toEqual(TODAY);

  // "Up" on the news section: the form comes back with it moved and what was typed kept; nothing saved.
  const before = storedSections(site);
  const moved = await post(
    "/admin/page-home?lng=ku",
    homeForm(site, { tilesHeadingKu: "هێشتا پاشەکەوت نەکراوە", sectionsMove: "news:up" }),
  );
  expect(moved.status).toBe(200);
  const movedHtml = await moved.text();
  const order = ["tiles", "services", "process", "technology", "products", "news", "clients", "contact"];
  expect(orderInForm(movedHtml)).toEqual(order);
  expect(movedHtml).toContain(
    ku.admin.pages.sectionMoved
      .replace("{{section}}", ku.admin.pages.groups.news)
      .replace("{{position}}", localizeDigits("6", "ku"))
      .replace("{{total}}", localizeDigits("8", "ku"))
      .replace("{{save}}", ku.admin.settings.save),
  );
  expect(movedHtml).toContain('value="هێشتا پاشەکەوت نەکراوە"');
  expect(storedSections(site)).toBe(before);
  expect(await sectionsOf(site, "en")).toEqual(TODAY);

  // Saved as it came back, with the process and the contact sections unticked.
  const shown = order.filter((key) => key !== "process" && key !== "contact");
  const saved = await post(
    "/admin/page-home?lng=ku",
    homeForm(site, { sections: order, sectionsShown: shown }),
  );
  expect(saved.status).toBe(302);
  expect(storedSections(site)).toBe("tiles,services,-process,technology,products,news,clients,-contact");

  for (const lng of languageCodes) {
    expect(await sectionsOf(site, lng), lng).toEqual(shown);
    const home = (await visit(site.base, `/?lng=${lng}`)).html;
    // Nothing leads to the hidden contact section: not the hero, the header or the footer; the
    // solutions' own pages leave out their "Ask us".
    expect(home, lng).not.toContain("#contact-us");
    expect(home, lng).not.toContain(texts[lng].hero.talkToUs);
    expect(home, lng).toContain("#our-solutions");
    const about = (await visit(site.base, `/about?lng=${lng}`)).html;
    expect(about, lng).not.toContain("#contact-us");
    const service = site.firstId("services");
    const solution = (await visit(site.base, `/solution-details/${service}?lng=${lng}`)).html;
    expect(solution, lng).not.toContain(texts[lng].solutionDetails.ctaButton);
  }

  // A message sent from a page loaded before the section was hidden still gets its thanks.
  expect((await visit(site.base, "/?lng=en&contact=sent")).html).toContain('id="contact-us"');

  // The save is an edit of the home page like any: the activity log names the field, a version keeps it.
  const [entry] = site.query<{ changed_fields: string }>(
    "select changed_fields from activity_log where subject_type = 'homePage' order by id desc limit 1",
  );
  expect(JSON.parse(entry!.changed_fields)).toEqual(["sections"]);
  const [version] = site.query<{ id: number }>(
    "select id from record_versions where type = 'homePage' order by id desc limit 1",
  );
  const versionPage = await fetch(`${site.base}/admin/page-home/versions/${version!.id}?lng=ar`, {
    headers: { Cookie: cookie },
  });
  expect(versionPage.status).toBe(200);
  const values = /<ol class="version-sections">(.*?)<\/ol>/s.exec(await versionPage.text())?.[1] ?? "";
  expect(values).toContain(`${ar.admin.pages.groups.contact} (${ar.admin.pages.sectionHidden})`);

  // Shown again: the links come back.
  expect(
    (await post("/admin/page-home?lng=en", homeForm(site, { sections: order, sectionsShown: order }))).status,
  ).toBe(302);
  for (const lng of languageCodes) {
    expect(await sectionsOf(site, lng), lng).toEqual(order);
    expect((await visit(site.base, `/about?lng=${lng}`)).html, lng).toContain("#contact-us");
  }
});

test("a list of sections the form does not send is a translated 400 that keeps what was typed, and saves nothing", async ({
  site,
  cookie,
}) => {
  const before = storedSections(site);
  const logged = () => site.query("select id from activity_log where subject_type = 'homePage'").length;
  const entries = logged();
  const crafted: Record<string, string | string[]>[] = [
    { sections: [...TODAY, "tiles"] },
    { sections: TODAY.slice(1) },
    { sections: ["careers", ...TODAY.slice(1)] },
    { sectionsShown: ["constructor"] },
    { sectionsMove: "careers:up" },
    { sectionsMove: "news:sideways" },
  ];
  for (const [index, changes] of crafted.entries()) {
    const lng = languageCodes[index % languageCodes.length]!;
    const typed = `${lng}: typed ${index}`;
    const response = await postForm(
      site.base,
      `/admin/page-home?lng=${lng}`,
      homeForm(site, { tilesHeadingEn: typed, ...changes }),
      { cookie, headers: { Origin: site.base } },
    );
    expect(response.status, JSON.stringify(changes)).toBe(400);
    const html = await response.text();
    expect(html, JSON.stringify(changes)).toContain(texts[lng].admin.form.invalidSections);
    expect(html, JSON.stringify(changes)).toContain(`value="${typed}"`);
  }
  expect(storedSections(site)).toBe(before);
  expect(logged()).toBe(entries);
});

test("staff previewing a client while the clients section is hidden see the section, with a banner saying so; visitors do not", async ({
  site,
  cookie,
}) => {
  const post = (fields: Record<string, string | string[]>) =>
    postForm(site.base, "/admin/page-home?lng=en", homeForm(site, fields), {
      cookie,
      headers: { Origin: site.base },
    });
  expect(
    (await post({ sections: TODAY, sectionsShown: TODAY.filter((key) => key !== "clients") })).status,
  ).toBe(302);
  const preview = `/?lng=ku&preview=client:${site.firstId("clients")}`;
  const staffPage = await fetch(`${site.base}${preview}`, { headers: { Cookie: cookie } });
  expect(staffPage.headers.get("cache-control")).toContain("no-store");
  const staffHtml = await staffPage.text();
  expect(staffHtml).toContain('id="our-clients"');
  expect(staffHtml).toContain(ku.admin.preview.sectionHiddenHeading);
  expect(staffHtml).toContain(
    ku.admin.preview.sectionHiddenText.replace("{{section}}", ku.admin.pages.groups.clients),
  );
  const visitor = (await visit(site.base, preview)).html;
  expect(visitor).not.toContain('id="our-clients"');
  expect(visitor).not.toContain(ku.admin.preview.sectionHiddenHeading);
  expect(await sectionsOf(site, "ku")).toEqual(TODAY.filter((key) => key !== "clients"));
  expect((await post({ sections: TODAY, sectionsShown: TODAY })).status).toBe(302);
});
