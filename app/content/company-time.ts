import { site } from "../config/site";

/**
 * Moments staff type as the company's wall clock (a scheduled publication: "1 December, 09:00" in
 * Erbil), to and from the instant stored.
 */

/**
 * Node's own Temporal does the time-zone arithmetic of reading one (on the server: the form's value is
 * read there). TypeScript does not describe Temporal yet, hence the typed view of the one call used.
 */
type TemporalCalls = {
  PlainDateTime: {
    from(
      text: string,
      options: { overflow: "reject" },
    ): { toZonedDateTime(zone: string, options: object): { epochMilliseconds: number } };
  };
};
const { Temporal } = globalThis as unknown as { Temporal: TemporalCalls };

/** What a `datetime-local` input sends: a date and a time to the minute, or the second. */
const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/** The instant a company wall-clock time names, in milliseconds; undefined for anything else. */
export function fromCompanyTime(text: string): number | undefined {
  if (!WALL_CLOCK.test(text)) return undefined;
  try {
    // "compatible": a time skipped by a clock change means the one after it, as calendars do.
    return Temporal.PlainDateTime.from(text, { overflow: "reject" }).toZonedDateTime(site.timeZone, {
      disambiguation: "compatible",
    }).epochMilliseconds;
  } catch {
    return undefined;
  }
}

const wallClock = new Intl.DateTimeFormat("en-CA", {
  timeZone: site.timeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  numberingSystem: "latn",
});

/**
 * An instant as a `datetime-local` input shows it: the company's wall clock, to the minute. Written with
 * Intl, which every browser has: the back office's form renders it in the browser too.
 */
export function toCompanyTime(ms: number): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    wallClock.formatToParts(ms).find((candidate) => candidate.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}T${part("hour")}:${part("minute")}`;
}
