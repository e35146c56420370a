import { describe, expect, it } from "vitest";
import { contentTypes } from "~/content/content-types";
import { fromCompanyTime, toCompanyTime } from "~/content/company-time";
import { publicationState } from "~/content/publication-state";
import { validateFields } from "~/content/validation";
import { form } from "./helpers";

/** Published, draft or scheduled (docs/decisions/039-scheduled-publishing.md): what the form's answers become. */
describe("publishing", () => {
  const fields = contentTypes.products.fields;
  const read = (values: Record<string, string>) =>
    validateFields(fields, form({ titleEn: "A product", ...values }));

  it("reads the company's wall clock (Erbil, UTC+3) to the instant and back, refusing dates that do not exist", () => {
    expect(fromCompanyTime("2026-12-01T09:00")).toBe(Date.UTC(2026, 11, 1, 6, 0));
    expect(fromCompanyTime("2026-12-01T09:00:30")).toBe(Date.UTC(2026, 11, 1, 6, 0, 30));
    expect(toCompanyTime(Date.UTC(2026, 11, 1, 6, 0, 45))).toBe("2026-12-01T09:00");
    expect(toCompanyTime(Date.UTC(2026, 11, 31, 22, 30))).toBe("2027-01-01T01:30");
    for (const text of ["2026-02-30T09:00", "2026-12-01T24:00", "2026-12-01", "1 Dec 2026 09:00", ""])
      expect(fromCompanyTime(text), text).toBeUndefined();
  });

  it("stores a scheduled time only when it is to come, in the digits any keyboard types", () => {
    const ahead = Date.now() + 3_600_000;
    const typed = toCompanyTime(ahead);
    expect(read({ visible: "scheduled", publishAt: typed })).toMatchObject({
      ok: true,
      values: { visible: "scheduled", publishAt: String(fromCompanyTime(typed)) },
    });
    const eastern = typed.replace(/\d/g, (digit) => String.fromCodePoint(0x0660 + Number(digit)));
    expect(read({ visible: "scheduled", publishAt: eastern }).values.publishAt).toBe(
      String(fromCompanyTime(typed)),
    );
    const refused = (publishAt: string) => read({ visible: "scheduled", publishAt });
    expect(refused("")).toMatchObject({ ok: false, errors: { publishAt: { code: "scheduleMissing" } } });
    expect(refused("soon")).toMatchObject({ ok: false, errors: { publishAt: { code: "scheduleInvalid" } } });
    expect(refused("2020-01-01T09:00")).toMatchObject({
      ok: false,
      errors: { publishAt: { code: "scheduleInPast" } },
      values: { publishAt: "2020-01-01T09:00" },
    });
  });

  it("ignores the time unless scheduled: published asks the save for one, a draft keeps its own", () => {
    expect(read({ visible: "1", publishAt: "2020-01-01T09:00" })).toMatchObject({
      ok: true,
      values: { visible: "1", publishAt: "" },
    });
    expect(read({ visible: "0", publishAt: "soon" })).toMatchObject({ ok: true, values: { visible: "0" } });
    expect(read({ visible: "0" }).values).not.toHaveProperty("publishAt");
    expect(read({}).values).not.toHaveProperty("publishAt");
  });

  it("tells the three states apart from what is stored", () => {
    const now = Date.now();
    expect(publicationState({ visible: 1, publishAt: null }, now)).toBe("published");
    expect(publicationState({ visible: 1, publishAt: now - 1 }, now)).toBe("published");
    expect(publicationState({ visible: 1, publishAt: now + 1 }, now)).toBe("scheduled");
    expect(publicationState({ visible: 0, publishAt: now + 1 }, now)).toBe("draft");
  });
});
