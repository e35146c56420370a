import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { LanguageSwitcher } from "~/components/LanguageSwitcher";
import { TranslationProvider } from "~/i18n/translation";

/** The switcher's links as React renders them at `url` (the browser renders them again after hydration). */
async function switcherLinks(url: string): Promise<string[]> {
  const { query, dataRoutes } = createStaticHandler([
    { id: "root", path: "*", element: <LanguageSwitcher />, loader: () => ({ lang: "en" }) },
  ]);
  const context = await query(new Request(`http://site.test${url}`));
  if (context instanceof Response) throw new Error("unexpected response");
  const html = renderToString(
    <TranslationProvider language="en">
      <StaticRouterProvider
        router={createStaticRouter(dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </TranslationProvider>,
  );
  return [...html.matchAll(/href="([^"]+)"/g)].map(([, href]) => href!.replaceAll("&amp;", "&"));
}

describe("the language switcher", () => {
  it("links to the same page in each language, keeping the page's own query", async () => {
    expect(await switcherLinks("/team?page=2&lng=en")).toEqual([
      "/team?page=2&lng=en",
      "/team?page=2&lng=ku",
      "/team?page=2&lng=ar",
    ]);
    // The back office's filters stay too.
    expect((await switcherLinks("/admin/list-services?missing=ku"))[1]).toBe(
      "/admin/list-services?missing=ku&lng=ku",
    );
  });

  it("leaves out the tracking parameters of the link the visitor came by", async () => {
    expect(await switcherLinks("/about?utm_source=newsletter&lng=en&fbclid=IwAR0&gclid=x&page=3")).toEqual([
      "/about?lng=en&page=3",
      "/about?lng=ku&page=3",
      "/about?lng=ar&page=3",
    ]);
  });
});
