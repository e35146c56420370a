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
