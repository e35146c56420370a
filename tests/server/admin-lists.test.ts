import { adminDateFormat } from "../../app/lib/dates";
import { formatInteger } from "../../app/i18n/digits";
import { ar } from "../../app/i18n/resources/ar";
import { en } from "../../app/i18n/resources/en";
import { ku } from "../../app/i18n/resources/ku";
import { postForm } from "../support/http";
import type { Site } from "../support/site";
import { expect, serverTest } from "./fixtures";

/**
 * Back-office lists at the size a company reaches, without JavaScript (plain links and form posts):
 * a search in any language, sorting by a column, a page size, moves to the top, the bottom or a
 * place, and "Save and keep editing". A site of its own: records are moved and added here.
 */
const test = serverTest();

const get = async (site: Site, path: string, cookie: string) => {
  const response = await fetch(`${site.base}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
  return { status: response.status, html: await response.text() };
};
/** The edit links of a list page: its records, in the order shown. */
const idsShown = (html: string, slug: string) =>
  [...html.matchAll(new RegExp(`href="/admin/edit-${slug}/([^"?]+)"`, "g"))].map((match) => match[1]!);
const order = (site: Site) =>
  site.query<{ id: string; titleEn: string }>(
    "select id, titleEn from services order by displayOrder, date desc, id desc",
  );

test("a search finds titles in any language, counts what it found, and keeps to its words (no wildcards)", async ({
  site,
  cookie,
}) => {
  const [service] = order(site);
  const { titleKu } = site.query<{ titleKu: string }>(
    "select titleKu from services where id = ?",
    service!.id,
  )[0]!;
  const word = Array.from(titleKu).slice(0, 4).join("");
  const found = await get(site, `/admin/list-services?lng=ku&size=100&q=${encodeURIComponent(word)}`, cookie);
  expect(found.status).toBe(200);
  expect(idsShown(found.html, "service")).toContain(service!.id);
  expect(found.html).toContain(ku.admin.list.search);
  expect(found.html).toMatch(/تۆمار دۆزرایەوە بۆ «/);
  // Reordering is off while a search narrows the list.
  expect(found.html).toContain(ku.admin.list.orderNeedsAll);

  const english = await get(
    site,
    `/admin/list-services?lng=en&size=100&q=${encodeURIComponent(service!.titleEn.toUpperCase())}`,
    cookie,
  );
  expect(idsShown(english.html, "service")).toContain(service!.id);

  // An Arabic word finds its record too.
  const { titleAr } = site.query<{ titleAr: string }>(
    "select titleAr from services where id = ?",
    service!.id,
  )[0]!;
  const arabic = await get(
    site,
    `/admin/list-services?lng=ar&size=100&q=${encodeURIComponent(titleAr)}`,
    cookie,
  );
  expect(idsShown(arabic.html, "service")).toContain(service!.id);

  // %, _ and \ are letters here, not wildcards.
  for (const wildcard of ["%", "_", "\\", "%_%"]) {
    const none = await get(site, `/admin/list-services?lng=ar&q=${encodeURIComponent(wildcard)}`, cookie);
    expect(idsShown(none.html, "service"), wildcard).toEqual([]);
    expect(none.html).toContain(ar.admin.list.noneFound);
  }

  // A phone number typed in Eastern Arabic digits, as a Kurdish keyboard writes it, finds the client.
  const [client] = site.query<{ id: string; phone: string }>(
    "select id, phone from clients where phone != '' limit 1",
  );
  const eastern = client!.phone.replace(/[0-9]/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
  const byPhone = await get(
    site,
    `/admin/list-clients?lng=ku&size=100&q=${encodeURIComponent(eastern.slice(-4))}`,
    cookie,
  );
  expect(idsShown(byPhone.html, "client")).toContain(client!.id);
});

test("sorting by a column, both ways, in the page's language; a page size; a value no link makes is a 400", async ({
  site,
  cookie,
}) => {
  const titles = (lang: "en" | "ar") =>
    site
      .query<{ id: string; title: string }>(
        `select id, coalesce(nullif(title${lang === "en" ? "En" : "Ar"}, ''), titleEn) as title from services`,
      )
      .sort((a, b) =>
        a.title.toLowerCase() < b.title.toLowerCase()
          ? -1
          : a.title.toLowerCase() > b.title.toLowerCase()
            ? 1
            : 0,
      )
      .map((row) => row.id);
  const up = await get(site, "/admin/list-services?lng=ar&sort=title&dir=asc&size=100", cookie);
  expect(idsShown(up.html, "service")).toEqual(titles("ar"));
  expect(up.html).toContain('aria-sort="ascending"');
  const down = await get(site, "/admin/list-services?lng=en&sort=title&dir=desc&size=100", cookie);
  expect(idsShown(down.html, "service")).toEqual(titles("en").reverse());

  const ten = await get(site, "/admin/list-services?size=10", cookie);
  expect(idsShown(ten.html, "service")).toHaveLength(Math.min(10, order(site).length));
  // Twenty a page unless staff choose another size.
  expect(idsShown((await get(site, "/admin/list-services", cookie)).html, "service")).toHaveLength(
    Math.min(20, order(site).length),
  );

  for (const bad of ["size=7", "sort=password", "sort=title&dir=sideways", "missing=fr"])
    expect((await get(site, `/admin/list-services?lng=ar&${bad}`, cookie)).status, bad).toBe(400);
});

test("moves to the top, the bottom and a place, and back to the same view", async ({ site, cookie }) => {
  const post = (form: Record<string, string>) =>
    postForm(site.base, "/admin/list-services?lng=ar", form, { cookie, headers: { Origin: site.base } });
  const ids = () => order(site).map((row) => row.id);
  const before = ids();
  const third = before[2]!;
  const top = await post({ id: third, intent: "top", view: "?size=10" });
  expect(top.status).toBe(302);
  expect(top.headers.get("location")).toBe("/admin/list-services?size=10");
  expect(ids()[0]).toBe(third);

  const bottom = await post({ id: third, intent: "bottom", view: "?size=10&sort=title&dir=desc" });
  expect(bottom.status).toBe(302);
  expect(bottom.headers.get("location")).toBe("/admin/list-services?sort=title&dir=desc&size=10");
  expect(ids().at(-1)).toBe(third);

  // Place 2, typed in Eastern Arabic digits as an Arabic keyboard writes them.
  expect((await post({ id: third, intent: "to", position: "٢", view: "" })).status).toBe(302);
  expect(ids()[1]).toBe(third);
  // A place past the end is the end; one that is no number is said beside the list, and nothing moves.
  expect((await post({ id: third, intent: "to", position: "999", view: "" })).status).toBe(302);
  expect(ids().at(-1)).toBe(third);
  const kept = ids();
  const wrong = await post({ id: third, intent: "to", position: "two", view: "" });
  expect(wrong.status).toBe(302);
  const back = wrong.headers.get("location")!;
  const page = await get(site, `${back}${back.includes("?") ? "&" : "?"}lng=ar`, cookie);
  expect(page.html).toContain(
    ar.admin.notices.placeInvalid.replace("{{total}}", formatInteger(kept.length, "ar")),
  );
  expect(ids()).toEqual(kept);
});

test("'Save and keep editing' stays on the record, a new one's included", async ({ site, cookie }) => {
  const added = await postForm(
    site.base,
    "/admin/add-service?lng=en",
    { titleEn: "Kept open", then: "stay" },
    { cookie, multipart: true, headers: { Origin: site.base } },
  );
  expect(added.status).toBe(302);
  const [{ id }] = site.query<{ id: string }>("select id from services where titleEn = 'Kept open'") as [
    { id: string },
  ];
  expect(added.headers.get("location")).toBe(`/admin/edit-service/${id}`);
  const form = await get(site, added.headers.get("location")!, cookie);
  expect(form.html).toContain(en.admin.form.savedHere);
  expect(form.html).toContain(en.admin.form.saveAndStay);

  const saved = await postForm(
    site.base,
    `/admin/edit-service/${id}?lng=en`,
    { titleEn: "Kept open, edited" },
    { cookie, multipart: true, headers: { Origin: site.base } },
  );
  expect(saved.headers.get("location")).toBe("/admin/list-services");
});

test("a list shows twenty rows a page unless staff choose another size", async ({ site, cookie }) => {
  // Enough clients for two pages, whatever the sample holds.
  const have = site.query<{ n: number }>("select count(*) as n from clients")[0]!.n;
  for (let i = have; i < 25; i++)
    site.execute(
      "insert into clients (id, titleEn, displayOrder, date) values (?, ?, ?, ?)",
      `listClient${String(i).padStart(6, "0")}`,
      `Client ${i}`,
      100 + i,
      Date.now(),
    );
  const total = site.query<{ n: number }>("select count(*) as n from clients")[0]!.n;
  const first = await get(site, "/admin/list-clients?lng=en", cookie);
  expect(idsShown(first.html, "client")).toHaveLength(20);
  expect(first.html).toContain(
    `>${en.admin.list.pageOf.replace("{{page}}", "1").replace("{{pages}}", "2")}<`,
  );
  expect(idsShown((await get(site, "/admin/list-clients?page=2", cookie)).html, "client")).toHaveLength(
    total - 20,
  );
  // The sizes offered, twenty chosen; the default is left out of the list's links.
  const sizes = [...first.html.matchAll(/<option value="(\d+)"( selected="")?/g)].map(
    ([, size, chosen]) => `${size}${chosen ? "*" : ""}`,
  );
  expect(sizes).toEqual(["10", "20*", "50", "100"]);
  expect(first.html).toContain('href="/admin/list-clients?page=2"');
  expect(idsShown((await get(site, "/admin/list-clients?size=10", cookie)).html, "client")).toHaveLength(10);
});

test("the hint to show the list in its order is given only where staff order it by hand", async ({
  site,
  cookie,
}) => {
  const hint = (html: string) => html.includes(en.admin.list.orderNeedsAll);
  // Searched or sorted: a list ordered by hand has no order buttons, and says how to get them back.
  expect(hint((await get(site, "/admin/list-services?lng=en&q=a", cookie)).html)).toBe(true);
  expect(hint((await get(site, "/admin/list-services?lng=en&sort=title&dir=asc", cookie)).html)).toBe(true);
  expect(hint((await get(site, "/admin/list-services?lng=en", cookie)).html)).toBe(false);
  // News (by date) and pages (by title) have no order of staff's to change, searched or not.
  for (const path of [
    "/admin/list-news?lng=en",
    "/admin/list-news?lng=en&q=a",
    "/admin/list-news?lng=en&sort=title&dir=asc",
    "/admin/list-pages?lng=en",
    "/admin/list-pages?lng=en&q=a",
  ])
    expect(hint((await get(site, path, cookie)).html), path).toBe(false);
});

test("the news list dates a post by its publication (to come, for a scheduled one), a draft by its making, and sorts by the same", async ({
  site,
  cookie,
}) => {
  const day = 24 * 60 * 60 * 1000;
  const made = Date.UTC(2026, 0, 10, 9, 0);
  const post = (id: string, title: string, visible: number, publishAt: number | null) =>
    site.execute(
      "insert into news (id, titleEn, address, visible, publishAt, date) values (?, ?, ?, ?, ?, ?)",
      id,
      title,
      id.toLowerCase(),
      visible,
      publishAt,
      made,
    );
  post("listNewsPublished", "Published a week after it was written", 1, made + 7 * day);
  post("listNewsScheduled", "Scheduled for next year", 1, Date.now() + 365 * day);
  post("listNewsDraftOne1", "A draft once published", 0, made + 3 * day);
  post("listNewsFromStart", "Published as it was written", 1, null);
  const dates = adminDateFormat("ar");
  const { html } = await get(site, "/admin/list-news?lng=ar&size=100", cookie);
  const dateOf = (id: string) => {
    const row = new RegExp(
      `<tr[^>]*>(?:(?!</tr>).)*?/admin/edit-news-post/${id}"(?:(?!</tr>).)*</tr>`,
      "s",
    ).exec(html)?.[0];
    return /class="cell--date"[^>]*><span[^>]*>([^<]*)</.exec(row ?? "")?.[1];
  };
  expect(dateOf("listNewsPublished")).toBe(dates.format(made + 7 * day));
  expect(dateOf("listNewsScheduled")).toBe(
    dates.format(
      site.query<{ at: number }>("select publishAt as at from news where id = 'listNewsScheduled'")[0]!.at,
    ),
  );
  expect(dateOf("listNewsDraftOne1")).toBe(dates.format(made));
  expect(dateOf("listNewsFromStart")).toBe(dates.format(made));
  // Sorted by that date, the oldest first: the one published from the start and the draft (both
  // dated when made) before the one published a week later, the scheduled one last.
  const sorted = idsShown(
    (await get(site, "/admin/list-news?lng=en&sort=date&dir=asc&size=100", cookie)).html,
    "news-post",
  ).filter((id) => id.startsWith("listNews"));
  expect(sorted.slice(2)).toEqual(["listNewsPublished", "listNewsScheduled"]);
  expect(new Set(sorted.slice(0, 2))).toEqual(new Set(["listNewsDraftOne1", "listNewsFromStart"]));
});
