import { describe, expect, it } from "vitest";
import { defaultCompanyFacts as facts, telHref, whatsappUrl } from "~/content/company-facts";

describe("the company facts' links", () => {
  it("make a wa.me link of digits only and a map provider's directions link", () => {
    const whatsapp = whatsappUrl(facts.whatsapp);
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/\d{8,15}$/);
    expect(whatsapp).toBe(`https://wa.me/${telHref(facts.whatsapp).replace(/\D/g, "")}`);
    const url = new URL(facts.directionsUrl);
    expect(url.origin).toBe("https://www.google.com");
    expect(url.searchParams.get("destination")).toBe("36.2063,44.0089");
  });
});
