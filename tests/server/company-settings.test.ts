import { defaultCompanyFacts as defaults } from "../../app/content/company-facts";
import { factsFromRow } from "../../app/content/company-facts-row";
import { en } from "../../app/i18n/resources/en";
import { ku } from "../../app/i18n/resources/ku";
import { postForm, visit } from "../support/http";
import { expect, STAFF, test } from "./fixtures";

/**
 * The company's facts (/admin/settings) over HTTP: the defaults stored at the
 * first start, crafted posts refused, and a restart keeps what was saved.
 * (The form as staff use it: tests/e2e/company-settings.spec.ts.)
 */

/** The home page's JSON-LD. */
function organization(html: string) {
  const json = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(json!) as Record<string, unknown> & { address: { streetAddress: string } };
}

/** The facts a save needs, valid. */
const REQUIRED_FACTS = {
  nameEn: "Zagros Tech",
  addressEn: "Gulan Street",
  phones: "+964 750 123 4567",
  email: "info@zagrostech.iq",
  opens: "09:00",
  closes: "17:00",
  openDays: ["Sunday"],
};

test("the first start stores the defaults, and the public pages show them", async ({ site }) => {
  const [row] = site.query<Record<string, string>>("select * from company_facts where id = 1");
  expect(factsFromRow(row!)).toEqual(defaults);
  const home = await visit(site.base, "/?lng=ku");
  expect(home.html).toContain(defaults.address.ku);
  expect(organization(home.html).name).toBe(defaults.name.ku);
});

test("a crafted post cannot inject a line break into a one-line fact, nor an unknown day", async ({
  site,
  cookie,
}) => {
  const post = (form: Record<string, string | string[]>) =>
    // The company details ask for the password again (the cookie was signed in from another address).
    postForm(
      site.base,
      "/admin/settings",
      { ...form, confirmPassword: STAFF.password },
      { cookie, headers: { Origin: site.base } },
    );
  const valid = { ...REQUIRED_FACTS, nameEn: "Zagros\r\nTech" };
  expect((await post({ ...valid, openDays: ["Sunday", "Someday"] })).status).toBe(400);
  expect((await post(valid)).status).toBe(302);
  const facts = factsFromRow(site.query<Record<string, string>>("select * from company_facts")[0]!);
  expect(facts.name.en).toBe("Zagros Tech");
  expect(facts.openDays).toEqual(["Sunday"]);
  // Kurdish left empty shows the English name on a Kurdish page, marked as English.
  expect((await visit(site.base, "/?lng=ku")).html).toContain(
    '<span class="brand__name" lang="en" dir="ltr">Zagros Tech</span>',
  );
  expect(ku.admin.settings.saved).not.toBe(en.admin.settings.saved);
});

test("the facts survive a restart", async ({ site, cookie }) => {
  const saved = await postForm(
    site.base,
    "/admin/settings",
    { ...REQUIRED_FACTS, nameEn: "Zagros Tech after a restart", confirmPassword: STAFF.password },
    { cookie, headers: { Origin: site.base } },
  );
  expect(saved.status).toBe(302);
  const before = JSON.stringify(site.query("select * from company_facts")[0]);
  await site.restart();
  expect(JSON.stringify(site.query("select * from company_facts")[0])).toBe(before);
  expect((await visit(site.base, "/?lng=en")).html).toContain(
    '<span class="brand__name">Zagros Tech after a restart</span>',
  );
});
