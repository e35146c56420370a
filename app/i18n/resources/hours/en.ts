import type { TextsLike } from "../texts-type";

/**
 * English texts of the opening hours as visitors read them (app/content/opening-hours.ts): the server
 * writes them into the company's facts, so visitors' pages never load them; the back office loads them
 * for its day names. A time is said by the part of the day it falls in (`at`, `atMinutes`), given
 * `{{hour}}` (1–12), `{{hour24}}` (00–23) and `{{minutes}}` (00–59): a language that writes the
 * 24-hour clock writes `{{hour24}}:00` in each.
 */
export const enHours = {
  hours: {
    days: {
      Saturday: "Saturday",
      Sunday: "Sunday",
      Monday: "Monday",
      Tuesday: "Tuesday",
      Wednesday: "Wednesday",
      Thursday: "Thursday",
      Friday: "Friday",
    },
    everyDay: "Every day",
    pair: "{{first}} and {{second}}",
    separator: ", ",
    range: "{{from}} to {{to}}",
    open: "{{days}}: {{opens}} to {{closes}}",
    closed: "{{days}}: holiday",
    at: {
      earlyMorning: "{{hour}}am",
      morning: "{{hour}}am",
      noon: "{{hour}}pm",
      afternoon: "{{hour}}pm",
      evening: "{{hour}}pm",
      night: "{{hour}}pm",
    },
    atMinutes: {
      earlyMorning: "{{hour}}:{{minutes}}am",
      morning: "{{hour}}:{{minutes}}am",
      noon: "{{hour}}:{{minutes}}pm",
      afternoon: "{{hour}}:{{minutes}}pm",
      evening: "{{hour}}:{{minutes}}pm",
      night: "{{hour}}:{{minutes}}pm",
    },
  },
};

export type HoursTexts = TextsLike<typeof enHours>;
