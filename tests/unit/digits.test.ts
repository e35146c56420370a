import { describe, expect, it } from "vitest";
import { formatInteger, localizeDigits, numberingSystem } from "~/i18n/digits";
import { translatorFor } from "~/i18n/translation";

describe("digits (docs/decisions/008-digits.md)", () => {
  it("keeps Western digits in English and writes Eastern Arabic ones in Kurdish and Arabic", () => {
    expect(localizeDigits("+964 750 123 4567", "en")).toBe("+964 750 123 4567");
    expect(localizeDigits("+964 750 123 4567", "ku")).toBe("+٩٦٤ ٧٥٠ ١٢٣ ٤٥٦٧");
    expect(formatInteger(2026, "ar")).toBe("٢٠٢٦");
    expect(numberingSystem("ku")).toBe("arab");
  });

  it("applies to every number put into a translated text", () => {
    expect(translatorFor("ar")("footer.rights", { year: 2026, company: "X" })).toContain("٢٠٢٦");
    expect(translatorFor("ku")("process.stepLabel", { number: 3 })).toContain("٣");
    expect(translatorFor("en")("process.stepLabel", { number: 3 })).toContain("3");
    expect(translatorFor("ar")("admin.dashboard.total", { count: 12 })).toContain("١٢");
  });
});
