/**
 * The back office's dates are written in app/lib/dates.ts, below mail/, so that the Owners' alerts write
 * a moment as the back office does; the routes keep importing it from here.
 */
export { adminDateFormat, type DateFormat } from "~/lib/dates";
