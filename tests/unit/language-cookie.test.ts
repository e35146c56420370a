import { describe, expect, it } from "vitest";
import { detectLanguage } from "~/i18n/i18n.server";
import { languageCookie, languageFromCookieHeader } from "~/i18n/language-cookie.server";

describe("the language cookie", () => {
  it("is written as the plain language code, which a page's script may write too (not HttpOnly)", async () => {
    expect(await languageCookie.serialize("ku")).toBe("lng=ku; Max-Age=31536000; Path=/; SameSite=Lax");
  });

  it("reads plain codes among other cookies", () => {
    expect(languageFromCookieHeader("a=1; lng=ar; b=2")).toBe("ar");
    expect(languageFromCookieHeader("xlng=ar")).toBeNull();
  });

  it("still understands the base64 JSON value createCookie wrote before", () => {
    expect(languageFromCookieHeader("lng=Imt1Ig%3D%3D")).toBe("ku");
    expect(languageFromCookieHeader("lng=ImFyIg==")).toBe("ar");
  });

  it("ignores anything else, never throwing", async () => {
    for (const header of [
      "lng=fr",
      "lng=%E0%A4%A",
      "lng=eyJhIjoxfQ==",
      "lng=Imt1Ig==.signature",
      "lng=",
      "lng",
      "",
      null,
    ]) {
      expect(languageFromCookieHeader(header)).toBeNull();
    }
    const request = new Request("http://localhost/", {
      headers: { Cookie: "lng=%E0%A4%A", "Accept-Language": "ar" },
    });
    expect(await detectLanguage(request)).toBe("ar");
  });
});
