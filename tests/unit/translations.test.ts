import { readFileSync } from "node:fs";
import path from "node:path";
import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";
import { IMAGE_FORMAT_NAMES } from "~/content/image-limits";
import { SORANI_ARABIC_UNICODES } from "~/fonts/coverage";
import { defaultCompanyFacts } from "~/content/company-facts";
import { sampleContent } from "~/db/sample-content";
import { serverTranslatorFor } from "~/i18n/i18n";
import { en } from "~/i18n/resources/en";
import { resources } from "~/i18n/resources";
import { pageTextDefaults } from "~/content/page-texts";
import { translationLanguages, type Language, type TranslationLanguage } from "~/i18n/languages";
import { languageCodes } from "../support/languages";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === "string"
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

/** The pages' texts a fresh install starts with (stored in the database), in one language. */
const pageTexts = (language: Language) =>
  Object.fromEntries(
    Object.entries(pageTextDefaults).flatMap(([page, fields]) =>
      Object.entries(fields).flatMap(([field, value]) =>
        typeof value === "string" ? [] : [[`pages.${page}.${field}`, value[language]]],
      ),
    ),
  );

// The pages' texts are checked like the interface texts, in every language of the list.
const english = { ...flatten(en), ...pageTexts("en") };
const translations = Object.fromEntries(
  translationLanguages().map(({ code }) => [
    code,
    { ...flatten(resources[code].translation as Tree), ...pageTexts(code) },
  ]),
) as Record<TranslationLanguage, Record<string, string>>;
/** A text's placeholders; the hours' `{{hour24}}` counts as `{{hour}}`: the same hour, on the other clock. */
const placeholders = (text: string): string[] =>
  (text.match(/\{\{\w+\}\}/g) ?? []).map((name) => (name === "{{hour24}}" ? "{{hour}}" : name)).sort();

const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;
/** A text said with a number has the forms the language's grammar has (Intl.PluralRules): English two, Arabic six. */
function keysExpected(language: string): string[] {
  const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of Object.keys(english)) {
    const base = key.replace(PLURAL_FORM, "");
    if (base === key || !(`${base}_other` in english)) keys.add(key);
    else for (const form of forms) keys.add(`${base}_${form}`);
  }
  return [...keys].sort();
}
/** The English text a translated one answers to: a plural form answers to English's "other". */
const englishOf = (key: string) => english[key] ?? english[key.replace(PLURAL_FORM, "_other")]!;

describe.each(Object.entries(translations))("the %s translation", (language, texts) => {
  it("has exactly the English keys, with its own plural forms", () => {
    expect(Object.keys(texts).sort()).toEqual(keysExpected(language));
  });

  it("has no empty text", () => {
    for (const [key, text] of Object.entries(texts)) expect(text.trim(), key).not.toBe("");
  });

  it("keeps every {{placeholder}} (a form for one or two may say its number in words)", () => {
    for (const [key, text] of Object.entries(texts)) {
      const expected = placeholders(englishOf(key));
      const found = placeholders(text);
      if (/_(zero|one|two)$/.test(key)) {
        expect(expected.filter((name) => !found.includes(name)).length, key).toBeLessThanOrEqual(1);
        expect(
          found.every((name) => expected.includes(name)),
          key,
        ).toBe(true);
      } else expect(found, key).toEqual(expected);
    }
  });
});

// A language written in Latin letters cannot be checked for English left untranslated this way.
describe.each(["ku", "ar"] as const)("the %s translation, in Arabic script", (language) => {
  it("contains no Latin letters (no English left untranslated)", () => {
    for (const [key, text] of Object.entries(translations[language])) {
      expect(text.replace(/\{\{\w+\}\}/g, ""), `${language} ${key}`).not.toMatch(/[A-Za-z]/);
    }
  });
});

describe("Kurdish", () => {
  it("is Sorani: uses Kurdish letters and not the Arabic-only ي ك ة", () => {
    const all = Object.values(translations.ku).join(" ");
    expect(all).toMatch(/[ڕڵۆێە]/);
    expect(all).not.toMatch(/[يكة]/);
  });
});

describe("wording", () => {
  const allTexts = (texts: Record<string, string>) => Object.values(texts).join("\n");

  it("calls privacy تایبەتێتی in Kurdish (تایبەتمەندی means a feature) wherever the site names it", () => {
    const { ku: texts } = translations;
    for (const key of [
      "nav.privacy",
      "contact.privacyLink",
      "pages.privacyPage.metaTitle",
      "pages.privacyPage.heading",
    ]) {
      expect(texts[key], key).toBe("سیاسەتی تایبەتێتی");
    }
    expect(allTexts(texts)).not.toContain("تایبەتمەندی");
  });

  it("names staff کارمەندان in Kurdish, not the English loan ستاف", () => {
    expect(allTexts(translations.ku)).not.toContain("ستاف");
  });

  it("uses the Arabic wording a native reader expects", () => {
    const { ar: texts } = translations;
    expect(texts["technology.watchVideo"]).toBe("شاهد الفيديو التعريفي");
    expect(texts["reach.directions"]).toBe("اعرض الطريق على الخريطة");
    expect(texts["solutionDetails.social"]).toBe("تابعنا على وسائل التواصل الاجتماعي");
    for (const key of [
      "nav.privacy",
      "contact.privacyLink",
      "pages.privacyPage.metaTitle",
      "pages.privacyPage.heading",
    ]) {
      expect(texts[key], key).toBe("سياسة الخصوصية");
    }
  });

  it("uses the Kurdish terms a native reader asked for, one term per concept", () => {
    const { ku: texts } = translations;
    const all = allTexts(texts);
    expect(texts["admin.form.chosenPreview"]).toBe("پێشاندانی وێنە هەڵبژێردراوەکە");
    expect(texts["admin.inbox.whatsapp"]).toBe("واتسئاپ");
    expect(all).not.toMatch(/واتساپ/);
    expect(texts["admin.brand"]).toBe("پانێڵی بەڕێوەبردن");
    expect(all).not.toContain("بەشی بەڕێوەبردن");
    // Signing out is چوونەدەرەوە; دەرکران is being thrown out.
    expect(texts["admin.signOut"]).toBe("چوونەدەرەوە");
    expect(all).not.toMatch(/دەرکرا|دەرچوو/);
    // "Title" is سەردێڕ; ناونیشان is an address.
    expect(texts["admin.fields.title"]).toBe("سەردێڕ");
    expect(texts["admin.pages.labels.title"]).toBe("سەردێڕ");
    expect(texts["admin.pages.labels.metaTitle"]).toMatch(/^سەردێڕ /);
    expect(texts["admin.inbox.from"]).toBe("نێرەر");
    expect(texts["admin.inbox.received"]).toBe("کاتی گەیشتن");
    expect(texts["admin.inbox.call"]).toBe("پەیوەندی بکە");
    expect(texts["admin.trash.deleted"]).toBe("کاتی سڕینەوە");
    expect(texts["footer.hoursHeading"]).toBe("کاتەکانی کار");
    expect(texts["admin.settings.groups.hours"]).toBe("کاتەکانی کار");
    expect(all).not.toContain("کاتەکانی کارکردن");
    expect(texts["admin.pages.privacyIntro"]).toMatch(/^ئەوەی سیاسەتی تایبەتێتی /);
    expect(all).not.toContain("ڕاگەیاندنی تایبەتێتی");
    expect(texts["common.openMenu"]).toBe("کردنەوەی مێنیو");
    expect(texts["pages.aboutPage.why4Title"]).toBe("پاراستن");
    expect(JSON.stringify(sampleContent)).toContain("پەیامەکەمان");
    expect(JSON.stringify(sampleContent)).not.toContain("ئەرکی ئێمە");
  });

  it("uses the Arabic terms a native reader asked for, with one spelling of the tanwin", () => {
    const { ar: texts } = translations;
    const all = allTexts(texts);
    expect(texts["admin.types.messages.list"]).toBe("رسائل الزوار");
    expect(texts["admin.types.messages.name"]).toBe("الرسائل");
    expect(texts["admin.types.clients.add"]).toBe("إضافة عميل");
    expect(texts["admin.types.clients.edit"]).toBe("تعديل عميل");
    expect(texts["admin.pages.privacyIntro"]).toContain("سياسة الخصوصية");
    expect(texts["admin.passwordReset.heading"]).toBe("استعادة كلمة المرور");
    expect(all).not.toContain("إعادة تعيين");
    expect(texts["admin.trash.deleted"]).toBe("تاريخ الحذف");
    expect(texts["admin.pages.labels.metaTitle"]).toMatch(/^عنوان الصفحة /);
    // Tanwin al-fath is written before the alif (ـًا), never after it (ـاً).
    expect(all).not.toContain("\u0627\u064B");
    expect(all).toContain("\u064B\u0627");
  });

  it("names the image library one way in each language, its dialog included, and searches it as the lists do", () => {
    const libraryTexts = Object.keys(english).filter(
      (key) => /^admin\.(library|types\.media)\./.test(key) && /\blibrary\b/i.test(english[key]!),
    );
    expect(libraryTexts.length).toBeGreaterThan(10);
    for (const key of libraryTexts) {
      expect(translations.ku[key], key).toContain("کتێبخانە");
      expect(translations.ar[key], key).toContain("مكتبة");
    }
    // "Search in the list" / "Search the library": the same verb, the same button.
    expect(translations.ku["admin.library.pickerSearch"]).toMatch(/^گەڕان /);
    expect(translations.ku["admin.library.pickerSearchButton"]).toBe(
      translations.ku["admin.inbox.searchButton"],
    );
    expect(translations.ar["admin.library.pickerSearch"]).toMatch(/^البحث /);
    expect(translations.ar["admin.library.pickerSearchButton"]).toBe(
      translations.ar["admin.inbox.searchButton"],
    );
  });

  it("spells Kurdish one way in Arabic text (الكردية), the sample content included", () => {
    const sample = JSON.stringify(sampleContent);
    for (const text of [allTexts(translations.ar), sample]) {
      expect(text).not.toMatch(/كوردي/);
    }
    expect(allTexts(translations.ar)).toMatch(/الكردية/);
  });
});

describe("the company's default facts", () => {
  it("give every visible text in all three languages", () => {
    const { name, tagline, address, footerText } = defaultCompanyFacts;
    for (const text of [name, tagline, address, footerText]) {
      expect(Object.keys(text).sort()).toEqual(["ar", "en", "ku"]);
      expect(text.ku).not.toMatch(/[A-Za-z]/);
      expect(text.ar).not.toMatch(/[A-Za-z]/);
    }
  });
});

describe("the webfont served from our origin (made by scripts/make-font.mjs)", () => {
  const font = fontkit.create(
    readFileSync(path.resolve("app/fonts/vazirmatn-sorani-arabic.woff2")),
  ) as fontkit.Font;
  const hex = (character: string) => `U+${character.codePointAt(0)!.toString(16).toUpperCase()}`;

  it("has a glyph for every Sorani letter", () => {
    for (const letter of "ڕڵۆێەڤگچپژیکئح") {
      expect(font.hasGlyphForCodePoint(letter.codePointAt(0)!), letter).toBe(true);
    }
  });

  it("has a glyph for every Arabic-script character of the site's texts, defaults and sample content", () => {
    const everything = [
      ...Object.values(translations).flatMap((texts) => Object.values(texts)),
      JSON.stringify(sampleContent),
      JSON.stringify(defaultCompanyFacts),
    ].join("");
    const arabicScript = new Set(
      [...everything].filter((character) => /[\u0600-\u08FF\uFB50-\uFEFF\u200C-\u200F]/.test(character)),
    );
    expect(arabicScript.size).toBeGreaterThan(60);
    const missing = [...arabicScript].filter(
      (character) => !font.hasGlyphForCodePoint(character.codePointAt(0)!),
    );
    expect(missing.map(hex)).toEqual([]);
  });

  it("has a glyph for every code point it is made to cover", () => {
    const codePoints = SORANI_ARABIC_UNICODES.flatMap((range) => {
      const [first, last = first] = range
        .replace("U+", "")
        .split("-")
        .map((digits) => parseInt(digits!, 16));
      return Array.from({ length: last! - first! + 1 }, (_, offset) => first! + offset);
    });
    const missing = codePoints.filter((codePoint) => !font.hasGlyphForCodePoint(codePoint));
    expect(missing.map((codePoint) => hex(String.fromCodePoint(codePoint)))).toEqual([]);
  });
});

describe("the image format names in the back office's image hint and upload error", () => {
  // How the formats were once spelled out in Arabic and Kurdish letters ("جيه بي إي جي" for JPEG).
  const spelledOut = /بي إن جي|جيه بي|ويب بي|جيف|أفيف|پی‌ئێن‌جی|جەیپێگ|وێبپی|جیف|ئەڤیف/;
  const keys = ["admin.form.imageHelp", "admin.upload.badType"] as const;

  it.each(languageCodes)("stay PNG, JPEG, WebP, GIF and AVIF in %s, each kept in order", (language) => {
    const t = serverTranslatorFor(language);
    for (const key of keys) {
      const text = t(key, IMAGE_FORMAT_NAMES);
      expect(text, key).not.toMatch(spelledOut);
      // Each name in Latin letters inside its own isolate (LRI … PDI), in the order given.
      const found = [...text.matchAll(/\u2066([A-Za-z]+)\u2069/g)].map(([, name]) => name);
      expect(found, `${language} ${key}`).toEqual(["PNG", "JPEG", "WebP", "GIF", "AVIF"]);
      expect(text.replace(/\u2066[A-Za-z]+\u2069/g, ""), key).not.toMatch(/\u2066|\u2069/);
    }
  });
});
