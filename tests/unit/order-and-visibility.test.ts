import { describe, expect, it } from "vitest";
import {
  contentTypeNames,
  contentTypes,
  hasImage,
  isCurated,
  missingLanguages,
  type ContentTypeName,
} from "~/content/content-types";
import { imageAlt } from "~/content/localize";
import { solutionView } from "~/site/public-pages.server";
import { loadRecordPage } from "~/site/record-pages.server";

const loadSolution = (id: string, lang: "ku") =>
  loadRecordPage("services", id, (record) => solutionView(record, lang));
import { sitemapEntries } from "~/site/sitemap.server";
import { database } from "~/db/client.server";
import { newId } from "~/db/ids.server";
import {
  countRecords,
  countShown,
  findShownRecord,
  insertRecord,
  listPage,
  listShown,
  listShownPage,
  moveRecord,
  setVisibility,
} from "~/db/records.server";
import { unwrap } from "./helpers";

const publicTypes = contentTypeNames.filter((name) => contentTypes[name].onPublicPages);
const ids = (name: ContentTypeName) => listPage(name, { limit: 1000, offset: 0 }).map((row) => row.id);

describe("the capability, declared once in the descriptions", () => {
  it("gives every type on the public pages a display order and a shown switch, and no other type", () => {
    for (const name of contentTypeNames) {
      const { fields, onPublicPages } = contentTypes[name];
      expect(isCurated(contentTypes[name]), name).toBe(onPublicPages);
      if (onPublicPages) {
        expect(fields).toMatchObject({ displayOrder: { kind: "order" }, visible: { kind: "visibility" } });
      }
    }
    expect(publicTypes).toEqual(
      expect.arrayContaining(["clients", "infoAreas", "jumbotrons", "products", "services", "teamMembers"]),
    );
    expect(publicTypes).not.toContain("messages");
  });

  it("gives every type with an image an optional image description in three languages", () => {
    for (const name of contentTypeNames) {
      const alt = (contentTypes[name].fields as Record<string, unknown>).imageAlt;
      if (hasImage(contentTypes[name])) {
        expect(alt, name).toMatchObject({ kind: "translated", requiredInEnglish: false });
      } else expect(alt, name).toBeUndefined();
    }
  });
});

describe("display order", () => {
  // Types listed by hand (pages are listed by title: a new one takes its place in that order).
  const byHand = publicTypes.filter((type) => (contentTypes[type].publicOrder ?? "manual") === "manual");
  const fresh = {
    titleEn: "New",
    nameEn: "New",
    roleEn: "R",
    image: "/images/logo.svg",
    destination: "team",
  };

  it("puts a new record where its type places new ones (first, a menu's link last) and shows it", () => {
    expect(byHand.filter((name) => contentTypes[name].placeNewRecords === "last")).toEqual([
      "headerMenu",
      "footerMenu",
    ]);
    for (const name of byHand) {
      const id = newId();
      insertRecord(name, id, fresh);
      const last = contentTypes[name].placeNewRecords === "last";
      expect(last ? ids(name).at(-1) : ids(name)[0], name).toBe(id);
      const shown = listShown(name).map((record) => record.id);
      expect(last ? shown.at(-1) : shown[0], name).toBe(id);
    }
  });

  it("puts a new record first, last or right after another, whatever its type's own place", () => {
    for (const name of ["services", "footerMenu"] as const) {
      const before = ids(name);
      expect(before.length, name).toBeGreaterThan(2);
      const first = newId();
      insertRecord(name, first, fresh, { kind: "first" });
      const last = newId();
      insertRecord(name, last, fresh, { kind: "last" });
      // After the second: its followers move one on, in the same order.
      const after = newId();
      insertRecord(name, after, fresh, { kind: "after", id: before[1]! });
      expect(ids(name), name).toEqual([first, before[0], before[1], after, ...before.slice(2), last]);
      // A record to follow deleted meanwhile: the type's own place.
      const orphan = newId();
      insertRecord(name, orphan, fresh, { kind: "after", id: "noSuchRecord0001" });
      expect(name === "footerMenu" ? ids(name).at(-1) : ids(name)[0], name).toBe(orphan);
    }
  });

  it("moves a record up, down and onto another's place, in one transaction, the ends refused", () => {
    const before = ids("products");
    expect(before.length).toBeGreaterThan(3);
    const [first, second, third] = before;
    expect(moveRecord("products", first!, { kind: "up" })).toEqual({ status: "unchanged" });
    expect(moveRecord("products", before.at(-1)!, { kind: "down" })).toEqual({ status: "unchanged" });
    expect(moveRecord("products", second!, { kind: "up" })).toEqual({
      status: "moved",
      position: 1,
      total: before.length,
    });
    expect(ids("products").slice(0, 3)).toEqual([second, first, third]);
    expect(moveRecord("products", second!, { kind: "down" }).status).toBe("moved");
    expect(ids("products")).toEqual(before);
    // A drag: the last record takes the first one's place; the rest move down one.
    expect(moveRecord("products", before.at(-1)!, { kind: "onto", targetId: first! }).status).toBe("moved");
    expect(ids("products")).toEqual([before.at(-1), ...before.slice(0, -1)]);
    expect(moveRecord("products", "doesNotExist1234", { kind: "up" })).toEqual({ status: "notFound" });
    expect(moveRecord("products", first!, { kind: "onto", targetId: "nope" })).toEqual({
      status: "notFound",
    });
    expect(moveRecord("messages", first!, { kind: "up" })).toEqual({ status: "notFound" });
  });

  it("swaps across admin pages (3 rows a page): the first row of page 2 goes to page 1", () => {
    const page = (n: number) => listPage("services", { limit: 3, offset: (n - 1) * 3 }).map((r) => r.id);
    const [top] = page(2);
    const lastOfPage1 = page(1)[2];
    moveRecord("services", top!, { kind: "up" });
    expect(page(1)[2]).toBe(top);
    expect(page(2)[0]).toBe(lastOfPage1);
  });

  it("rewrites only the two rows a step swaps once the orders are distinct", () => {
    const { sqlite } = database();
    const [a, b] = ids("clients");
    moveRecord("clients", b!, { kind: "up" });
    const changes = sqlite.prepare("SELECT total_changes() AS n").get() as { n: number };
    moveRecord("clients", a!, { kind: "up" });
    const after = sqlite.prepare("SELECT total_changes() AS n").get() as { n: number };
    // Two updates, each bumping the content version (a trigger's write counts too).
    expect(after.n - changes.n).toBe(4);
  });
});

describe("visibility", () => {
  it("keeps hidden records in the admin and away from every public query, the detail page and the sitemap", () => {
    const [service] = listShown("services", { limit: 1 });
    const id = service!.id;
    const shown = countShown("services");
    const all = countRecords("services");
    expect(setVisibility("services", id, false)).toBe(true);
    expect(countShown("services")).toBe(shown - 1);
    expect(countRecords("services")).toBe(all);
    expect(ids("services")).toContain(id);
    expect(listShown("services").map((row) => row.id)).not.toContain(id);
    expect(listShownPage("services", { limit: 100, offset: 0 }).map((row) => row.id)).not.toContain(id);
    expect(findShownRecord("services", id)).toBeUndefined();
    expect(unwrap(loadSolution(id, "ku")).status).toBe(404);
    expect(sitemapEntries().map((entry) => entry.path)).not.toContain(`/solution-details/${id}`);

    expect(setVisibility("services", id, true)).toBe(true);
    expect(unwrap(loadSolution(id, "ku")).status).toBe(200);
    expect(sitemapEntries().map((entry) => entry.path)).toContain(`/solution-details/${id}`);
    expect(setVisibility("services", "doesNotExist1234", false)).toBe(false);
  });
});

describe("translation completeness", () => {
  it("counts a text as missing only where English has one", () => {
    const type = contentTypes.products;
    expect(missingLanguages(type, { titleEn: "T", titleKu: "ت", titleAr: "ع" })).toEqual([]);
    expect(missingLanguages(type, { titleEn: "T", titleKu: "", titleAr: "ع" })).toEqual(["ku"]);
    // An optional description left empty in English is not missing anywhere.
    expect(missingLanguages(type, { titleEn: "T", titleKu: "ت", titleAr: "ع", descEn: "" })).toEqual([]);
    expect(
      missingLanguages(type, { titleEn: "T", titleKu: "ت", titleAr: "ع", descEn: "D", descKu: "و" }),
    ).toEqual(["ar"]);
    expect(missingLanguages(type, { titleEn: "T", titleKu: "ت", titleAr: "ع", imageAltEn: "A" })).toEqual([
      "ku",
      "ar",
    ]);
  });

  it("filters lists in SQL by the same rule", () => {
    for (const name of publicTypes) {
      const rows = listPage(name, { limit: 1000, offset: 0 });
      for (const language of ["ku", "ar"] as const) {
        const expected = rows
          .filter((row) =>
            missingLanguages(contentTypes[name], row as Record<string, unknown>).includes(language),
          )
          .map((row) => row.id);
        const total = countRecords(name, { missing: language });
        expect(total, `${name} ${language}`).toBe(expected.length);
        const filtered = listPage(name, { limit: 1000, offset: 0 }, total, { missing: language });
        expect(filtered.map((row) => row.id)).toEqual(expected);
      }
    }
  });
});

describe("an image's alternative text", () => {
  const record = {
    image: "/uploads/x.png",
    titleEn: "Erbil Bakery",
    titleKu: "نانەواخانەی هەولێر",
    titleAr: "",
    imageAltEn: "Round red logo",
    imageAltKu: "",
    imageAltAr: "شعار أحمر",
  };
  it("is the one written in the visitor's language, else the title in that language (English when empty)", () => {
    expect(imageAlt(record, "en")).toBe("Round red logo");
    expect(imageAlt(record, "ar")).toBe("شعار أحمر");
    expect(imageAlt(record, "ku")).toBe("نانەواخانەی هەولێر");
    expect(imageAlt({ ...record, imageAltAr: "" }, "ar")).toBe("Erbil Bakery");
    expect(imageAlt({ image: "/x.png", nameEn: "Lana", nameKu: "لانا" }, "ku")).toBe("لانا");
  });
  it("is the title where the company logo stands in for a missing image (a client's logo names the client)", () => {
    expect(imageAlt({ ...record, image: "", imageAltEn: "An old description" }, "en")).toBe(record.titleEn);
  });
});
