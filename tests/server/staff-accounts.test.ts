import { ar } from "../../app/i18n/resources/ar";
import { en } from "../../app/i18n/resources/en";
import { postForm } from "../support/http";
import { createStaff, signInCookie, type Staff } from "../support/staff";
import { expect, test } from "./fixtures";

/** Staff accounts over HTTP. (The staff page as staff use it: tests/e2e/staff-accounts.spec.ts.) */
const OWNER: Staff = { email: "owner@zagros.test", password: "owner password 123" };

test("the last account cannot be removed, nor one's own (translated 409s)", async ({ startSite }) => {
  const site = await startSite();
  await createStaff(site.databasePath, OWNER);
  const cookie = await signInCookie(site.base, OWNER);
  const accountId = (email: string) =>
    site.query<{ id: string }>("select id from staff_accounts where email = ?", email)[0]?.id;
  const removeSelf = (lng: string) =>
    postForm(
      site.base,
      `/admin/staff?lng=${lng}`,
      { intent: "remove", id: accountId(OWNER.email)!, confirmPassword: OWNER.password },
      { cookie },
    );
  let response = await removeSelf("en");
  expect(response.status).toBe(409);
  expect(await response.text()).toContain(en.admin.staff.errors.last);
  expect(accountId(OWNER.email)).toBeDefined();

  // With a second account, removing oneself is still refused (the other may remove it).
  await createStaff(site.databasePath, { email: "temporary@zagros.test", password: "temporary password 1" });
  response = await removeSelf("ar");
  expect(response.status).toBe(409);
  expect(await response.text()).toContain(ar.admin.staff.errors.self);
  expect(accountId(OWNER.email)).toBeDefined();
  expect(
    site.query("select id from sessions where staff_id = ?", accountId(OWNER.email)).length,
  ).toBeGreaterThan(0);
});
