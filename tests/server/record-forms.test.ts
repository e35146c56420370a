/**
 * The back office's forms as an office worker without JavaScript meets them, in Arabic and Kurdish: the
 * button that saves says so.
 */
import { ar } from "../../app/i18n/resources/ar";
import { en } from "../../app/i18n/resources/en";
import { ku } from "../../app/i18n/resources/ku";
import type { Language } from "../../app/i18n/languages";
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
