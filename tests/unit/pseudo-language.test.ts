import { describe, expect, it } from "vitest";
import { parseEnv } from "~/config/env.server";
import { serverTranslatorFor } from "~/i18n/i18n";
import { accented, PSEUDO_CLOSE, PSEUDO_OPEN, pseudoText } from "~/i18n/pseudo";
import { currentPseudoMode, PSEUDO_MODES } from "~/i18n/pseudo-mode";
import { en } from "~/i18n/resources/en";
import { translateFrom, type TranslationValues } from "~/i18n/translate";
import { pageHeaders, storedPageRequest } from "~/server/page-policy.server";
import { requestedPseudoMode, withPseudoMode } from "~/server/pseudo-language.server";

/** The pseudo-language (docs/decisions/034-pseudo-language.md): its texts, its switch, its headers. */
type Tree = { [key: string]: string | Tree };
const entries = (tree: Tree, prefix = ""): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value]] : entries(value, `${prefix}${key}.`),
  );
const english = entries(en);
const placeholders = (text: string) => text.match(/\{\{.+?\}\}/g) ?? [];
const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
/** What a reader reads of a text: without placeholders and invisible marks. */
const read = (text: string) => text.replace(/\{\{.+?\}\}/g, "").replace(BIDI_CONTROLS, "");

describe("the pseudo-language's texts", () => {
  it("accents every letter, keeps every placeholder, marks each text and lengthens it by 40 %", () => {
    expect(english.length).toBeGreaterThan(400);
    for (const mode of PSEUDO_MODES) {
      for (const [key, text] of english) {
        const pseudo = pseudoText(text, mode);
        if (!/[A-Za-z]/.test(read(text))) {
          expect(pseudo, key).toBe(text); // `{{count}}`: nothing to translate
          continue;
        }
        expect(pseudo.startsWith(PSEUDO_OPEN) && pseudo.endsWith(PSEUDO_CLOSE), key).toBe(true);
        expect(placeholders(pseudo), key).toEqual(placeholders(text));
        expect(read(pseudo), key).not.toMatch(/[A-Za-z]/);
        // 40 % longer (two characters at least, one more not to end on a space), the markers not counted.
        const length = read(text).trim().length;
        const added = read(pseudo).length - 2 - read(text).length;
        expect(added, key).toBeGreaterThanOrEqual(Math.max(2, length * 0.4));
        expect(added, key).toBeLessThanOrEqual(Math.max(2, Math.ceil(length * 0.4)) + 1);
      }
    }
    expect(pseudoText("Save changes", "accented")).toBe("⟦Šåṽé çĥåñĝéš öñé ţ⟧");
  });

  it("writes each word right to left in the rtl mode, and nothing else differs", () => {
    const rtl = pseudoText("Edit {{title}}", "rtl");
    expect(rtl).toBe("⟦\u200F\u202EÉðîţ\u202C\u200F {{title}} \u200F\u202Eö\u202C\u200F⟧");
    for (const [, text] of english)
      expect(pseudoText(text, "rtl").replace(BIDI_CONTROLS, "")).toBe(pseudoText(text, "accented"));
  });

  it("keeps markup, link targets, URLs and e-mail addresses as they are", () => {
    expect(accented("Read **the notice** [here](https://example.com/a) or <b>write</b>")).toBe(
      "Ŕéåð **ţĥé ñöţîçé** [ĥéŕé](https://example.com/a) öŕ <b>ŵŕîţé</b>",
    );
    expect(accented("Mail info@zagros.test, see https://zagrostech.iq &amp; call")).toBe(
      "Ṁåîļ info@zagros.test, šéé https://zagrostech.iq &amp; çåļļ",
    );
  });
});

describe("the translators in the pseudo-language", () => {
  const server = serverTranslatorFor("en");
  const values: TranslationValues = { count: 3, title: "Team", email: "a@b.test", min: 12 };

  it("give the server's and the browser's the same text for every key, values filled in after", () => {
    for (const mode of PSEUDO_MODES) {
      const browser = translateFrom(
        () => en,
        "en",
        (text) => pseudoText(text, mode),
      );
      withPseudoMode(mode, () => {
        expect(currentPseudoMode()).toBe(mode);
        for (const [key] of english) {
          const plain = key.replace(/_(zero|one|two|few|many|other)$/, "") as Parameters<typeof server>[0];
          expect(server(plain), key).toBe(browser(plain));
          expect(server(plain, values), key).toBe(browser(plain, values));
        }
        expect(server("admin.list.editRecord", { title: "Team" })).toBe(
          mode === "accented"
            ? "⟦Éðîţ Team ö⟧"
            : "⟦\u200F\u202EÉðîţ\u202C\u200F Team \u200F\u202Eö\u202C\u200F⟧",
        );
      });
    }
  });

  it("leave an unknown key as it is, and every text as it was outside a pseudo request", () => {
    withPseudoMode("accented", () => {
      expect(server("common.noSuchText" as never)).toBe("common.noSuchText");
    });
    expect(currentPseudoMode()).toBeNull();
    for (const [key, text] of english.filter(([, text]) => placeholders(text).length === 0))
      if (!/_(zero|one|two|few|many|other)$/.test(key)) expect(server(key as never), key).toBe(text);
  });
});

describe("the pseudo-language's switch", () => {
  it("is ?pseudo= first (off ends it), then the cookie", () => {
    expect(requestedPseudoMode("/about?lng=en&pseudo=accented", undefined)).toBe("accented");
    expect(requestedPseudoMode("/about?pseudo=rtl", "pseudo=accented")).toBe("rtl");
    expect(requestedPseudoMode("/about?pseudo=off", "pseudo=accented")).toBeNull();
    expect(requestedPseudoMode("/about?pseudo=klingon", undefined)).toBeNull();
    expect(requestedPseudoMode("/about", "lng=ku; pseudo=rtl")).toBe("rtl");
    expect(requestedPseudoMode("/about", "lng=ku")).toBeNull();
  });

  it("is off in production unless PSEUDO_LANGUAGE=1", () => {
    expect(parseEnv({}).PSEUDO_LANGUAGE).toBe(false);
    expect(parseEnv({ PSEUDO_LANGUAGE: "1" }).PSEUDO_LANGUAGE).toBe(true);
    expect(parseEnv({ PSEUDO_LANGUAGE: "0" }).PSEUDO_LANGUAGE).toBe(false);
    expect(() => parseEnv({ PSEUDO_LANGUAGE: "yes" })).toThrow(/PSEUDO_LANGUAGE must be 1/);
  });

  it("never lets a page in it be stored or shared: a cookie of it is rendered per request, the answer no-store", () => {
    const request = (search: string, cookie?: string) =>
      storedPageRequest({ method: "GET", path: "/about", search, cookie }, () => false);
    expect(request("?lng=en")).not.toBeNull();
    expect(request("?lng=en&pseudo=accented")).toBeNull();
    expect(request("?lng=en", "lng=en; pseudo=rtl")).toBeNull();
    const answer = { kind: "rendered", status: 200, path: "/about", scriptSources: [] } as const;
    expect(pageHeaders({ ...answer, pseudo: true }, { secure: true }).headers["Cache-Control"]).toBe(
      "no-store",
    );
    expect(pageHeaders(answer, { secure: true }).headers["Cache-Control"]).toBe("private, no-cache");
  });
});
