/** Central Kurdish (Sorani) texts of the opening hours. Same keys as `en.ts` beside it. */
import type { HoursTexts } from "./en";

export const kuHours: HoursTexts = {
  hours: {
    days: {
      Saturday: "شەممە",
      Sunday: "یەکشەممە",
      Monday: "دووشەممە",
      Tuesday: "سێشەممە",
      Wednesday: "چوارشەممە",
      Thursday: "پێنجشەممە",
      Friday: "هەینی",
    },
    everyDay: "هەموو ڕۆژێک",
    pair: "{{first}} و {{second}}",
    separator: "، ",
    range: "{{from}} تا {{to}}",
    open: "{{days}}: {{opens}} تا {{closes}}",
    closed: "{{days}}: پشوو",
    at: {
      earlyMorning: "{{hour}}ی شەو",
      morning: "{{hour}}ی بەیانی",
      noon: "{{hour}}ی نیوەڕۆ",
      afternoon: "{{hour}}ی دوای نیوەڕۆ",
      evening: "{{hour}}ی ئێوارە",
      night: "{{hour}}ی شەو",
    },
    atMinutes: {
      earlyMorning: "{{hour}}:{{minutes}}ی شەو",
      morning: "{{hour}}:{{minutes}}ی بەیانی",
      noon: "{{hour}}:{{minutes}}ی نیوەڕۆ",
      afternoon: "{{hour}}:{{minutes}}ی دوای نیوەڕۆ",
      evening: "{{hour}}:{{minutes}}ی ئێوارە",
      night: "{{hour}}:{{minutes}}ی شەو",
    },
  },
};
