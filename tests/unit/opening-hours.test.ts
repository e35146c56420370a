import { describe, expect, it } from "vitest";
import { defaultCompanyFacts } from "~/content/company-facts";
import type { Weekday } from "~/content/field-kinds";
import { openingHoursLines } from "~/content/opening-hours";
import { serverTranslatorFor } from "~/i18n/i18n";
import { fallbackLanguage, type Language } from "~/i18n/languages";
import { enHours } from "~/i18n/resources/hours/en";
import { translateFrom } from "~/i18n/translate";

/**
 * The hours are ticked once (days, opens, closes) and read by visitors in their language's own
 * way: the text is made from the same facts search engines read, so the two cannot disagree.
 */
const lines = (days: Weekday[], opens: string, closes: string, lang: Language) =>
  openingHoursLines({ days, opens, closes }, lang, serverTranslatorFor(lang));

const { openDays, opens, closes } = defaultCompanyFacts;

describe("the opening hours visitors read", () => {
  it("say the sample hours as each language writes them", () => {
    expect(lines(openDays, opens, closes, "en")).toEqual([
      "Saturday to Thursday: 9am to 5pm",
      "Friday: holiday",
    ]);
    expect(lines(openDays, opens, closes, "ku")).toEqual([
      "شەممە تا پێنجشەممە: ٩ی بەیانی تا ٥ی ئێوارە",
      "هەینی: پشوو",
    ]);
    expect(lines(openDays, opens, closes, "ar")).toEqual([
      "من السبت إلى الخميس: ٩ صباحًا حتى ٥ مساءً",
      "الجمعة: عطلة",
    ]);
  });

  it("name neighbouring days as a range, two as a pair, and several groups as a list", () => {
    expect(lines(["Sunday", "Monday", "Wednesday", "Thursday", "Friday"], "08:30", "12:00", "en")).toEqual([
      "Sunday, Monday and Wednesday to Friday: 8:30am to 12pm",
      "Saturday and Tuesday: holiday",
    ]);
    expect(lines(["Saturday", "Monday", "Wednesday"], "10:00", "14:00", "en")[0]).toBe(
      "Saturday, Monday and Wednesday: 10am to 2pm",
    );
    expect(lines(["Saturday", "Monday", "Wednesday"], "10:00", "14:00", "ar")[0]).toBe(
      "السبت، الاثنين والأربعاء: ١٠ صباحًا حتى ٢ بعد الظهر",
    );
  });

  it("keep a group whole across the end of the week (Thursday to Saturday), and say nothing closed when open daily", () => {
    expect(lines(["Thursday", "Friday", "Saturday"], "09:00", "21:00", "ku")).toEqual([
      "پێنجشەممە تا شەممە: ٩ی بەیانی تا ٩ی شەو",
      "یەکشەممە تا چوارشەممە: پشوو",
    ]);
    const everyDay: Weekday[] = [
      "Saturday",
      "Sunday",
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
    ];
    expect(lines(everyDay, "09:05", "17:00", "ar")).toEqual(["يوميًا: ٩:٠٥ صباحًا حتى ٥ مساءً"]);
    expect(lines(everyDay, "09:05", "17:00", "en")).toEqual(["Every day: 9:05am to 5pm"]);
  });

  it("say the time of day in words, the minutes in the page's digits", () => {
    expect(lines(["Friday"], "00:30", "12:30", "en")[0]).toBe("Friday: 12:30am to 12:30pm");
    expect(lines(["Friday"], "00:30", "12:30", "ku")[0]).toBe("هەینی: ١٢:٣٠ی شەو تا ١٢:٣٠ی نیوەڕۆ");
    expect(lines(["Friday"], "13:15", "19:45", "ku")[0]).toBe("هەینی: ١:١٥ی دوای نیوەڕۆ تا ٧:٤٥ی ئێوارە");
    expect(lines(["Friday"], "13:15", "22:00", "ar")[0]).toBe("الجمعة: ١:١٥ بعد الظهر حتى ١٠ مساءً");
  });

  it("can be written on a 24-hour clock, by a language whose texts say so", () => {
    const periods = (text: string) =>
      Object.fromEntries(Object.keys(enHours.hours.at).map((key) => [key, text]));
    const texts = {
      hours: {
        ...enHours.hours,
        range: "{{from}}–{{to}}",
        open: "{{days}}: {{opens}}–{{closes}}",
        at: periods("{{hour24}}:00"),
        atMinutes: periods("{{hour24}}:{{minutes}}"),
      },
    };
    const t = translateFrom(() => texts, fallbackLanguage);
    expect(openingHoursLines({ days: openDays, opens, closes }, fallbackLanguage, t)[0]).toBe(
      "Saturday–Thursday: 09:00–17:00",
    );
    expect(
      openingHoursLines({ days: ["Friday"], opens: "08:30", closes: "00:00" }, fallbackLanguage, t),
    ).toEqual(["Friday: 08:30–00:00", "Saturday–Thursday: holiday"]);
  });

  it("are left out when no day is ticked", () => {
    expect(lines([], "09:00", "17:00", "en")).toEqual([]);
  });
});
