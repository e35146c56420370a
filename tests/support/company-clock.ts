import { site } from "../../app/config/site";

const { Temporal } = globalThis as unknown as {
  Temporal: {
    Instant: {
      fromEpochMilliseconds(ms: number): {
        toZonedDateTimeISO(zone: string): { toPlainDateTime(): { toString(options: object): string } };
      };
    };
  };
};

/** A moment as the back office's datetime-local input sends it, on the company's clock, to the second. */
export function companyClock(ms: number): string {
  return Temporal.Instant.fromEpochMilliseconds(ms)
    .toZonedDateTimeISO(site.timeZone)
    .toPlainDateTime()
    .toString({ smallestUnit: "second" });
}
