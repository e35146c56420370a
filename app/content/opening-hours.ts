/**
 * The opening hours as visitors read them, made from the days and times staff tick once (the same
 * facts search engines read): "Saturday to Thursday: 9am to 5pm", "Friday: holiday", each language in
 * its own way (site texts under `hours`), numbers in the page's digits.
 */
import { localizeDigits } from "~/i18n/digits";
import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/translate";
import { WEEKDAYS, type Weekday } from "./field-kinds";

export type OpeningHours = { days: readonly Weekday[]; opens: string; closes: string };

/** The days as runs of neighbours in the week (Saturday first; a run may go on past Friday into Saturday). */
function runsOf(days: readonly Weekday[]): Weekday[][] {
  const ticked = WEEKDAYS.map((day) => days.includes(day));
  if (ticked.every(Boolean)) return [[...WEEKDAYS]];
  // Start after a day that is not ticked, so no run is cut in two at the week's end.
  const start = ticked.findIndex((isTicked, index) => !isTicked && ticked[(index + 1) % 7]) + 1;
  const runs: Weekday[][] = [];
  for (let offset = 0; offset < 7; offset++) {
    const index = (start + offset) % 7;
    if (!ticked[index]) continue;
    const previous = (index + 6) % 7;
    if (offset > 0 && ticked[previous]) runs.at(-1)!.push(WEEKDAYS[index]!);
    else runs.push([WEEKDAYS[index]!]);
  }
  return runs;
}

/** "Saturday to Thursday", "Friday", "Saturday, Monday and Wednesday to Friday": runs in the week's order. */
function daysText(days: readonly Weekday[], t: Translate): string {
  if (days.length === WEEKDAYS.length) return t("hours.everyDay");
  const name = (day: Weekday) => t(`hours.days.${day}`);
  const items = runsOf(days)
    .sort((a, b) => WEEKDAYS.indexOf(a[0]!) - WEEKDAYS.indexOf(b[0]!))
    // Two neighbours are named one by one: "Saturday and Sunday", not a range of two.
    .flatMap((run) =>
      run.length <= 2 ? run.map(name) : [t("hours.range", { from: name(run[0]!), to: name(run.at(-1)!) })],
    );
  const last = items.pop()!;
  if (items.length === 0) return last;
  return t("hours.pair", { first: items.join(t("hours.separator")), second: last });
}

type Period = "earlyMorning" | "morning" | "noon" | "afternoon" | "evening" | "night";

function periodOf(hours: number): Period {
  if (hours < 5) return "earlyMorning";
  if (hours < 12) return "morning";
  if (hours === 12) return "noon";
  if (hours < 17) return "afternoon";
  if (hours < 20) return "evening";
  return "night";
}

/**
 * A time of the day (`HH:MM`) as the language says it: "9am", "5:30pm", "٩ی بەیانی", "٥ مساءً". The
 * texts get the hour on a 12-hour clock (`hour`, with the period's words around it) and on a 24-hour
 * clock (`hour24`, "09", "17"), for a language that writes "09:00–17:00".
 */
export function timeText(time: string, lang: Language, t: Translate): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const period = periodOf(hours);
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  // `t` writes numbers in the page's digits; the minutes and the 24-hour clock's hour keep their
  // zero ("05"), so they are text.
  const twoDigits = (value: number) => localizeDigits(String(value).padStart(2, "0"), lang);
  const hour24 = twoDigits(hours);
  if (minutes === 0) return t(`hours.at.${period}`, { hour, hour24 });
  return t(`hours.atMinutes.${period}`, { hour, hour24, minutes: twoDigits(minutes) });
}

/** The lines visitors read: the open days with their hours, then the days the office is closed. */
export function openingHoursLines(hours: OpeningHours, lang: Language, t: Translate): string[] {
  if (hours.days.length === 0) return [];
  const lines = [
    t("hours.open", {
      days: daysText(hours.days, t),
      opens: timeText(hours.opens, lang, t),
      closes: timeText(hours.closes, lang, t),
    }),
  ];
  const closed = WEEKDAYS.filter((day) => !hours.days.includes(day));
  if (closed.length > 0) lines.push(t("hours.closed", { days: daysText(closed, t) }));
  return lines;
}
