import { pageText } from "../support/page-texts";
import { defaultCompanyFacts as defaults } from "../../app/content/company-facts";
import { ar } from "../../app/i18n/resources/ar";
import { en } from "../../app/i18n/resources/en";
import { visit } from "../support/http";
import {
  expect,
  failedResponse,
  test,
  waitForHydration,
  type Page,
  type TestSite,
  withOwnSite,
} from "./fixtures";

/**
 * Staff change the company's facts at /admin/settings, and every public page
 * shows them on the very next request (the page cache included). These change
 * what every page shows: a site of their own. (Defaults, crafted posts and a
 * restart: tests/server/company-settings.test.ts.)
 */
withOwnSite("company-settings");

/** The home page's JSON-LD. */
function organization(html: string) {
  const json = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(json!) as Record<string, unknown> & { address: { streetAddress: string } };
}

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);

/** The address of the page's sharing image (og:image), on our server. */
const sharingImage = (html: string) =>
  /<meta property="og:image" content="[^"]*(\/og-image\/[^"]+)"/.exec(html)![1]!.replace(/&amp;/g, "&");
const picture = async (site: TestSite, path: string) =>
  Buffer.from(await (await fetch(`${site.base}${path}`)).arrayBuffer());

for (const javaScriptEnabled of [false, true]) {
  test(`a save shows on every public page on the next request, in three languages (JavaScript ${
    javaScriptEnabled ? "on" : "off"
  })`, async ({ newPage, staff, site }) => {
    const page = await newPage({ javaScriptEnabled, signedInAs: staff });
    const suffix = javaScriptEnabled ? "2" : "1";
    const stored = site.query<{ nameEn: string }>("select nameEn from company_facts")[0]!;
    // Served once, so the page cache holds it: the save must make it stale.
    const before = await visit(site.base, "/about?lng=ar");
    expect((await visit(site.base, "/about?lng=ar")).etag).toBe(before.etag);
    const oldPicture = await picture(site, sharingImage(before.html));

    await page.goto("/dashboard?lng=en");
    // The dashboard's page-texts card links the company details too, as the navigation does.
    await page.locator("#main").getByRole("link", { name: en.admin.settings.navLabel }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.admin.settings.heading);
    // The form shows what is stored (the defaults, or an earlier test's save).
    await expect(field(page, "nameEn")).toHaveValue(stored.nameEn);
    // With JavaScript, the save goes through React's form (before hydration it would post as without).
    if (javaScriptEnabled) await waitForHydration(page);

    await field(page, "nameEn").fill(`Zagros Tech ${suffix}`);
    await field(page, "nameKu").fill(`زاگرۆس تێک ${suffix}`);
    await field(page, "nameAr").fill(""); // falls back to English
    await field(page, "addressKu").fill(`شەقامی ٦٠ مەتری، هەولێر ${suffix}`);
    await field(page, "addressAr").fill(`شارع الستين، أربيل ${suffix}`);
    // Typed in Eastern Arabic digits, as a phone here often does.
    await field(page, "phones").fill(`+964 770 000 000${suffix}\n٠٧٥٠ ١١١ ٢٢٢${suffix}`);
    await field(page, "whatsapp").fill(`+964 770 999 888${suffix}`);
    await field(page, "email").fill(`hello${suffix}@zagros.example`);
    await field(page, "facebook").fill("");
    await field(page, "x").fill(`https://x.com/zagros${suffix}`);
    await field(page, "technologyVideoUrl").fill("");
    await page.locator('input[name="openDays"][value="Saturday"]').check();
    await page.locator('input[name="openDays"][value="Friday"]').uncheck();
    await field(page, "opens").fill("08:00");
    await field(page, "closes").fill("16:00");
    // The company's contact details ask for the password again (signed in elsewhere, over HTTP).
    await page.locator("#confirm-password").fill(staff.password);
    await page.getByRole("button", { name: en.admin.settings.save }).click();

    await expect(page.getByRole("status")).toHaveText(en.admin.settings.saved);
    await expect(field(page, "phones")).toHaveValue(`+964 770 000 000${suffix}\n0750 111 222${suffix}`);

    // The activity log names the facts that changed (by column, as for every record), never what they became.
    const [logged] = site.query<{ account_email: string; changed_fields: string }>(
      "select * from activity_log where action = 'settings' order by id desc limit 1",
    );
    expect(logged!.account_email).toBe(staff.email);
    const changed = JSON.parse(logged!.changed_fields) as string[];
    expect(changed).toEqual(expect.arrayContaining(["nameEn", "nameKu", "addressKu", "phones", "x"]));
    expect(changed).not.toContain("instagram");
    expect(logged!.changed_fields).not.toContain("zagros.example");

    const about = await visit(site.base, "/about?lng=ar");
    expect(about.etag).not.toBe(before.etag);
    // The sharing image shows the new name: a new address, and a new picture.
    expect(sharingImage(about.html)).not.toBe(sharingImage(before.html));
    const newPicture = await picture(site, sharingImage(about.html));
    expect(newPicture.subarray(1, 4).toString()).toBe("PNG");
    expect(newPicture.equals(oldPicture)).toBe(false);
    const manifest = (await (await fetch(`${site.base}/site.webmanifest`)).json()) as { name: string };
    expect(manifest.name).toBe(`Zagros Tech ${suffix}`);
    // Arabic left empty: the English name, in the header, the footer and the title.
    expect(about.html).toContain(
      `<title>${pageText("aboutPage", "metaTitle", "ar")} | Zagros Tech ${suffix}</title>`,
    );
    expect(about.html).toContain(`شارع الستين، أربيل ${suffix}`);
    expect(about.html).toContain(`href="tel:+964770000000${suffix}"`);
    expect(about.html).toContain(`href="tel:0750111222${suffix}"`);
    expect(about.html).toContain(`href="https://wa.me/964770999888${suffix}"`);
    expect(about.html).toContain(`href="mailto:hello${suffix}@zagros.example"`);
    expect(about.html).toContain(`href="https://x.com/zagros${suffix}"`);
    expect(about.html).not.toContain("facebook.com");
    expect(about.html).not.toContain(defaults.email);

    const home = await visit(site.base, "/?lng=ku");
    const data = organization(home.html);
    expect(data.name).toBe(`زاگرۆس تێک ${suffix}`);
    expect(data.address.streetAddress).toBe(`شەقامی ٦٠ مەتری، هەولێر ${suffix}`);
    expect(data.telephone).toBe(`+964770000000${suffix}`);
    expect(data.email).toBe(`hello${suffix}@zagros.example`);
    expect(data.sameAs).not.toContain(defaults.facebook);
    expect(data.sameAs).toContain(`https://x.com/zagros${suffix}`);
    expect(data.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Saturday", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday"].map(
          (day) => `https://schema.org/${day}`,
        ),
        opens: "08:00",
        closes: "16:00",
      },
    ]);
    // The technology section's video link is left out when staff remove it.
    expect(home.html).not.toContain("youtube.com/watch");

    // In the browser, as a visitor reads it: the footer's hours, one line each, made from the ticked
    // days and times in each language's own way.
    await page.goto("/?lng=en");
    await expect(page.locator(".site-footer__hours li")).toHaveText([
      "Saturday to Thursday: 8am to 4pm",
      "Friday: holiday",
    ]);
    await expect(page.locator(".topbar__contact")).toContainText(`+964 770 000 000${suffix}`);
    await expect(page.locator(".navbar .brand__name")).toHaveText(`Zagros Tech ${suffix}`);
    await page.goto("/?lng=ar");
    await expect(page.locator(".site-footer__hours li")).toHaveText([
      "من السبت إلى الخميس: ٨ صباحًا حتى ٤ بعد الظهر",
      "الجمعة: عطلة",
    ]);
  });
}

test("wrong facts are refused with translated errors beside their fields, and nothing is stored", async ({
  newPage,
  staff,
  site,
  expectBrowserErrors,
}) => {
  expectBrowserErrors(failedResponse(400)); // the refused save
  const page = await newPage({ javaScriptEnabled: false, signedInAs: staff });
  const stored = JSON.stringify(site.query("select * from company_facts")[0]);
  await page.goto("/admin/settings?lng=ar");
  await field(page, "nameEn").fill("");
  await field(page, "email").fill("not an address");
  await field(page, "phones").fill("+964 750 1\n+964 750 2\n+964 750 3\n+964 750 4");
  await field(page, "whatsapp").fill("call me");
  await field(page, "facebook").fill("http://facebook.com/zagros");
  await field(page, "instagram").fill("javascript:alert(1)");
  await field(page, "opens").fill("18:00");
  await field(page, "closes").fill("09:00");
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST"),
    page.getByRole("button", { name: ar.admin.settings.save }).click(),
  ]);
  expect(response.status()).toBe(400);
  // The banner names each wrong field, in the form's order, a link to its box.
  const banner = page.getByRole("alert");
  await expect(banner).toContainText(ar.admin.form.fixErrors);
  await expect(banner.getByRole("link")).toHaveCount(7);
  await expect(banner.getByRole("link").first()).toHaveAttribute("href", "#field-nameEn");
  await banner.getByRole("link", { name: ar.admin.settings.fields.email }).click();
  await expect(page).toHaveURL(/#field-email$/);
  await expect(page.locator("#field-email")).toBeInViewport();
  const errorOf = (name: string) => page.locator(`#field-${name}-error`);
  await expect(errorOf("nameEn")).toHaveText(ar.admin.form.required);
  await expect(errorOf("email")).toHaveText(ar.admin.settings.errors.invalidEmail);
  await expect(errorOf("phones")).toHaveText(ar.admin.settings.errors.tooMany.replace("{{max}}", "٣"));
  await expect(errorOf("whatsapp")).toHaveText(ar.admin.form.invalidPhone);
  const invalidUrl = ar.admin.settings.errors.invalidUrl.replace("{{scheme}}", "https://");
  await expect(errorOf("facebook")).toHaveText(invalidUrl);
  await expect(errorOf("instagram")).toHaveText(invalidUrl);
  await expect(errorOf("closes")).toHaveText(ar.admin.settings.errors.closesBeforeOpens);
  // What was typed is still there to correct.
  await expect(field(page, "email")).toHaveValue("not an address");
  await expect(field(page, "nameEn")).toHaveAttribute("aria-invalid", "true");
  expect(JSON.stringify(site.query("select * from company_facts")[0])).toBe(stored);
});
