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

/** Where a switcher link leads once the `/set-language` step has set the cookie: its `to` and `lng`. */
const step = (href: string) => {
  const url = new URL(href, "http://site.test");
  return { path: url.pathname, lng: url.searchParams.get("lng"), to: url.searchParams.get("to") };
};

describe("the language switcher", () => {
  it("goes through the step that remembers the choice, to the same page, keeping the page's own query", async () => {
    expect((await switcherLinks("/team?page=2&lng=en")).map(step)).toEqual([
      { path: "/set-language", lng: "en", to: "/team?page=2" },
      { path: "/set-language", lng: "ku", to: "/team?page=2" },
      { path: "/set-language", lng: "ar", to: "/team?page=2" },
    ]);
    // The back office's filters stay too.
    expect(step((await switcherLinks("/admin/list-services?missing=ku"))[1]!)).toEqual({
      path: "/set-language",
      lng: "ku",
      to: "/admin/list-services?missing=ku",
    });
  });

  it("leaves out the tracking parameters of the link the visitor came by", async () => {
    expect(
      (await switcherLinks("/about?utm_source=newsletter&lng=en&fbclid=IwAR0&gclid=x&page=3")).map(
        (href) => step(href).to,
      ),
    ).toEqual(["/about?page=3", "/about?page=3", "/about?page=3"]);
  });
});
