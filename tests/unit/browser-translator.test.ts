import { describe, expect, it } from "vitest";
import { createInstance } from "i18next";
import { i18nOptions, serverTranslatorFor } from "~/i18n/i18n";
import { languages, supportedLanguages } from "~/i18n/languages";
import { ar } from "~/i18n/resources/ar";
import { en } from "~/i18n/resources/en";
import { ku } from "~/i18n/resources/ku";
import { translateFrom, type TranslationValues } from "~/i18n/translate";

/**
 * The browser translates with app/i18n/translate.ts, and so does the server for every known key
 * (i18next answers the rest): for the page React hydrates to match the server's HTML, and for both to
 * follow i18next's rules, each must give i18next's text for every key, in every language, with the
 * values the code passes.
 */
type Tree = { [key: string]: string | Tree };
const keysOf = (tree: Tree, prefix = ""): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
const texts = { en, ku, ar };
const placeholderNames = (text: string) =>
  [...text.matchAll(/\{\{(.+?)\}\}/g)].map((match) => match[1]!.trim());
const textOf = (tree: Tree, key: string) =>
  key.split(".").reduce<string | Tree>((node, part) => (node as Tree)[part]!, tree) as string;

describe.each(supportedLanguages)("in %s, the browser's and the server's translators", (language) => {
  const i18next = createInstance();
  void i18next.init({ ...i18nOptions, lng: language });
  const server = (key: string, values?: TranslationValues) => i18next.t(key, values ?? {});
  const site = serverTranslatorFor(language);
  const browser = translateFrom(() => texts[language], language);
  /**
   * The browser's translator and the server's, each held to i18next, given any key: every stored form
   * (`…_other`) and unknown ones, which the code's typed keys never name.
   */
  type AnyKey = (key: string, values?: TranslationValues & { defaultValue?: string }) => string;
  const both = [
    ["browser", browser as AnyKey],
    ["server", site as AnyKey],
  ] as const;
  const keys = keysOf(texts[language]);

  it("gives i18next's text for every key, without values", () => {
    expect(keys.length).toBeGreaterThan(400);
    for (const key of keys)
      for (const [name, translate] of both) expect(translate(key), `${name} ${key}`).toBe(server(key));
  });

  it("gives i18next's text for every key with placeholders, given numbers, text, markup and nothing", () => {
    const withPlaceholders = keys.filter((key) => placeholderNames(textOf(texts[language], key)).length > 0);
    expect(withPlaceholders.length).toBeGreaterThan(40);
    const samples: ((name: string, index: number) => TranslationValues[string])[] = [
      (_, index) => 1234567890 + index, // digits of the page's language
      (name) => `<b>${name}</b> & "{{x}}"`, // written as it is: React escapes
      () => "",
      () => null,
      () => undefined,
    ];
    for (const key of withPlaceholders) {
      const names = placeholderNames(textOf(texts[language], key));
      for (const sample of samples) {
        const values = Object.fromEntries(names.map((name, index) => [name, sample(name, index)]));
        for (const [name, translate] of both)
          expect(translate(key, values), `${name} ${key} ${JSON.stringify(values)}`).toBe(
            server(key, values),
          );
      }
      // A value left out keeps its placeholder, as i18next does.
      const allButFirst = Object.fromEntries(names.slice(1).map((name) => [name, 7]));
      for (const [name, translate] of both)
        expect(translate(key, allButFirst), `${name} ${key}`).toBe(server(key, allButFirst));
    }
  });

  it("shows an unknown key as itself, or its default value, as i18next does", () => {
    // (A key naming a group of texts, such as "common", is a mistake either way: i18next writes a
    // complaint in its place, the browser the key.)
    for (const key of ["no.such.key", "common.noSuchText", "common.skipToContent.more", ""]) {
      for (const [name, translate] of both) {
        expect(translate(key), `${name} ${key}`).toBe(server(key));
        expect(translate(key, { defaultValue: "Shown instead" }), `${name} ${key}`).toBe(
          server(key, { defaultValue: "Shown instead" }),
        );
      }
    }
  });

  it("gives i18next's form of a text said with a number, for every count", () => {
    const said = [...new Set(keys.filter((key) => key.endsWith("_other")).map((key) => key.slice(0, -6)))];
    expect(said.length).toBeGreaterThan(10);
    for (const key of said)
      for (const count of [0, 1, 2, 3, 10, 11, 15, 30, 99, 100, 101, 102, 103, 111]) {
        const values = {
          count,
          minutes: count,
          seconds: count,
          days: count,
          months: count,
          attempts: count,
          min: count,
        };
        for (const [name, translate] of both)
          expect(translate(key, values), `${name} ${key} ${count}`).toBe(server(key, values));
      }
  });

  it("writes numbers in the language's digits (Western or Eastern Arabic, as the list says)", () => {
    const expected = languages[language].digits === "latn" ? "2026" : "٢٠٢٦";
    for (const [, translate] of both)
      expect(translate("footer.rights", { year: 2026, company: "X" })).toContain(expected);
  });
});

describe("Arabic", () => {
  it("says a counted noun in the form its number takes: محاولة واحدة، محاولتين، ٣ محاولات، ١١ محاولة", () => {
    const t = serverTranslatorFor("ar");
    const failed = (attempts: number) => t("admin.inbox.notificationFailed", { attempts, count: attempts });
    expect(failed(1)).toBe("تعذّر الإرسال بعد محاولة واحدة.");
    expect(failed(2)).toBe("تعذّر الإرسال بعد محاولتين.");
    expect(failed(3)).toBe("تعذّر الإرسال بعد ٣ محاولات.");
    expect(failed(11)).toBe("تعذّر الإرسال بعد ١١ محاولة.");
    expect(t("admin.trash.intro", { days: 7, count: 7 })).toContain("مدة ٧ أيام،");
    expect(t("admin.trash.intro", { days: 30, count: 30 })).toContain("مدة ٣٠ يومًا،");
    expect(t("admin.staff.passwordHelp", { min: 10, count: 10 })).toBe("١٠ أحرف على الأقل.");
  });
});
