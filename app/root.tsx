import vazirmatnArabic from "~/fonts/vazirmatn-sorani-arabic.woff2?url";
import { languageOf } from "~/lib/request-facts";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  type ClientLoaderFunctionArgs,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect } from "react";
import { ErrorMessage } from "~/components/ErrorMessage";
import { NotFound } from "~/components/NotFound";
import { SiteShell } from "~/components/SiteShell";
import { companyInfo } from "~/db/company-settings.server";
import { siteScriptUrl } from "~/site/site-script.server";
import { pageHydrates } from "~/lib/page-scripts";
import { siteOrigin } from "~/config/env.server";
import { feedUrl } from "~/site/news-feed.server";
import { serverTranslatorFor } from "~/i18n/i18n";
import { loadTexts } from "~/i18n/i18n.client";
import type { CompanyInfo } from "~/content/company-facts";
import { fallbackLanguage, isLanguage, languages, supportedLanguages, type Language } from "~/i18n/languages";
import { currentPseudoMode, rememberPseudoMode } from "~/i18n/pseudo-mode";
import { rememberLanguage } from "~/i18n/remember-language";
import { useLanguage } from "~/i18n/use-language";
import { TranslationProvider } from "~/i18n/translation";
import { pageMeta } from "~/lib/meta";
import { pageUrl, shownPageSearch } from "~/lib/sharing";
import { useNonce } from "~/lib/nonce";
import { SiteStyles } from "~/styles/SiteStyles";

export async function loader({ context }: LoaderFunctionArgs) {
  // `?lng=` decides, but never sets the language cookie here: the switcher's step and the page's own
  // script do (app/routes/set-language.ts, app/i18n/remember-language.ts).
  // Absolute URLs come from SITE_URL, never from the Host header a client sends.
  const lang = languageOf(context);
  // The company's facts (staff edit them at /admin/settings) in this language only.
  // The news feed in the page's language, named in its words (every public page links it).
  const feed = {
    href: feedUrl(siteOrigin(), lang),
    title: serverTranslatorFor(lang)("news.feed", { language: languages[lang].nativeName }),
  };
  return { lang, origin: siteOrigin(), company: companyInfo(lang), siteScript: siteScriptUrl(), feed };
}

/**
 * A navigation in the browser that changes the language (a link with `?lng=`) fetches the new
 * language's texts (and on a back-office page, its back-office texts) before the new page is shown,
 * so it never renders with missing keys; the Layout then renders in the new language.
 */
export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  const rootData = await serverLoader<typeof loader>();
  await loadTexts(rootData.lang, new URL(request.url).pathname);
  return rootData;
}

/** Used only when the root error boundary renders: pages have their own. */
export const meta: MetaFunction = ({ matches, error }) =>
  error ? pageMeta(matches, { title: "error.metaTitle", description: "common.errorTryAgain" }) : [];

/** Sets `data-js` on <html> before the first paint: CSS keeps no-JavaScript fallbacks for html:not([data-js]). */
const JAVASCRIPT_MARKER = "document.documentElement.dataset.js=''";
/**
 * The same on a public page, taken off again at the load event unless the site's script has run by then
 * (it sets `data-enhanced`; a module script runs before the load event): one that failed to load (a
 * dropped line, an old page naming a file a new release removed) leaves the page as it is without JavaScript.
 */
const PUBLIC_PAGE_MARKER =
  "var h=document.documentElement;h.dataset.js='';addEventListener('load',function(){'enhanced'in h.dataset||delete h.dataset.js})";

export type RootData = {
  lang: Language;
  origin: string;
  company: CompanyInfo;
  siteScript: string;
  feed: { href: string; title: string };
};

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const lang = useLanguage();
  const { pathname } = useLocation();
  const matches = useMatches();
  const search = shownPageSearch(matches);
  // The back office runs React; public pages get the server's HTML and one small script (lib/page-scripts.ts).
  const hydrate = pageHydrates(matches.map((match) => match.handle));
  const nonce = useNonce();
  const { htmlLang, dir } = languages[lang];
  const origin = rootData?.origin ?? "";
  // Development and tests only: the pseudo-language, its `rtl` mode laid out right to left
  // (docs/decisions/034-pseudo-language.md); the browser reads the mode from data-pseudo.
  const pseudo = currentPseudoMode();
  return (
    <html
      lang={htmlLang}
      dir={pseudo === "rtl" ? "rtl" : dir}
      data-lng={lang}
      data-pseudo={pseudo ?? undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: hydrate ? JAVASCRIPT_MARKER : PUBLIC_PAGE_MARKER }}
        />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0c3f94" />
        <link rel="icon" href="/favicon.ico" sizes="48x48" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/site.webmanifest" />
        <Meta />
        {/* The same addresses as the canonical link (a list's page number included). */}
        {supportedLanguages.map((code) => (
          <link
            key={code}
            rel="alternate"
            hrefLang={languages[code].htmlLang}
            href={pageUrl(origin, pathname, code, search)}
          />
        ))}
        <link
          rel="alternate"
          hrefLang="x-default"
          href={pageUrl(origin, pathname, fallbackLanguage, search)}
        />
        {/* The news feed in the page's language: on every public page (the back office hydrates). */}
        {rootData && !hydrate ? (
          <link
            rel="alternate"
            type="application/atom+xml"
            href={rootData.feed.href}
            title={rootData.feed.title}
          />
        ) : null}
        {/* The hero's text is Kurdish or Arabic: fetch its font with the stylesheet, not after it. */}
        {dir === "rtl" ? (
          <link rel="preload" href={vazirmatnArabic} as="font" type="font/woff2" crossOrigin="anonymous" />
        ) : null}
        <SiteStyles />
        <Links />
      </head>
      <body>
        {/* The page's language, from the root loader once it has run (a client-side switch included). */}
        <TranslationProvider language={lang}>{children}</TranslationProvider>
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : rootData ? (
          // It only adds to a working page: the page's own text, font and first image come first.
          // (React 18 knows no fetchPriority prop; the lower-case attribute passes through.)
          <script type="module" src={rootData.siteScript} {...{ fetchpriority: "low" }} />
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  // React has taken over the page (effects run once hydrated): tests wait for this before using its handlers.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  // A page whose URL names its language remembers it, as the specification's local storage did (the
  // server never sets the cookie on a page: docs/decisions/022-shareable-pages.md).
  const named = new URLSearchParams(useLocation().search).get("lng");
  useEffect(() => {
    if (isLanguage(named)) rememberLanguage(named);
  }, [named]);
  useEffect(() => rememberPseudoMode(currentPseudoMode()), []);
  return <Outlet />;
}

/** Any error that escapes a page: shown inside the site's layout, never blank. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A 4xx is the visitor's request, not our fault: nothing to log.
  if (status >= 500) console.error(error);
  return <SiteShell>{status === 404 ? <NotFound /> : <ErrorMessage status={status} />}</SiteShell>;
}
