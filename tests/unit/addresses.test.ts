/**
 * The addresses staff give their pages (app/content/addresses.ts, the address field kind): what one may
 * be, that none hides a route of the site's, that two records never share one, and that an address a
 * page leaves is remembered for its 301.
 */
import { publicRoutePaths } from "../support/route-paths";
import { describe, expect, it } from "vitest";
import { adminRoutes } from "~/admin/route-table";
import { ADDRESS_MAX, RESERVED_ADDRESSES } from "~/content/addresses";
import { contentTypes } from "~/content/content-types";
import { validateFields } from "~/content/validation";
import { addressTaken, oldAddress } from "~/db/addresses.server";
import { newId } from "~/db/ids.server";
import { findRecord, saveRecord } from "~/db/records.server";
import { restorableColumns } from "~/content/record-columns";
import { form } from "./helpers";

const fields = contentTypes.pages.fields;
const check = (address: string) =>
  validateFields(fields, form({ titleEn: "Careers", address })) as {
    ok: boolean;
    errors?: Record<string, { code: string }>;
  };
const errorOf = (address: string) => check(address).errors?.address?.code;

/** The first path segment of each public route (a parameter or a splat is none). */
const routeSegments = [...publicRoutePaths]
  .map((path) => path.split("/")[1])
  .filter((segment): segment is string => !!segment && !/^[:$*]/.test(segment));

describe("an address", () => {
  it("is lower-case letters, digits and single dashes, at most 60 characters", () => {
    for (const good of ["careers", "training-2027", "a", "2027", "x".repeat(ADDRESS_MAX)])
      expect(check(good).ok, good).toBe(true);
  });

  it("is refused when malformed, with what was typed kept", () => {
    for (const bad of [
      "Careers",
      "careers page",
      "-careers",
      "careers-",
      "car--eers",
      "careers/2027",
      "کار",
      "café",
      "careers.html",
      "careers_2027",
    ])
      expect(errorOf(bad), bad).toBe("invalidAddress");
    // A page's may be left empty (made from its English title: fromLabel); one that is not made is asked for.
    expect(errorOf("")).toBeUndefined();
    const asked = validateFields({ address: { kind: "address", prefix: "/" } }, form({ address: "" }));
    expect((asked as { errors?: Record<string, { code: string }> }).errors?.address?.code).toBe("required");
    expect(errorOf("x".repeat(ADDRESS_MAX + 1))).toBe("tooLong");
    expect(check("Careers Page")).toMatchObject({ values: { address: "Careers Page" } });
  });

  it("is refused when it is the first segment of a route the site answers", () => {
    // Read from the route files and the back office's route table, not copied from the list.
    const adminSegments = adminRoutes().map((route) => route.path.split("/")[0]!);
    const segments = new Set([...routeSegments, ...adminSegments, "assets", "uploads", "images", "fonts"]);
    expect(segments).toContain("solutions");
    expect(segments).toContain("admin");
    expect(segments).toContain("dashboard");
    for (const segment of segments) {
      expect(RESERVED_ADDRESSES, segment).toContain(segment);
      // Names with a dot are malformed already; the others are refused as the site's own.
      expect(errorOf(segment), segment).toBe(segment.includes(".") ? "invalidAddress" : "addressReserved");
    }
    expect(errorOf("news")).toBe("addressReserved");
  });

  it("under another prefix (a post's /news/…) clashes with no route", () => {
    const postFields = { slug: { kind: "address", prefix: "/news/" } } as const;
    expect(validateFields(postFields, form({ slug: "solutions" })).ok).toBe(true);
  });

  it("is one record's: a second page with it is refused, the page itself may keep it", () => {
    const id = newId();
    saveRecord("pages", id, { titleEn: "Unique", address: "unique-page" }, "add");
    expect(addressTaken("pages", "address", "unique-page")).toBe(true);
    expect(addressTaken("pages", "address", "unique-page", id)).toBe(false);
    expect(addressTaken("pages", "address", "another-page")).toBe(false);
    // The index makes sure when the form's check was raced.
    expect(() => saveRecord("pages", newId(), { titleEn: "Twin", address: "unique-page" }, "add")).toThrow(
      /UNIQUE/,
    );
  });
});

describe("an address a page leaves", () => {
  it("keeps leading to the page; a page that takes it later has it as its own", () => {
    const id = newId();
    saveRecord("pages", id, { titleEn: "Jobs", address: "jobs-old" }, "add");
    saveRecord("pages", id, { titleEn: "Jobs", address: "jobs-new" }, "edit");
    expect(oldAddress("/jobs-old")).toEqual({ type: "pages", recordId: id });
    expect(oldAddress("/jobs-new")).toBeUndefined();
    saveRecord("pages", id, { titleEn: "Jobs", address: "jobs-newer" }, "edit");
    expect(oldAddress("/jobs-new")).toEqual({ type: "pages", recordId: id });
    // A new page at an old address wins it.
    saveRecord("pages", newId(), { titleEn: "Old jobs", address: "jobs-old" }, "add");
    expect(oldAddress("/jobs-old")).toBeUndefined();
    expect(oldAddress("/jobs-new")).toEqual({ type: "pages", recordId: id });
    expect(findRecord("pages", id)).toMatchObject({ address: "jobs-newer" });
  });

  it("is not put back by restoring a version: the address is not a restorable column", () => {
    expect(restorableColumns(fields)).not.toContain("address");
    expect(restorableColumns(fields)).toContain("titleEn");
  });
});
