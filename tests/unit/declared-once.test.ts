/**
 * What is declared once stays declared once: the languages in
 * app/i18n/languages.ts, the field kinds in app/content/field-kinds.ts (and
 * their admin inputs beside it). Code elsewhere derives from them; these
 * checks read the source, so a new `lang === "ku"` or `field.kind === "image"`
 * is caught before it spreads.
 */
import { describe, expect, it } from "vitest";
import { fieldInputs } from "~/admin/components/field-inputs";
import { fieldKinds } from "~/content/field-kinds";
import { codeLines, sourceFiles } from "./source-files";

/**
 * The app, the build's configuration and the screenshots (which take every language: the pages
 * checked by eye). Benchmarks and lighthouse keep their own samples of pages and languages.
 */
function filesMatching(
  pattern: RegExp,
  exempt: (file: string) => boolean,
  files = [...sourceFiles("app"), "vite.config.ts", "scripts/screenshots.mjs"],
): string[] {
  return files
    .filter((file) => !exempt(file))
    .filter((file) => codeLines(file).some((line) => pattern.test(line)));
}

describe("declared once", () => {
  it("spells the languages out only in app/i18n/languages.ts (texts, first texts and sample data aside)", () => {
    const spelled = /"(en|ku|ar|En|Ku|Ar)"|[a-z}](En|Ku|Ar)\b|(En|Ku|Ar)`|\ben\|ku\|ar\b|\bku: .*\bar:/;
    const exempt = (file: string) =>
      file === "app/i18n/languages.ts" ||
      file.startsWith("app/i18n/resources/") ||
      // A type's first texts, written in each language.
      file.startsWith("app/content/types/") ||
      // Texts and sample records, written in each language: data, not code.
      ["app/db/sample-content.ts", "app/content/company-facts.ts"].includes(file);
    expect(filesMatching(spelled, exempt)).toEqual([]);
  });

  it("has the tests' shared support name no language by its code: it reads the list too", () => {
    // Their records and forms name columns (`titleKu`) as data does; a language's code is the list's.
    const named = /"(en|ku|ar)"|\ben\|ku\|ar\b/;
    expect(filesMatching(named, () => false, sourceFiles("tests/support"))).toEqual([]);
  });

  it("tests a field's kind only in the kinds' registry and their admin inputs", () => {
    const testsKind = /\b(field|f)\.kind\b/;
    const exempt = (file: string) =>
      ["app/content/field-kinds.ts", "app/admin/components/field-inputs.tsx"].includes(file);
    expect(filesMatching(testsKind, exempt)).toEqual([]);
  });

  it("gives every field kind an admin input", () => {
    expect(Object.keys(fieldInputs).sort()).toEqual(Object.keys(fieldKinds).sort());
  });
});
