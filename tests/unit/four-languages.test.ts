/**
 * A fourth language is an entry in app/i18n/languages.ts: everything that
 * knows about languages derives from that list. Each part is asked with a
 * four-language list (Kurmanji in Latin script, left to right, Western
 * digits) and must know the fourth language without being told anything else.
 * The list is the site's own plus Kurmanji, so the expectations are made from it:
 * a real language added to the site leaves them true.
 */
import { getTableConfig } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import { contentTypes, missingLanguages, singleTypes } from "~/content/content-types";
import { formInputs } from "~/content/form-inputs";
import { validateFields } from "~/content/validation";
import { singleTableFor, tableFor } from "~/db/schema";
import { factsFromRow } from "~/content/company-facts-row";
import { isLanguage, languageList, type LanguageSpec } from "~/i18n/languages";
import { storedPageRequest } from "~/server/page-policy.server";
import { form } from "./helpers";

const kurmanji = {
  code: "kmr",
  htmlLang: "kmr",
  dir: "ltr",
  nativeName: "Kurmancî",
  ogLocale: "kmr_TR",
  digits: "latn",
  suffix: "Kmr",
  acceptLanguage: [],
  dateFormat: "intl",
  dateLocale: "kmr",
} as const satisfies LanguageSpec;
const four = [...languageList, kurmanji] as const;

const services = contentTypes.services;

describe("a fourth language, from the language list alone", () => {
  it("has its columns in the schema", () => {
    const columns = getTableConfig(tableFor(services, four)).columns.map((column) => column.name);
    expect(columns).toEqual(expect.arrayContaining(["titleKmr", "descKmr", "imageAltKmr"]));
    // The real schema has only the real languages.
    const real = getTableConfig(tableFor(services)).columns.map((column) => column.name);
    expect(real).not.toContain("titleKmr");
    expect(real).toEqual(expect.arrayContaining(["titleEn", "titleKu", "titleAr"]));
  });

  it("is validated like the others", () => {
    const fields = services.fields;
    const saved = validateFields(
      fields,
      form({ titleEn: "Web design", titleKmr: "  Sêwirana malperê " }),
      four,
    );
    expect(saved).toMatchObject({ ok: true, values: { titleKmr: "Sêwirana malperê", descKmr: "" } });
    const tooLong = validateFields(fields, form({ titleEn: "Web design", titleKmr: "x".repeat(201) }), four);
    expect(tooLong).toMatchObject({ ok: false, errors: { titleKmr: { code: "tooLong", max: 200 } } });
    // The first language stays the required one.
    const noEnglish = validateFields(fields, form({ titleKmr: "Sêwirana malperê" }), four);
    expect(noEnglish).toMatchObject({ ok: false, errors: { titleEn: { code: "required" } } });
  });

  it("gets an input of its own in the forms, left to right", () => {
    const inputs = formInputs(services.fields, four).filter((input) => input.name === "title");
    expect(inputs.map((input) => input.column)).toEqual(four.map((language) => `title${language.suffix}`));
    const input = inputs.at(-1)!;
    expect(input.language).toMatchObject({ code: "kmr", dir: "ltr" });
    expect(input.fallback).toBe(false);
  });

  it("has a missing-translation badge", () => {
    // Every language of the site has its title; Kurmanji's is empty.
    const record = {
      ...Object.fromEntries(four.map(({ suffix }) => [`title${suffix}`, "Web design"])),
      titleKmr: "",
    };
    expect(missingLanguages(services, record, four)).toEqual(["kmr"]);
    expect(missingLanguages(services, { ...record, titleKmr: "Sêwiran" }, four)).toEqual([]);
  });

  it("is in the company facts: a column, a checked input, a value and a missing badge", () => {
    const facts = singleTypes.companyFacts;
    const columns = getTableConfig(singleTableFor(facts, four)).columns.map((column) => column.name);
    expect(columns).toEqual(expect.arrayContaining(["nameKmr", "taglineKmr", "addressKmr", "footerTextKmr"]));
    const typed = {
      nameEn: "Zagros Tech",
      nameKmr: " Zagros Tek ",
      addressEn: "Gulan Street",
      phones: "+964 750 123 4567",
      email: "info@zagrostech.iq",
      opens: "09:00",
      closes: "17:00",
    };
    const checked = validateFields(facts.fields, form(typed), four, facts.check);
    expect(checked).toMatchObject({ ok: true, values: { nameKmr: "Zagros Tek", taglineKmr: "" } });
    if (!checked.ok) return;
    expect(factsFromRow(checked.values, four).name).toEqual({
      ...Object.fromEntries(four.map(({ code }) => [code, ""])),
      [four[0].code]: "Zagros Tech",
      kmr: "Zagros Tek",
    });
    expect(missingLanguages(facts, { ...checked.values, nameKu: "ز", nameAr: "ز" }, four)).toEqual(
      expect.arrayContaining(["kmr"]),
    );
    expect(formInputs(facts.fields, four).map((input) => input.column)).toContain("footerTextKmr");
  });

  it("is a language the page cache keeps apart (?lng=kmr)", () => {
    const request = (search: string) => ({ method: "GET", path: "/about", search, cookie: undefined });
    const notFile = () => false;
    expect(storedPageRequest(request("?lng=kmr"), notFile, four)).toMatchObject({
      query: "?lng=kmr",
      lng: "kmr",
    });
    // Unknown to the real list: rendered per request, never cached as a language.
    expect(storedPageRequest(request("?lng=kmr"), notFile)).toBeNull();
    expect(isLanguage("kmr", four)).toBe(true);
    expect(isLanguage("kmr")).toBe(false);
  });
});
