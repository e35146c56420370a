/** Arabic texts of the opening hours. Same keys as `en.ts` beside it. */
import type { HoursTexts } from "./en";

export const arHours: HoursTexts = {
  hours: {
    days: {
      Saturday: "السبت",
      Sunday: "الأحد",
      Monday: "الاثنين",
      Tuesday: "الثلاثاء",
      Wednesday: "الأربعاء",
      Thursday: "الخميس",
      Friday: "الجمعة",
    },
    everyDay: "يوميًا",
    pair: "{{first}} و{{second}}",
    separator: "، ",
    range: "من {{from}} إلى {{to}}",
    open: "{{days}}: {{opens}} حتى {{closes}}",
    closed: "{{days}}: عطلة",
    at: {
      earlyMorning: "{{hour}} ليلًا",
      morning: "{{hour}} صباحًا",
      noon: "{{hour}} ظهرًا",
      afternoon: "{{hour}} بعد الظهر",
      evening: "{{hour}} مساءً",
      night: "{{hour}} مساءً",
    },
    atMinutes: {
      earlyMorning: "{{hour}}:{{minutes}} ليلًا",
      morning: "{{hour}}:{{minutes}} صباحًا",
      noon: "{{hour}}:{{minutes}} ظهرًا",
      afternoon: "{{hour}}:{{minutes}} بعد الظهر",
      evening: "{{hour}}:{{minutes}} مساءً",
      night: "{{hour}}:{{minutes}} مساءً",
    },
  },
};
