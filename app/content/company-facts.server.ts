import { z } from "zod";
import { languageList } from "~/i18n/languages";
import { normaliseText, PHONE_PATTERN, toWesternDigits, UNREADABLE } from "./validation";
import {
  companyFactFields,
  factInputNames,
  WEEKDAYS,
  type CompanyFacts,
  type FactField,
  type Weekday,
} from "./company-fact-fields";

const PHONE_MAX = 30;
const EMAIL_MAX = 254;
const URL_MAX = 500;
const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

export type FactErrorCode =
  | "required"
  | "tooLong"
  | "tooMany"
  | "invalidText"
  | "invalidPhone"
  | "invalidEmail"
  | "invalidUrl"
  | "invalidTime"
  | "invalidDays"
  | "closesBeforeOpens";
export type FactError = { code: FactErrorCode; max?: number };

export type FactsValidation =
  | { ok: true; facts: CompanyFacts }
  | { ok: false; values: Record<string, string | string[]>; errors: Record<string, FactError> };

const emailSchema = z.email();

/** An absolute https: address without a user name or password, on a host with a dot in its name. */
function isSafeUrl(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  return url.protocol === "https:" && !url.username && !url.password && url.hostname.includes(".");
}

function oneText(form: FormData, name: string, multiline: boolean): string {
  const raw = form.get(name);
  const text = typeof raw === "string" ? normaliseText(raw).trim() : "";
  // A one-line input cannot hold a line break; only a crafted post sends one.
  return multiline ? text.replace(/\n{2,}/g, "\n") : text.replace(/\s*\n\s*/g, " ");
}

/** Checks one fact; returns its stored value, or an error per input name. */
function checkFact(
  form: FormData,
  name: string,
  field: FactField,
  echo: Record<string, string | string[]>,
): { value: unknown; errors: Record<string, FactError> } {
  const errors: Record<string, FactError> = {};
  const bounded = (text: string, max: number) => Array.from(text).slice(0, max).join("");
  switch (field.kind) {
    case "translated": {
      const value: Record<string, string> = {};
      factInputNames(name, field).forEach((input, index) => {
        const text = oneText(form, input, Boolean(field.rows));
        echo[input] = bounded(text, field.maxLength);
        if (UNREADABLE.test(text)) errors[input] = { code: "invalidText" };
        else if (Array.from(text).length > field.maxLength)
          errors[input] = { code: "tooLong", max: field.maxLength };
        else if (text === "" && field.requiredInEnglish && index === 0) errors[input] = { code: "required" };
        value[languageList[index]!.code] = text;
      });
      return { value, errors };
    }
    case "phones": {
      const text = toWesternDigits(oneText(form, name, true));
      echo[name] = bounded(text, (PHONE_MAX + 1) * field.max);
      const phones = text
        .split("\n")
        .map((line) => line.trim().replace(/\s+/g, " "))
        .filter(Boolean);
      if (phones.length === 0) errors[name] = { code: "required" };
      else if (phones.length > field.max) errors[name] = { code: "tooMany", max: field.max };
      else if (phones.some((phone) => phone.length > PHONE_MAX || !PHONE_PATTERN.test(phone)))
        errors[name] = { code: "invalidPhone" };
      return { value: phones, errors };
    }
    case "phone": {
      const text = toWesternDigits(oneText(form, name, false)).replace(/\s+/g, " ");
      echo[name] = bounded(text, PHONE_MAX);
      if (text === "") {
        if (field.required) errors[name] = { code: "required" };
      } else if (text.length > PHONE_MAX || !PHONE_PATTERN.test(text))
        errors[name] = { code: "invalidPhone" };
      return { value: text, errors };
    }
    case "email": {
      const text = oneText(form, name, false);
      echo[name] = bounded(text, EMAIL_MAX);
      if (text === "") errors[name] = { code: "required" };
      else if (text.length > EMAIL_MAX || !emailSchema.safeParse(text).success)
        errors[name] = { code: "invalidEmail" };
      return { value: text, errors };
    }
    case "url": {
      const text = oneText(form, name, false);
      echo[name] = bounded(text, URL_MAX);
      if (text === "") {
        if (field.required) errors[name] = { code: "required" };
      } else if (text.length > URL_MAX) errors[name] = { code: "tooLong", max: URL_MAX };
      else if (!isSafeUrl(text)) errors[name] = { code: "invalidUrl" };
      return { value: text, errors };
    }
    case "days": {
      const ticked = form.getAll(name).filter((day): day is string => typeof day === "string");
      const days = WEEKDAYS.filter((day) => ticked.includes(day));
      echo[name] = days;
      if (ticked.some((day) => !(WEEKDAYS as readonly string[]).includes(day)))
        errors[name] = { code: "invalidDays" };
      return { value: days satisfies Weekday[], errors };
    }
    case "time": {
      const text = toWesternDigits(oneText(form, name, false));
      echo[name] = text.slice(0, 5);
      if (!TIME.test(text)) errors[name] = { code: text === "" ? "required" : "invalidTime" };
      return { value: text, errors };
    }
  }
}

/**
 * Reads the settings form: every fact normalised and checked as the content
 * forms check theirs. On failure, what was typed comes back (bounded) with an
 * error per input name, and nothing is stored.
 */
export function validateCompanyFacts(form: FormData): FactsValidation {
  const facts: Record<string, unknown> = {};
  const errors: Record<string, FactError> = {};
  const values: Record<string, string | string[]> = {};
  for (const { name, field } of companyFactFields) {
    const checked = checkFact(form, name, field, values);
    facts[name] = checked.value;
    Object.assign(errors, checked.errors);
  }
  // The office closes after it opens: a day that ends before it starts is a typo (no night shifts here).
  if (!errors.opens && !errors.closes && String(facts.closes) <= String(facts.opens))
    errors.closes = { code: "closesBeforeOpens" };
  if (Object.keys(errors).length > 0) return { ok: false, values, errors };
  return { ok: true, facts: facts as CompanyFacts };
}
