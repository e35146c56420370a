/**
 * The menus staff edit (issue 32, point 2), tried over HTTP as a browser without JavaScript does: a link
 * added, moved, renamed or hidden in the back office changes the public header and footer in every
 * language at once; a destination the form does not offer, or a tenth header link, is refused with a
 * translated 400 that keeps what was typed; and a database from before the menus shows today's menus.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { MENU_MAX_LINKS } from "../../app/content/menu-destinations";
import { localizeDigits } from "../../app/i18n/digits";
import type { Language } from "../../app/i18n/languages";
import { ar } from "../../app/i18n/resources/ar";
import { en } from "../../app/i18n/resources/en";
import { ku } from "../../app/i18n/resources/ku";
import { postForm, visit } from "../support/http";
import { languageCodes } from "../support/languages";
import type { Site } from "../support/site";
import { expect, test } from "./fixtures";

const texts = { en, ku, ar } satisfies Record<Language, typeof en>;

/** The links of a list in a page's HTML, in order: [address, words]. */
function linksIn(html: string, listClass: string): [string, string][] {
  const list = new RegExp(`<ul class="${listClass}">(.*?)</ul>`, "s").exec(html)?.[1];
  if (list === undefined) throw new Error(`No list ${listClass} in the page`);
  return [...list.matchAll(/<a\b[^>]*?\bhref="([^"]*)"[^>]*>(.*?)<\/a>/gs)].map(([, href, words]) => [
    href!.replace(/&amp;/g, "&"),
    words!.replace(/<[^>]*>/g, "").trim(),
  ]);
}

/** The header's and the footer's links of a public page, as a visitor gets it (the page cache may answer). */
async function menusOf(site: Site, pathname: string, lng: Language) {
  const { status, html } = await visit(site.base, `${pathname}?lng=${lng}`);
  expect(status).toBe(200);
  return { header: linksIn(html, "navbar__links"), footer: linksIn(html, "site-footer__links") };
}

/** Today's links, as the header and footer were written before staff could change them. */
function todaysMenus(lng: Language) {
  const nav = texts[lng].nav;
  const to = (pathname: string) => {
    const [page, anchor] = pathname.split("#");
    return `${page}?lng=${lng}${anchor ? `#${anchor}` : ""}`;
  };
  return {
    header: [
      [to("/"), nav.home],
      [to("/about"), nav.about],
      [to("/#our-solutions"), nav.services],
      [to("/#our-products"), nav.products],
      [to("/#our-clients"), nav.clients],
      [to("/#contact-us"), nav.contact],
    ],
    footer: [
      [to("/about"), nav.about],
      [to("/team"), nav.team],
      [to("/solutions"), nav.solutions],
      [to("/news"), nav.news],
      [to("/#contact-us"), nav.contact],
      [to("/privacy"), nav.privacy],
    ],
  };
}

test("a new site shows today's menus, under their usual names in every language", async ({ site }) => {
  for (const lng of languageCodes) expect(await menusOf(site, "/about", lng), lng).toEqual(todaysMenus(lng));
});

test("a link added, moved, renamed and hidden in the back office changes the header and footer in every language", async ({
  site,
  cookie,
}) => {
  const post = (pathname: string, fields: Record<string, string | string[]>) =>
    postForm(site.base, pathname, fields, { cookie, headers: { Origin: site.base } });
  const headerIds = () =>
    site.query<{ id: string }>("select id from header_menu order by displayOrder, date desc, id desc");
  // Read once, so the cached pages are there to be made stale.
  for (const lng of languageCodes) expect(await menusOf(site, "/team", lng), lng).toEqual(todaysMenus(lng));

  // A link to the team page, named in English and Arabic only: Kurdish shows the usual name. It joins
  // the end of the menu (the form's place left as it comes).
  const added = await post("/admin/add-header-menu-item", {
    destination: "team",
    labelEn: "Our people",
    labelKu: "",
    labelAr: "فريقنا",
    visible: ["0", "1"],
  });
  expect(added.status).toBe(302);
  const today = headerIds().slice(0, -1);
  const teamId = headerIds().at(-1)!.id;
  expect(site.query("select destination from header_menu where id = ?", teamId)).toEqual([
    { destination: "team" },
  ]);
  const withTeam = {
    en: ["/team?lng=en", "Our people"],
    ku: ["/team?lng=ku", ku.nav.team],
    ar: ["/team?lng=ar", "فريقنا"],
  };
  for (const lng of languageCodes) {
    const { header, footer } = await menusOf(site, "/team", lng);
    expect(header, lng).toEqual([...todaysMenus(lng).header, withTeam[lng]]);
    expect(footer, lng).toEqual(todaysMenus(lng).footer);
  }

  // One place up: before Contact.
  expect((await post("/admin/list-header-menu", { id: teamId, intent: "up" })).status).toBe(302);
  expect(headerIds().at(-1)!.id).toBe(today.at(-1)!.id);
  for (const lng of languageCodes) {
    const header = todaysMenus(lng).header;
    expect((await menusOf(site, "/team", lng)).header, lng).toEqual([
      ...header.slice(0, -1),
      withTeam[lng],
      header.at(-1),
    ]);
  }

  // Hidden: gone from every page, kept in the back office.
  expect((await post("/admin/list-header-menu", { id: teamId, intent: "hide" })).status).toBe(302);
  for (const lng of languageCodes) expect(await menusOf(site, "/team", lng), lng).toEqual(todaysMenus(lng));
  expect((await post("/admin/list-header-menu", { id: teamId, intent: "down" })).status).toBe(302);

  // The footer's first quick link renamed in Kurdish only; hidden, then shown again.
  const [first] = site.query<{ id: string }>(
    "select id from footer_menu order by displayOrder, date desc, id desc limit 1",
  );
  const renamed = await post(`/admin/edit-footer-menu-item/${first!.id}`, {
    destination: "about",
    labelEn: "",
    labelKu: "چیرۆکی ئێمە",
    labelAr: "",
    visible: ["0", "1"],
  });
  expect(renamed.status).toBe(302);
  for (const lng of languageCodes) {
    const footer = todaysMenus(lng).footer.map(([href, words], index) =>
      index === 0 && lng === "ku" ? [href, "چیرۆکی ئێمە"] : [href, words],
    );
    expect((await menusOf(site, "/", lng)).footer, lng).toEqual(footer);
  }
  // The back office names the link by its destination where its own name is empty: the activity log,
  // and its versions (in the back office's language, not the stored key).
  const [logged] = site.query<{ label: string }>(
    "select label from activity_log where subject_id = ? order by id desc limit 1",
    first!.id,
  );
  expect(logged!.label).toBe(en.nav.about);
  const [version] = site.query<{ id: number }>(
    "select id from record_versions where type = 'footerMenu' and record_id = ? order by id desc limit 1",
    first!.id,
  );
  const versionPage = await fetch(
    `${site.base}/admin/edit-footer-menu-item/${first!.id}/versions/${version!.id}?lng=ku`,
    { headers: { Cookie: cookie } },
  );
  expect(versionPage.status).toBe(200);
  const values = /<dl class="admin-card version-values">(.*?)<\/dl>/s.exec(await versionPage.text())?.[1];
  expect(values).toContain(ku.admin.menus.destinations.about);
  expect(values).not.toContain(">about<");
  expect((await post("/admin/list-footer-menu", { id: first!.id, intent: "hide" })).status).toBe(302);
  expect((await menusOf(site, "/", "en")).footer).toEqual(todaysMenus("en").footer.slice(1));
  expect((await post("/admin/list-footer-menu", { id: first!.id, intent: "show" })).status).toBe(302);
  expect((await menusOf(site, "/", "ar")).footer).toEqual(todaysMenus("ar").footer);

  // The header leaves out a home section that has nothing to show; the footer keeps its link to it.
  site.execute("update services set visible = 0");
  const { header } = await menusOf(site, "/about", "en");
  expect(header.map(([href]) => href)).not.toContain("/?lng=en#our-solutions");
  expect(header).toHaveLength(todaysMenus("en").header.length - 1);
});

test("a destination the form does not offer, or none, is a translated 400 that keeps what was typed", async ({
  site,
  cookie,
}) => {
  const count = () => site.query<{ n: number }>("select count(*) as n from footer_menu")[0]!.n;
  const before = count();
  for (const [lng, destination] of [
    ["ar", "careers"],
    ["ku", "https://example.com/"],
    ["en", "constructor"],
    ["ar", ""],
  ] as const) {
    const response = await postForm(
      site.base,
      `/admin/add-footer-menu-item?lng=${lng}`,
      { destination, labelEn: "Careers", labelKu: "کار", labelAr: "الوظائف", visible: ["0", "1"] },
      { cookie, headers: { Origin: site.base } },
    );
    expect(response.status, destination).toBe(400);
    const html = await response.text();
    const { form } = texts[lng].admin;
    expect(html, destination).toContain(destination === "" ? form.required : form.invalidDestination);
    for (const typed of ["Careers", "کار", "الوظائف"])
      expect(html, destination).toContain(`value="${typed}"`);
  }
  expect(count()).toBe(before);
});

/** The choices of the add form's place, as the page lists them: [value, words, chosen]. */
function placeChoices(html: string): [string, string, boolean][] {
  const select = /<select id="field-place" name="place"[^>]*>(.*?)<\/select>/s.exec(html)?.[1];
  if (select === undefined) throw new Error("No choice of place in the form");
  return [...select.matchAll(/<option value="([^"]*)"( selected="")?[^>]*>(.*?)<\/option>/gs)].map(
    ([, value, selected, words]) => [
      value!,
      words!.replace(/[\u2068\u2069]/g, "").replace(/&quot;/g, '"'),
      Boolean(selected),
    ],
  );
}

test("without JavaScript, the Arabic form puts a new quick link at the end, or after the link chosen by the name the list shows", async ({
  site,
  cookie,
}) => {
  const post = (fields: Record<string, string | string[]>) =>
    postForm(site.base, "/admin/add-footer-menu-item?lng=ar", fields, {
      cookie,
      headers: { Origin: site.base },
    });
  const footer = () =>
    site.query<{ id: string; destination: string }>(
      "select id, destination from footer_menu order by displayOrder, date desc, id desc",
    );
  const before = footer();
  const { form, menus } = ar.admin;
  const empty = await fetch(`${site.base}/admin/add-footer-menu-item?lng=ar`, {
    headers: { Cookie: cookie },
  });
  expect(empty.status).toBe(200);
  // The end first (and chosen), then the top, then after each link by its name in the list's words.
  expect(placeChoices(await empty.text())).toEqual([
    ["last", form.place.last, true],
    ["first", form.place.first, false],
    ...before.map(({ id, destination }): [string, string, boolean] => [
      `after:${id}`,
      form.place.after.replace(
        "{{title}}",
        menus.destinations[destination as keyof typeof menus.destinations],
      ),
      false,
    ]),
  ]);

  // After About (the first quick link): the links after it move one on, in every language.
  const about = before.find((link) => link.destination === "about")!;
  const added = await post({
    destination: "home",
    labelEn: "",
    visible: ["0", "1"],
    place: `after:${about.id}`,
  });
  expect(added.status).toBe(302);
  const [, home] = footer();
  expect(home!.destination).toBe("home");
  expect(footer().map((link) => link.id)).toEqual([
    before[0]!.id,
    home!.id,
    ...before.slice(1).map((link) => link.id),
  ]);
  // The list says where it went, in Arabic digits.
  const list = await fetch(`${site.base}${added.headers.get("location")}?lng=ar`, {
    headers: { Cookie: cookie },
  });
  expect(await list.text()).toContain(
    ar.admin.notices.createdAtPlace
      .replace("{{position}}", localizeDigits("2", "ar"))
      .replace("{{total}}", localizeDigits(String(before.length + 1), "ar")),
  );
  for (const lng of languageCodes) {
    const links = (await menusOf(site, "/", lng)).footer;
    const [first, ...others] = todaysMenus(lng).footer.map(([href]) => href);
    expect(
      links.map(([href]) => href),
      lng,
    ).toEqual([first, `/?lng=${lng}`, ...others]);
    expect(links[1]![1], lng).toBe(texts[lng].nav.home);
  }

  // A link to follow that was deleted meanwhile: said beside the choice, in Arabic, what was typed kept.
  const gone = await post({
    destination: "news",
    labelEn: "Latest",
    labelAr: "الجديد",
    visible: ["0", "1"],
    place: "after:deletedLink00001",
  });
  expect(gone.status).toBe(400);
  const html = await gone.text();
  expect(html).toContain(form.place.gone);
  expect(html).toContain('value="الجديد"');
  // The banner names the choice and links to it.
  expect(html).toMatch(new RegExp(`<a href="#field-place"[^>]*>${form.place.label}</a>`));
  // A place no form offers is refused as a whole.
  expect(
    (await post({ destination: "news", labelEn: "Latest", visible: ["0", "1"], place: "middle" })).status,
  ).toBe(400);
  expect(footer()).toHaveLength(before.length + 1);
  site.execute("delete from footer_menu where id = ?", home!.id);
});

test("a link to one of the office's pages without a name of its own goes by the page's title in the list's buttons and the form's places", async ({
  site,
  cookie,
}) => {
  site.execute(
    "insert into pages (id, titleEn, titleAr, address, visible, displayOrder, date) values (?, ?, ?, ?, 1, 0, ?)",
    "menuTestPage0001",
    "Internships",
    "التدريب العملي",
    "internships-for-menus",
    Date.now(),
  );
  const added = await postForm(
    site.base,
    "/admin/add-footer-menu-item?lng=ar",
    { destination: "page:menuTestPage0001", labelEn: "", visible: ["0", "1"] },
    { cookie, headers: { Origin: site.base } },
  );
  expect(added.status).toBe(302);
  const [link] = site.query<{ id: string }>(
    "select id from footer_menu where destination = 'page:menuTestPage0001'",
  );
  const list = await (
    await fetch(`${site.base}/admin/list-footer-menu?lng=ar`, { headers: { Cookie: cookie } })
  ).text();
  const { moveUpRecord, editRecord } = ar.admin.list;
  expect(list).toContain(`aria-label="${moveUpRecord.replace("{{title}}", "التدريب العملي")}"`);
  expect(list).toContain(`aria-label="${editRecord.replace("{{title}}", "التدريب العملي")}"`);
  expect(list).not.toContain(moveUpRecord.replace("{{title}}", link!.id));
  const form = await (
    await fetch(`${site.base}/admin/add-footer-menu-item?lng=ar`, { headers: { Cookie: cookie } })
  ).text();
  expect(placeChoices(form)).toContainEqual([
    `after:${link!.id}`,
    ar.admin.form.place.after.replace("{{title}}", "التدريب العملي"),
    false,
  ]);
  site.execute("delete from footer_menu where id = ?", link!.id);
});

test(`the header holds at most ${MENU_MAX_LINKS} links: a tenth is refused with a translated 400, and nine show`, async ({
  site,
  cookie,
}) => {
  const add = (lng: Language, destination: string) =>
    postForm(
      site.base,
      `/admin/add-header-menu-item?lng=${lng}`,
      { destination, labelEn: `Link to ${destination}`, visible: ["0", "1"] },
      { cookie, headers: { Origin: site.base } },
    );
  const count = () => site.query<{ n: number }>("select count(*) as n from header_menu")[0]!.n;
  // Every link and home section shown, whatever the tests before left hidden.
  site.execute("update header_menu set visible = 1");
  site.execute("update services set visible = 1");
  for (const destination of ["solutions", "team", "privacy", "about"].slice(0, MENU_MAX_LINKS - count()))
    expect((await add("en", destination)).status).toBe(302);
  expect(count()).toBe(MENU_MAX_LINKS);
  for (const lng of languageCodes) {
    // The form says so before anything is typed, and refuses the post.
    const form = await fetch(`${site.base}/admin/add-header-menu-item?lng=${lng}`, {
      headers: { Cookie: cookie },
    });
    const full = texts[lng].admin.form.full.replace("{{max}}", localizeDigits(String(MENU_MAX_LINKS), lng));
    expect(await form.text(), lng).toContain(full);
    const refused = await add(lng, "home");
    expect(refused.status, lng).toBe(400);
    const html = await refused.text();
    expect(html, lng).toContain(full);
    expect(html, lng).toContain('value="Link to home"');
  }
  expect(count()).toBe(MENU_MAX_LINKS);
  for (const lng of languageCodes)
    expect((await menusOf(site, "/about", lng)).header, lng).toHaveLength(MENU_MAX_LINKS);
});

test("a database from before the menus shows exactly today's menus once upgraded", async ({ startSite }) => {
  const folder = mkdtempSync(path.join(tmpdir(), "menus-upgrade-"));
  try {
    // The migrations as they were before the menus', applied to a new file, with a record in each home
    // section that lists records (so the header shows every link it had).
    const before = path.join(folder, "drizzle-before");
    cpSync("drizzle", before, { recursive: true });
    const journalFile = path.join(before, "meta", "_journal.json");
    const journal = JSON.parse(readFileSync(journalFile, "utf8")) as {
      entries: { idx: number; tag: string }[];
    };
    const menus = journal.entries.find((entry) => entry.tag.endsWith("_menus"))!;
    journal.entries = journal.entries.filter((entry) => entry.idx < menus.idx);
    writeFileSync(journalFile, JSON.stringify(journal));
    const sqlite = new Database(path.join(folder, "site.db"));
    migrate(drizzle(sqlite), { migrationsFolder: before });
    for (const table of ["services", "products", "clients"])
      sqlite
        .prepare(`insert into ${table} (id, titleEn, date) values (?, 'One', ?)`)
        .run(`${table}Record0001`.slice(0, 16), Date.now());
    sqlite.close();

    const site = await startSite({ dataDir: folder });
    for (const lng of languageCodes) {
      expect(await menusOf(site, "/", lng), lng).toEqual(todaysMenus(lng));
      expect(await menusOf(site, "/privacy", lng), lng).toEqual(todaysMenus(lng));
    }
    // Written once: a restart runs no migration again.
    await site.restart();
    expect(site.query("select id from header_menu")).toHaveLength(6);
    expect(site.query("select id from footer_menu")).toHaveLength(6);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
