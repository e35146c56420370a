import { describe, expect, it } from "vitest";
import { contentTypeNames, contentTypes, type Fields } from "~/content/content-types";
import { isMalformed, validateFields } from "~/content/validation";
import { form } from "./helpers";

describe("validateFields for admin content", () => {
  const product = contentTypes.products.fields;

  it("requires the English title but not the Kurdish or Arabic one", () => {
    const result = validateFields(product, form({ titleEn: "  ", titleKu: "", titleAr: "" }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({ titleEn: { code: "required" } });
  });

  it("trims what was typed and keeps it", () => {
    const result = validateFields(product, form({ titleEn: "  School manager ", descKu: " وەسف " }));
    expect(result).toMatchObject({
      ok: true,
      values: { titleEn: "School manager", descKu: "وەسف", descAr: "" },
    });
  });

  it("limits titles to 200 and descriptions to 5000 characters", () => {
    const result = validateFields(
      product,
      form({ titleEn: "x".repeat(201), descEn: "y".repeat(5001), titleAr: "ع".repeat(200) }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      titleEn: { code: "tooLong", max: 200 },
      descEn: { code: "tooLong", max: 5000 },
    });
    // What comes back to the form is cut to the maximum: a huge field is never echoed.
    expect(result.values.titleEn).toHaveLength(200);
  });

  it("accepts phones of digits, spaces and a leading +, in Western or Eastern Arabic digits", () => {
    const client = contentTypes.clients.fields;
    expect(validateFields(client, form({ titleEn: "A", phone: "+964 750 123 4567" })).ok).toBe(true);
    const eastern = validateFields(client, form({ titleEn: "A", phone: "٠٧٥٠ ١٢٣ ٤٥٦٧" }));
    expect(eastern).toMatchObject({ ok: true, values: { phone: "0750 123 4567" } });
    for (const phone of ["0750-123", "call me", "++964", "+ 964"]) {
      const result = validateFields(client, form({ titleEn: "A", phone }));
      expect(result.ok, phone).toBe(false);
    }
  });
});

describe("validateFields for contact messages", () => {
  const message = contentTypes.messages.fields;
  const valid = {
    name: "Shwan Aziz",
    email: "shwan@example.com",
    phone: "+964 750 000 0000",
    subject: "A website",
    message: "We need a new website.",
  };

  it("accepts a complete message", () => {
    expect(validateFields(message, form(valid)).ok).toBe(true);
  });

  it("requires every field", () => {
    const result = validateFields(message, form({}));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(["email", "message", "name", "phone", "subject"]);
  });

  it("keeps one-line fields on one line (a crafted post cannot smuggle a line break into a name or subject)", () => {
    const result = validateFields(
      message,
      form({ ...valid, name: "Eve\r\nBcc: victim@example.com", subject: "Hi \n\n there", message: "a\r\nb" }),
    );
    expect(result.ok).toBe(true);
    expect(result.values).toMatchObject({
      name: "Eve Bcc: victim@example.com",
      subject: "Hi there",
      message: "a\nb",
    });
  });

  it("checks the email address and the bounds of decisions.md", () => {
    const result = validateFields(
      message,
      form({ ...valid, email: "not-an-address", name: "n".repeat(101), message: "m".repeat(5001) }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      email: { code: "invalidEmail" },
      name: { code: "tooLong", max: 100 },
      message: { code: "tooLong", max: 5000 },
    });
  });
});

/** Every type titled as the specification's lists are (a title required in English), from the registry. */
const titled = contentTypeNames.filter((name) => {
  const fields: Fields = contentTypes[name].fields;
  return fields.title?.kind === "translated" && fields.title.requiredInEnglish;
});

it("finds the specification's titled types in the registry", () => {
  expect(titled).toEqual(
    expect.arrayContaining(["clients", "products", "jumbotrons", "infoAreas", "services"]),
  );
});

describe.each(titled)("validation of %s", (name) => {
  const fields: Fields = contentTypes[name].fields;

  it("requires the English title only, at most 200 characters", () => {
    // A page's address is required too: given here (other types have no such field).
    const missing = validateFields(fields, form({ titleKu: "سەردێڕ", titleAr: "عنوان", address: "a-page" }));
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(Object.keys(missing.errors)).toEqual(["titleEn"]);
    expect(validateFields(fields, form({ titleEn: "t".repeat(200), address: "a-page" })).ok).toBe(true);
    expect(validateFields(fields, form({ titleEn: "t".repeat(201), address: "a-page" })).ok).toBe(false);
  });

  it("caps descriptions at 5000 characters where the type has them", () => {
    const result = validateFields(
      fields,
      form({ titleEn: "Title", address: "a-page", descAr: "و".repeat(5001) }),
    );
    expect(result.ok).toBe(!("desc" in fields));
  });
});

describe("validation of team members", () => {
  const fields = contentTypes.teamMembers.fields;

  it("requires the English name and role, caps the bio at 600 characters", () => {
    const missing = validateFields(fields, form({ nameKu: "ناو" }));
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(Object.keys(missing.errors).sort()).toEqual(["nameEn", "roleEn"]);
    const long = validateFields(fields, form({ nameEn: "N", roleEn: "R", bioKu: "ب".repeat(601) }));
    expect(long.ok).toBe(false);
    if (!long.ok) expect(long.errors).toEqual({ bioKu: { code: "tooLong", max: 600 } });
  });

  it("reads the shown-on-the-site box as 1 or 0, refuses any other value, and never takes a display order from the form", () => {
    const shown = validateFields(fields, form({ nameEn: "N", roleEn: "R", visible: "1", displayOrder: "7" }));
    expect(shown).toMatchObject({ ok: true, values: { visible: "1" } });
    expect(shown.values).not.toHaveProperty("displayOrder");
    // The form's hidden "0" comes first; a ticked box's "1" after it.
    const sent = (...values: string[]) => {
      const data = form({ nameEn: "N", roleEn: "R" });
      for (const value of values) data.append("visible", value);
      return validateFields(fields, data).values.visible;
    };
    expect(sent("0", "1")).toBe("1");
    expect(sent("0")).toBe("0");
    // Anything else is no form's: refused as a whole (it was read as "0", hiding the record).
    for (const values of [["yes"], ["0", "yes"], ["2"], [""]]) {
      const data = form({ nameEn: "N", roleEn: "R" });
      for (const value of values) data.append("visible", value);
      const result = validateFields(fields, data);
      expect(result.values, values.join()).not.toHaveProperty("visible");
      expect(isMalformed(result), values.join()).toBe(true);
    }
    expect(isMalformed(validateFields(fields, form({ nameEn: "", roleEn: "R", visible: "1" })))).toBe(false);
    // A post without the field leaves it alone (shown when new, unchanged when edited).
    expect(sent()).toBeUndefined();
  });

  it("takes an optional image description per language, capped like a title", () => {
    const long = validateFields(fields, form({ nameEn: "N", roleEn: "R", imageAltAr: "ص".repeat(301) }));
    expect(long.ok).toBe(false);
    if (!long.ok) expect(long.errors).toEqual({ imageAltAr: { code: "tooLong", max: 300 } });
  });
});

describe("text normalisation", () => {
  const product = contentTypes.products.fields;

  it("drops NUL and other control characters, keeps newlines and tabs, and stores NFC", () => {
    const result = validateFields(
      product,
      form({
        titleEn: "Web\u0000 design\u0007",
        descEn: "line one\r\nline two\ttabbed\u001b",
        titleKu: "e\u0301",
      }),
    );
    expect(result).toMatchObject({
      ok: true,
      values: { titleEn: "Web design", descEn: "line one\nline two\ttabbed", titleKu: "\u00e9" },
    });
  });

  it("refuses text that was not valid UTF-8 (decoded as U+FFFD) or holds a lone surrogate", () => {
    const result = validateFields(product, form({ titleEn: "bad \uFFFD bytes", descAr: "half \uD800 pair" }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({ titleEn: { code: "invalidText" }, descAr: { code: "invalidText" } });
  });

  it("decodes a urlencoded body with bytes that are not UTF-8 into U+FFFD, which is refused", async () => {
    const decoded = await new Request("http://localhost/", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "titleEn=%FF%FEab",
    }).formData();
    const result = validateFields(product, decoded);
    expect(result.ok).toBe(false);
  });
});
