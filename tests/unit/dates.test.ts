import { describe, expect, it } from "vitest";
import { adminDateFormat } from "~/admin/dates";
import { siteDateFormat } from "~/lib/dates";

// 24 November 2026, 10:59 in Erbil (UTC+3).
const moment = new Date("2026-11-24T07:59:00Z");

describe("dates in the back office", () => {
  it("are written day first in Kurdish, joined with ی: ٢٤ی تشرینی دووەمی ٢٠٢٦", () => {
    const text = adminDateFormat("ku").format(moment);
    expect(text).toMatch(/^٢٤ی تشرینی دووەمی ٢٠٢٦ ١٠:٥٩/);
    expect(adminDateFormat("ku", "full").format(moment)).toMatch(/^سێشەممە، ٢٤ی تشرینی دووەمی ٢٠٢٦ ١٠:٥٩/);
  });

  it("are in the company's time zone and each language's digits", () => {
    expect(adminDateFormat("en").format(moment)).toMatch(/Nov 24, 2026.*10:59/);
    expect(adminDateFormat("ar").format(moment)).toMatch(/٢٤.*٢٠٢٦.*١٠:٥٩/);
  });

  it("name Iraq's months in Arabic, as the Kurdish ones are: تشرين الثاني, not نوفمبر", () => {
    expect(adminDateFormat("ar", "full").format(moment)).toMatch(/^الثلاثاء، ٢٤ تشرين الثاني ٢٠٢٦/);
    expect(siteDateFormat("ar").format(moment)).toBe("٢٤ تشرين الثاني ٢٠٢٦");
    expect(siteDateFormat("ar").format(new Date("2026-05-12T09:00:00Z"))).toBe("١٢ أيار ٢٠٢٦");
  });
});
