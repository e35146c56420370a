/**
 * The menus staff edit (the header's navigation, the footer's quick links): the destinations a link may
 * choose, the check of a posted one, the name a page shows (the office's, else the usual one in the
 * page's language), and the menus a new or upgraded database starts with (today's, in today's order).
 */
import { describe, expect, it } from "vitest";
import { contentTypes, recordLabel } from "~/content/content-types";
import { kindOf } from "~/content/field-kinds";
import {
  destinationOf,
  isMenuDestination,
  MENU_MAX_LINKS,
  menuDestinationKeys,
  menuDestinations,
} from "~/content/menu-destinations";
import { validateFields } from "~/content/validation";
import { listShown, saveRecord } from "~/db/records.server";
import { newId } from "~/db/ids.server";
import { enSite } from "~/i18n/resources/site/en";
import { languageCodes } from "../support/languages";
import { menusShown } from "~/site/menus.server";
import { defaultMenuLinks, defaultMenus, menuLink } from "~/site/navigation";
import { form } from "./helpers";

describe("the destinations a menu link may choose", () => {
  it("are the built-in pages and the home page's sections, each with an address and a usual name", () => {
    expect(menuDestinationKeys).toEqual([
      "home",
      "about",
      "homeSolutions",
      "homeProducts",
      "homeClients",
      "homeContact",
      "solutions",
      "news",
      "team",
      "privacy",
    ]);
    for (const key of menuDestinationKeys) {
      const { path, label } = menuDestinations[key];
      expect(path, key).toMatch(/^\/[a-z-]*(#[a-z-]+)?$/);
      expect(label, key).toMatch(/^nav\./);
    }
    // Two destinations never share an address: the list would offer the same link twice.
    expect(new Set(menuDestinationKeys.map((key) => menuDestinations[key].path)).size).toBe(
      menuDestinationKeys.length,
    );
  });

  it("are only the list's own keys: nothing of an object's prototype, no other spelling", () => {
    for (const key of menuDestinationKeys) expect(isMenuDestination(key), key).toBe(true);
    for (const value of [
      "",
      "Home",
      "about ",
      "/about",
      "constructor",
      "__proto__",
      "toString",
      "page:x",
      1,
    ]) {
      expect(isMenuDestination(value), String(value)).toBe(false);
      expect(destinationOf(value), String(value)).toBeUndefined();
    }
  });

  it("are checked when a link is saved: an empty or unknown one is refused, what was sent kept", () => {
    const { fields } = contentTypes.headerMenu;
    expect(validateFields(fields, form({ destination: "team", visible: "1" }))).toEqual({
      ok: true,
      values: { destination: "team", labelEn: "", labelKu: "", labelAr: "", visible: "1", publishAt: "" },
    });
    const unknown = validateFields(fields, form({ destination: "careers", labelEn: "Careers" }));
    expect(unknown).toMatchObject({
      ok: false,
      values: { destination: "careers", labelEn: "Careers" },
      errors: { destination: { code: "invalidDestination" } },
    });
    expect(validateFields(fields, form({ destination: "" }))).toMatchObject({
      errors: { destination: { code: "required" } },
    });
    // A crafted post cannot make the form echo a megabyte back.
    const long = validateFields(fields, form({ destination: "x".repeat(100_000) }));
    expect(long.values.destination!.length).toBeLessThanOrEqual(100);
    expect(kindOf(fields.destination).listCell(fields.destination)).toBe("destination");
  });
});

describe("a menu link's name", () => {
  const link = { id: "link1", destination: "about", labelEn: "Our story", labelKu: "", labelAr: "  قصتنا " };

  it("is the one staff wrote in the page's language, else the destination's usual name in that language", () => {
    expect(menuLink(link, "en")).toEqual({
      id: "link1",
      to: "/about",
      label: "nav.about",
      text: "Our story",
    });
    // Not the English name: a Kurdish page says the usual Kurdish name (the back office marks the gap).
    expect(menuLink(link, "ku")).toEqual({ id: "link1", to: "/about", label: "nav.about" });
    expect(menuLink(link, "ar")).toEqual({ id: "link1", to: "/about", label: "nav.about", text: "قصتنا" });
    for (const language of languageCodes)
      expect(menuLink({ ...link, labelEn: " ", labelAr: "" }, language)).not.toHaveProperty("text");
  });

  it("leaves out a link to a destination the site no longer has, and to a home section not on the page", () => {
    expect(menuLink({ ...link, destination: "gone" }, "en")).toBeNull();
    const solutions = { ...link, destination: "homeSolutions", labelEn: "" };
    const sections = { services: false, products: true, clients: true, contact: true };
    expect(menuLink(solutions, "en", sections)).toBeNull();
    expect(menuLink(solutions, "en", { ...sections, services: true })).toMatchObject({
      to: "/#our-solutions",
    });
    // Asked without sections, the link stays.
    expect(menuLink(solutions, "en")).toMatchObject({ to: "/#our-solutions", label: "nav.services" });
    // The contact section is one too (staff may hide it).
    const contact = { ...link, destination: "homeContact", labelEn: "" };
    expect(menuLink(contact, "en", { ...sections, contact: false })).toBeNull();
    expect(menuLink(contact, "en", sections)).toMatchObject({ to: "/#contact-us", label: "nav.contact" });
  });

  it("names the record in the back office when staff left it empty: the usual English name", () => {
    const type = contentTypes.footerMenu;
    expect(recordLabel(type, { destination: "privacy", labelEn: "" })).toBe(enSite.nav.privacy);
    expect(recordLabel(type, { destination: "privacy", labelEn: "Your data" })).toBe("Your data");
    expect(recordLabel(type, { destination: "gone", labelEn: "" })).toBeNull();
  });
});

describe("the menus a site starts with", () => {
  it("are today's links in today's order, under their usual names (written by the migration)", () => {
    expect(listShown("headerMenu").map((record) => record.destination)).toEqual(defaultMenus.header);
    expect(listShown("footerMenu").map((record) => record.destination)).toEqual(defaultMenus.footer);
    for (const record of [...listShown("headerMenu"), ...listShown("footerMenu")])
      expect([record.labelEn, record.labelKu, record.labelAr]).toEqual(["", "", ""]);
    expect(defaultMenuLinks("header").map((link) => [link.to, link.label])).toEqual([
      ["/", "nav.home"],
      ["/about", "nav.about"],
      ["/#our-solutions", "nav.services"],
      ["/#our-products", "nav.products"],
      ["/#our-clients", "nav.clients"],
      ["/#contact-us", "nav.contact"],
    ]);
    expect(defaultMenuLinks("footer").map((link) => [link.to, link.label])).toEqual([
      ["/about", "nav.about"],
      ["/team", "nav.team"],
      ["/solutions", "nav.solutions"],
      ["/news", "nav.news"],
      ["/#contact-us", "nav.contact"],
      ["/privacy", "nav.privacy"],
    ]);
    expect(defaultMenus.header.length).toBeLessThanOrEqual(MENU_MAX_LINKS);
  });

  it("are read once per language until a menu changes, then read again", () => {
    expect(menusShown("ar")).toBe(menusShown("ar"));
    expect(menusShown("ar").footer.map((link) => link.to)).toEqual([
      "/about",
      "/team",
      "/solutions",
      "/news",
      "/#contact-us",
      "/privacy",
    ]);
    const id = newId();
    saveRecord("footerMenu", id, { destination: "home", labelEn: "Start", labelAr: "البداية" }, "add");
    // A new link joins the end of its menu (the form may put it elsewhere; the list's buttons move it).
    expect(menusShown("ar").footer.at(-1)).toEqual({ id, to: "/", label: "nav.home", text: "البداية" });
    expect(menusShown("ku").footer.at(-1)).toEqual({ id, to: "/", label: "nav.home" });
  });
});
