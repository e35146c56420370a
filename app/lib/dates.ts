import { site } from "~/config/site";
import { localizeDigits, numberingSystem } from "~/i18n/digits";
import { languages, type Language } from "~/i18n/languages";

export type DateFormat = { format(date: Date | number): string };

/**
 * How the back office writes a moment: in the company's time zone and the
 * language's digits (ckb defaults to Eastern digits, ar to Western; see
 * docs/decisions/008-digits.md).
 */
export function adminDateFormat(
  lang: Language,
  dateStyle: "medium" | "full" = "medium",
  /** With the seconds: versions saved a few seconds apart are told apart. */
  { seconds = false }: { seconds?: boolean } = {},
): DateFormat {
  const common = { timeZone: site.timeZone, numberingSystem: numberingSystem(lang) } as const;
  if (languages[lang].dateFormat === "ezafe")
    return ezafeDateFormat(languages[lang].dateLocale, dateStyle, common, seconds);
  return new Intl.DateTimeFormat(languages[lang].dateLocale, {
    ...common,
    dateStyle,
    timeStyle: seconds ? "medium" : "short",
  });
}

/**
 * ICU's Sorani patterns put the year first (`٢٠٢٦ تشرینی دووەم ٢٤`); Kurdish writes the day first and
 * joins day, month and year with the ezafe `ی`: `٢٤ی تشرینی دووەمی ٢٠٢٦`. Built from ICU's parts, so
 * the month names and digits are still ICU's.
 */
function ezafeDateFormat(
  locale: string,
  dateStyle: "medium" | "full",
  common: { timeZone: string; numberingSystem: string },
  seconds: boolean,
): DateFormat {
  const date = new Intl.DateTimeFormat(locale, { ...common, day: "numeric", month: "long", year: "numeric" });
  const time = new Intl.DateTimeFormat(locale, {
    ...common,
    hour: "numeric",
    minute: "2-digit",
    ...(seconds ? { second: "2-digit" } : {}),
  });
  const weekday = new Intl.DateTimeFormat(locale, { ...common, weekday: "long" });
  return {
    format(moment: Date | number) {
      const part = (type: Intl.DateTimeFormatPartTypes) =>
        date.formatToParts(moment).find((candidate) => candidate.type === type)?.value ?? "";
      const day = `${part("day")}ی ${part("month")}ی ${part("year")}`;
      const when = `${day} ${time.format(moment)}`;
      return dateStyle === "full" ? `${weekday.format(moment)}، ${when}` : when;
    },
  };
}

/**
 * How a public page writes a day (a news post's publication): day, month and year in the company's time
 * zone and the language's digits, Kurdish day-first with the ezafe (`١٢ی ئایاری ٢٠٢٦`), as adminDateFormat.
 */
export function siteDateFormat(lang: Language): DateFormat {
  const common = { timeZone: site.timeZone, numberingSystem: numberingSystem(lang) } as const;
  const date = new Intl.DateTimeFormat(languages[lang].dateLocale, {
    ...common,
    day: "numeric",
    month: "long",
    year: "numeric",
  });
  if (languages[lang].dateFormat !== "ezafe") return date;
  return {
    format(moment: Date | number) {
      const part = (type: Intl.DateTimeFormatPartTypes) =>
        date.formatToParts(moment).find((candidate) => candidate.type === type)?.value ?? "";
      return `${part("day")}ی ${part("month")}ی ${part("year")}`;
    },
  };
}

/**
 * The company's time zone as its offset from GMT (`GMT+3`, in the language's digits): beside a time staff
 * type. Worked out from the numbers Intl gives in every runtime, not from a zone's name, which Node and a
 * browser word differently (the back office renders in both).
 */
export function companyZoneName(lang: Language, at = Date.now()): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: site.timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"));
  const minutes = Math.round((wall - Math.floor(at / 60_000) * 60_000) / 60_000);
  const hours = Math.trunc(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  const offset = `${minutes < 0 ? "−" : "+"}${hours}${rest ? `:${String(rest).padStart(2, "0")}` : ""}`;
  return localizeDigits(`GMT${offset}`, lang);
}
