import { ar } from "../../app/i18n/resources/ar";
import { en } from "../../app/i18n/resources/en";
import { postForm } from "../support/http";
import { expect, test } from "./fixtures";
import { companyClock } from "../support/company-clock";

/**
 * Drafts and scheduled publishing, over HTTP (docs/decisions/039-scheduled-publishing.md): a service
 * scheduled a few seconds ahead is on no public page, list or sitemap, and no shared cache keeps a
 * page past its time; then it appears everywhere at once, the content version moved by the server's
 * clock with no request made in between.
 */

const newService = (title: string, visible: string, publishAt = "") => ({
  titleEn: title,
  titleKu: "",
  titleAr: "",
  descEn: "",
  descKu: "",
  descAr: "",
  imageAltEn: "",
  imageAltKu: "",
  imageAltAr: "",
  metaDescriptionEn: "",
  metaDescriptionKu: "",
  metaDescriptionAr: "",
  visible,
  publishAt,
});

test("a service scheduled ahead appears on its own at its time, everywhere at once, with no request to make it", async ({
  site,
  cookie,
}) => {
  const title = "Scheduled cloud backups";
  const at = Date.now() + 6_000;
  const saved = await postForm(
    site.base,
    "/admin/add-service?lng=en",
    newService(title, "scheduled", companyClock(at)),
    {
      cookie,
      headers: { Origin: site.base },
    },
  );
  expect(saved.status).toBe(302);
  const [row] = site.query<{ id: string; visible: number; publishAt: number }>(
    "select id, visible, publishAt from services where titleEn = ?",
    title,
  );
  expect(row).toMatchObject({ visible: 1, publishAt: Math.floor(at / 1000) * 1000 });

  // Not yet: the list, a page of its own, the sitemap; the list in the back office says when.
  const solutions = await fetch(`${site.base}/solutions?lng=en`);
  expect(await solutions.text()).not.toContain(title);
  // A shared cache keeps the list no longer than until the service appears.
  const sharedSeconds = Number(/s-maxage=(\d+)/.exec(solutions.headers.get("cache-control") ?? "")?.[1]);
  expect(sharedSeconds).toBeGreaterThanOrEqual(1);
  expect(sharedSeconds).toBeLessThanOrEqual(6);
  expect((await fetch(`${site.base}/solution-details/${row!.id}?lng=en`)).status).toBe(404);
  const sitemap = await fetch(`${site.base}/sitemap.xml`);
  expect(await sitemap.text()).not.toContain(row!.id);
  // Nor the sitemap, which lists it then.
  expect(Number(/s-maxage=(\d+)/.exec(sitemap.headers.get("cache-control") ?? "")?.[1])).toBeLessThanOrEqual(
    6,
  );
  const list = await (
    await fetch(`${site.base}/admin/list-services?lng=en&size=50`, { headers: { cookie } })
  ).text();
  expect(list).toContain(en.admin.list.scheduled.replace("{{date}}", ""));
  const preview = await (
    await fetch(`${site.base}/solution-details/${row!.id}?lng=en&preview=service:${row!.id}`, {
      headers: { cookie },
    })
  ).text();
  expect(preview).toContain(title);
  expect(preview).toContain(en.admin.preview.scheduledHeading);

  // Its time comes: the server's clock moves the content version with no request made meanwhile.
  const version = () => site.query<{ version: number }>("select version from content_version")[0]!.version;
  const before = version();
  await expect.poll(version, { timeout: 20_000, interval: 250 }).not.toBe(before);
  expect(Date.now()).toBeGreaterThanOrEqual(row!.publishAt);
  expect(await (await fetch(`${site.base}/solutions?lng=en`)).text()).toContain(title);
  expect((await fetch(`${site.base}/solution-details/${row!.id}?lng=en`)).status).toBe(200);
  expect(await (await fetch(`${site.base}/sitemap.xml`)).text()).toContain(row!.id);
  expect((await fetch(`${site.base}/solutions?lng=en`)).headers.get("cache-control")).toContain(
    "s-maxage=60",
  );
});

test("a schedule without a time, with a wrong one or one past is refused in Arabic, what was typed kept and nothing saved", async ({
  site,
  cookie,
}) => {
  const cases = [
    ["", ar.admin.form.publishing.scheduleMissing],
    ["2026-02-30T09:00", ar.admin.form.publishing.scheduleInvalid],
    ["tomorrow", ar.admin.form.publishing.scheduleInvalid],
    ["2020-01-01T09:00", ar.admin.form.publishing.scheduleInPast],
  ] as const;
  for (const [typed, message] of cases) {
    const response = await postForm(
      site.base,
      "/admin/add-service?lng=ar",
      newService("Refused schedule", "scheduled", typed),
      { cookie, headers: { Origin: site.base } },
    );
    expect(response.status, typed).toBe(400);
    const html = await response.text();
    expect(html, typed).toContain(message);
    expect(html, typed).toContain(`value="${typed}"`);
    expect(html, typed).toMatch(/<input type="radio" name="visible" checked="" value="scheduled"/);
  }
  expect(site.query("select id from services where titleEn = ?", "Refused schedule")).toEqual([]);
});

test("publishing keeps a record's first publication time; a draft published later, or a scheduled one published now, takes the moment", async ({
  site,
  cookie,
}) => {
  const post = (path: string, form: Record<string, string>) =>
    postForm(site.base, path, form, { cookie, headers: { Origin: site.base } });
  const stored = (title: string) =>
    site.query<{ id: string; visible: number; publishAt: number | null }>(
      "select id, visible, publishAt from services where titleEn = ?",
      title,
    )[0]!;

  // A draft has no publication time; publishing it from the list gives it the moment.
  expect((await post("/admin/add-service", newService("Draft first", "0"))).status).toBe(302);
  expect(stored("Draft first")).toMatchObject({ visible: 0, publishAt: null });
  const start = Date.now();
  await post("/admin/list-services", { id: stored("Draft first").id, intent: "show" });
  const published = stored("Draft first").publishAt!;
  expect(published).toBeGreaterThanOrEqual(start);
  // Back to draft and published again (list or form): it keeps that first time.
  await post("/admin/list-services", { id: stored("Draft first").id, intent: "hide" });
  expect(stored("Draft first")).toMatchObject({ visible: 0, publishAt: published });
  await post(`/admin/edit-service/${stored("Draft first").id}`, newService("Draft first", "1"));
  expect(stored("Draft first")).toMatchObject({ visible: 1, publishAt: published });

  // A scheduled one published now, from the list, takes the moment.
  const later = Date.now() + 3_600_000;
  await post("/admin/add-service", newService("Scheduled, then now", "scheduled", companyClock(later)));
  expect(stored("Scheduled, then now").publishAt).toBe(Math.floor(later / 1000) * 1000);
  await post("/admin/list-services", { id: stored("Scheduled, then now").id, intent: "show" });
  expect(stored("Scheduled, then now").publishAt).toBeLessThanOrEqual(Date.now());

  // A record published before there were publication times (null) keeps none when edited.
  const [sample] = site.query<{ id: string }>(
    "select id from services where publishAt is null and visible = 1 limit 1",
  );
  const edited = await post(`/admin/edit-service/${sample!.id}`, {
    ...newService("Sample, edited", "1"),
  });
  expect(edited.status).toBe(302);
  expect(site.query("select publishAt from services where id = ?", sample!.id)).toEqual([
    { publishAt: null },
  ]);
});
