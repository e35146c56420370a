import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import Dashboard, { loader } from "~/admin/routes/dashboard";
import { adminRouteFor } from "~/admin/route-table";
import { newId } from "~/db/ids.server";
import { saveRecord } from "~/db/records.server";
import { serverTranslatorFor } from "~/i18n/i18n";
import type { Language } from "~/i18n/languages";
import { TranslationProvider } from "~/i18n/translation";
import { staffCookie } from "./helpers";
import { languageCodes } from "../support/languages";

let cookie: string;
beforeAll(async () => {
  cookie = await staffCookie("dashboard@example.com");
  // One product without its Kurdish and Arabic title; the sample content lacks no translation.
  saveRecord("products", newId(), { titleEn: "Only in English", visible: "1" }, "add");
});

/** The dashboard as the server renders it for a signed-in staff member. */
async function dashboardHtml(language: Language): Promise<string> {
  const { query, dataRoutes } = createStaticHandler([
    {
      id: "dashboard",
      path: "/dashboard",
      loader: (args) => loader({ ...args, context: { adminRoute: adminRouteFor("/dashboard") } }),
      element: <Dashboard />,
    },
  ]);
  const context = await query(new Request("http://localhost/dashboard", { headers: { Cookie: cookie } }));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  return renderToString(
    <TranslationProvider language={language}>
      <StaticRouterProvider
        router={createStaticRouter(dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </TranslationProvider>,
  );
}

/** A card's markup, from its heading to the next card's. */
function card(html: string, name: string): string {
  const start = html.indexOf(`id="section-${name}"`);
  expect(start, name).toBeGreaterThan(-1);
  const next = html.indexOf('id="section-', start + 1);
  return html.slice(start, next === -1 ? undefined : next);
}

describe.each(languageCodes)("the dashboard in %s", (language) => {
  const t = serverTranslatorFor(language);

  it("links a count of missing texts above 0 to the filtered list, and writes 0 as plain text", async () => {
    const html = await dashboardHtml(language);
    const products = card(html, "products");
    const missingKu = t("admin.dashboard.missing.ku", { count: 1 });
    expect(products).toMatch(
      new RegExp(`<a [^>]*href="/admin/list-products\\?missing=ku"[^>]*>${missingKu}</a>`),
    );
    const clients = card(html, "clients");
    const noneMissing = t("admin.dashboard.missing.ku", { count: 0 });
    expect(clients).toContain(noneMissing);
    expect(clients).toContain(t("admin.dashboard.missing.ar", { count: 0 }));
    expect(clients).not.toContain("missing=");
    expect(clients).not.toMatch(new RegExp(`<a [^>]*>${noneMissing}</a>`));
  });

  it("names the messages card as the navigation does", async () => {
    const html = await dashboardHtml(language);
    expect(html).toContain(`<h2 id="section-messages">${t("admin.inbox.navLabel")}</h2>`);
  });
});
