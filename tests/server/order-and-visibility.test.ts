import { ar } from "../../app/i18n/resources/ar";
import { postForm } from "../support/http";
import { expect, test } from "./fixtures";

/** The admin list's order and visibility actions, refused as they should be. (As staff use them: tests/e2e/admin-order-and-visibility.spec.ts.) */
test("a move or visibility change of an unknown record is a translated 404; a made-up action a 400", async ({
  site,
  cookie,
}) => {
  const post = (form: Record<string, string>) =>
    postForm(site.base, "/admin/list-services?lng=ar", form, { cookie, headers: { Origin: site.base } });
  for (const intent of ["up", "down", "hide", "show"]) {
    const response = await post({ id: "doesNotExist1234", intent, page: "1" });
    expect(response.status, intent).toBe(404);
    expect(await response.text(), intent).toContain(ar.admin.notices.notFound);
  }
  const servicesInOrder = () =>
    site.query<{ id: string }>("select id from services order by displayOrder, date desc, id desc");
  const [service] = servicesInOrder();
  expect((await post({ id: service!.id, intent: "onto", targetId: "nope", page: "1" })).status).toBe(404);
  expect((await post({ id: service!.id, intent: "sideways", page: "1" })).status).toBe(400);
  expect((await post({ id: service!.id, intent: "onto", page: "1" })).status).toBe(400);
  expect(servicesInOrder().map((s) => s.id)).toContain(service!.id);
});

test("a visible value no form sends (yes, true, 2) is refused with a translated 400 and changes nothing", async ({
  site,
  cookie,
}) => {
  const [service] = site.query<Record<string, unknown>>(
    "select * from services where visible = 1 order by displayOrder limit 1",
  );
  const { id, date: _date, updatedAt: _updatedAt, displayOrder: _order, ...columns } = service!;
  const form = Object.fromEntries(
    Object.entries(columns).map(([name, value]) => [name, String(value ?? "")]),
  );
  const stored = () => site.query(`select * from services where id = ?`, id);
  const before = stored();
  // The form sends a hidden "0", then the ticked box's "1": a crafted post sends something else.
  for (const visible of ["yes", ["0", "yes"], ["0", "true"], "2", ""]) {
    const response = await postForm(
      site.base,
      `/admin/edit-service/${String(id)}?lng=ar`,
      { ...form, titleEn: "Changed by a crafted post", visible },
      { cookie, headers: { Origin: site.base } },
    );
    expect(response.status, String(visible)).toBe(400);
    expect(await response.text(), String(visible)).toContain(ar.error.badRequest);
    expect(stored(), String(visible)).toEqual(before);
  }
  // What the form sends still saves: ticked, and not ticked.
  for (const [visible, shown] of [
    [["0", "1"], 1],
    ["0", 0],
  ] as const) {
    const saved = await postForm(
      site.base,
      `/admin/edit-service/${String(id)}?lng=ar`,
      { ...form, visible: [...[visible].flat()] },
      { cookie, headers: { Origin: site.base } },
    );
    expect(saved.status).toBe(302);
    expect(site.query<{ visible: number }>("select visible from services where id = ?", id)[0]!.visible).toBe(
      shown,
    );
  }
});
