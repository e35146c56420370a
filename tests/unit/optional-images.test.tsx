import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { RecordFields } from "~/admin/components/RecordFields";
import { action } from "~/admin/routes/form";
import { Clients } from "~/components/home/Clients";
import { Products } from "~/components/home/Products";
import { contentTypes, fieldLabelKey, type ContentType } from "~/content/content-types";
import { loadHomeContent } from "~/site/home-content.server";
import { publicImageUrl } from "~/content/public-image.server";
import { database } from "~/db/client.server";
import { serverTranslatorFor } from "~/i18n/i18n";
import { TranslationProvider } from "~/i18n/translation";
import { callRoute, staffCookie } from "./helpers";
import { languageCodes } from "../support/languages";

/**
 * Neither the specification nor our decisions ask for an image: a client
 * without a logo yet shows its name, a product without an image the
 * company's logo, as the other records do.
 */
let cookie: string;
beforeAll(async () => {
  cookie = await staffCookie("images-optional@example.com");
});

async function addWithoutImage(path: string, titles: Record<string, string>) {
  const body = new FormData();
  for (const [key, value] of Object.entries({ ...titles, visible: "1" })) body.set(key, value);
  // A save ends in a redirect, thrown as Remix does; a refusal returns the form's errors.
  try {
    const refused = await callRoute(action, path, { method: "POST", body, headers: { Cookie: cookie } });
    return { status: 400, location: null, refused };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { status: thrown.status, location: thrown.headers.get("Location"), refused: null };
  }
}

const storedImage = (table: string, titleEn: string) =>
  database().sqlite.prepare(`select image from ${table} where titleEn = ?`).pluck().get(titleEn);

describe("adding a record without an image", () => {
  it("saves a client: no image is asked for", async () => {
    const response = await addWithoutImage("/admin/add-client", {
      titleEn: "Erbil Dental Clinic",
      titleKu: "کلینیکی ددانی هەولێر",
      titleAr: "عيادة أربيل للأسنان",
    });
    expect(response).toEqual({ status: 302, location: "/admin/list-clients", refused: null });
    expect(storedImage("clients", "Erbil Dental Clinic")).toBe("");
  });

  it("saves a product too", async () => {
    const response = await addWithoutImage("/admin/add-product", { titleEn: "Backup box" });
    expect(response).toEqual({ status: 302, location: "/admin/list-products", refused: null });
    expect(storedImage("products", "Backup box")).toBe("");
  });
});

describe("the home page with records without an image", () => {
  it("gives a client without a logo its name in the visitor's language and no image", () => {
    for (const [lang, name] of [
      ["ku", "کلینیکی ددانی هەولێر"],
      ["ar", "عيادة أربيل للأسنان"],
    ] as const) {
      const client = loadHomeContent(lang).clients.find((c) => c.title.text === name);
      expect(client, lang).toMatchObject({ title: { text: name }, image: null });
    }
  });

  it("shows that client's name in the logo's place, and no image that could break", () => {
    const clients = loadHomeContent("ar").clients;
    const html = renderToString(
      <TranslationProvider language="ar">
        <Clients clients={clients} />
      </TranslationProvider>,
    );
    expect(html).toContain(
      '<span class="client-logo client-logo--name" dir="auto">عيادة أربيل للأسنان</span>',
    );
    // The others keep their logos: one <img> for each client that has one.
    const withLogo = clients.filter((client) => client.image !== null);
    expect(withLogo.length).toBeGreaterThan(0);
    expect(html.match(/<img /g)).toHaveLength(withLogo.length);
    expect(html).not.toMatch(/src=""/);
  });

  it("shows the company's logo for a product without an image", () => {
    const product = loadHomeContent("en").products.find((p) => p.title.text === "Backup box")!;
    expect(product.image).toBe(publicImageUrl(""));
    const html = renderToString(
      <TranslationProvider language="en">
        <Products products={[product]} />
      </TranslationProvider>,
    );
    expect(html).toContain(`src="${publicImageUrl("")}"`);
    expect(html).toContain("picture--fallback");
  });
});

describe("the add form's image hint", () => {
  it.each(languageCodes)("says in %s what visitors see without an image", (language) => {
    const t = serverTranslatorFor(language);
    const hint = (type: ContentType) =>
      renderToString(
        <TranslationProvider language={language}>
          <RecordFields
            fields={type.fields}
            record={null}
            failure={undefined}
            labelKey={(field) => fieldLabelKey(type.fields, field)}
          />
        </TranslationProvider>,
      ).replaceAll("&#x27;", "'");
    expect(hint(contentTypes.clients)).toContain(t("admin.form.imageOptional.title"));
    expect(hint(contentTypes.products)).toContain(t("admin.form.imageOptional.logo"));
  });
});
