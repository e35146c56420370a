import { describe, expect, it } from "vitest";
import { detectLanguage, languageCookie } from "~/i18n/i18n.server";
import { languageAttributes, languages, shownText } from "~/i18n/languages";

async function detect(url: string, headers: Record<string, string> = {}) {
  return detectLanguage(new Request(new URL(url, "http://localhost"), { headers }));
}

describe("language detection", () => {
  it("uses the lng query parameter first", async () => {
    const cookie = await languageCookie.serialize("ar");
    expect(await detect("/?lng=ku", { Cookie: cookie, "Accept-Language": "en" })).toBe("ku");
  });

  it("ignores unknown lng values and goes on to the cookie", async () => {
    const cookie = await languageCookie.serialize("ar");
    expect(await detect("/?lng=xx", { Cookie: cookie })).toBe("ar");
    expect(await detect("/?lng=<script>", {})).toBe("en");
  });

  it("then the cookie, then Accept-Language", async () => {
    const cookie = await languageCookie.serialize("ku");
    expect(await detect("/", { Cookie: cookie, "Accept-Language": "ar" })).toBe("ku");
    expect(await detect("/", { "Accept-Language": "ar-IQ,ar;q=0.9,en;q=0.5" })).toBe("ar");
  });

  it("takes ckb and ku in Accept-Language as Kurdish", async () => {
    expect(await detect("/", { "Accept-Language": "ckb" })).toBe("ku");
    expect(await detect("/", { "Accept-Language": "ckb-IQ,en;q=0.5" })).toBe("ku");
    expect(await detect("/", { "Accept-Language": "ku" })).toBe("ku");
  });

  it("respects q-values and falls back to English", async () => {
    expect(await detect("/", { "Accept-Language": "en;q=0.4,ar;q=0.8" })).toBe("ar");
    expect(await detect("/", { "Accept-Language": "fr-FR,de" })).toBe("en");
    expect(await detect("/")).toBe("en");
  });

  it("maps languages to html lang and direction", () => {
    expect(languages.en).toMatchObject({ htmlLang: "en", dir: "ltr" });
    expect(languages.ku).toMatchObject({ htmlLang: "ckb", dir: "rtl" });
    expect(languages.ar).toMatchObject({ htmlLang: "ar", dir: "rtl" });
  });
});

describe("a text kept per language, as a page shows it", () => {
  const texts: Record<string, string> = { en: "Our team", ku: "تیمەکەمان", ar: "  " };
  const inLanguage = (code: string) => texts[code];

  it("is the page's own text, unmarked, when there is one", () => {
    expect(shownText(inLanguage, "ku")).toEqual({ text: "تیمەکەمان" });
    expect(shownText(inLanguage, "en")).toEqual({ text: "Our team" });
  });

  it("is the fallback language's text, marked with that language, when the page's is empty", () => {
    const shown = shownText(inLanguage, "ar");
    expect(shown).toEqual({ text: "Our team", lang: "en" });
    expect(languageAttributes(shown.lang)).toEqual({ lang: "en", dir: "ltr" });
    expect(languageAttributes(undefined)).toEqual({});
    // Nothing in either: nothing to mark.
    expect(shownText(() => "", "ar")).toEqual({ text: "" });
  });
});
