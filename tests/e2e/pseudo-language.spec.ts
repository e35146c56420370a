import { addPath, addSeveralPath, editPath, listPath } from "../../app/admin/paths";
import {
  contentTypeNames,
  contentTypes,
  singleTypeNames,
  singleTypes,
} from "../../app/content/content-types";
import { languageList } from "../../app/i18n/languages";
import { PSEUDO_CLOSE, PSEUDO_OPEN } from "../../app/i18n/pseudo";
import { PSEUDO_MODES, type PseudoMode } from "../../app/i18n/pseudo-mode";
import { en } from "../../app/i18n/resources/en";
import { savedVersionAndHiddenMember, usableResetLink } from "../support/back-office-states";
import { postForm, sendMessage } from "../support/http";
import { publicPages } from "../support/pages";
import { accentDatabaseTexts } from "../support/pseudo-content";
import { signInCookie } from "../support/staff";
import { scaled } from "../support/timeouts";
import { expect, failedResponse, test, type Page, waitForHydration, withOwnSite } from "./fixtures";

/**
 * Every public page and every back-office screen in the pseudo-language (docs/decisions/
 * 034-pseudo-language.md), at a phone's width and a desk's, in both of its modes. Every interface text
 * is then accented, longer and between ⟦ ⟧, and the database's texts are rewritten in accented letters
 * first, so a plain English word on a page is an interface text left untranslated or written into the
 * code. A page fails on a raw key, on English outside the markers, and on text cut off: by a box that
 * hides its overflow (a fixed width or height, an ellipsis) or by code (a marker without its pair).
 */
withOwnSite("pseudo-language", { PSEUDO_LANGUAGE: "1" });

const WIDTHS = [375, 1280];

/** Latin a page may show outside an interface text: what is not translated in any language. */
const ALLOWED = [
  // The language switcher names each language in itself.
  ...languageList.map((language) => language.nativeName),
  // Dates and times, written by Intl in the page's language (admin/dates.ts): not interface texts.
  ...Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 15))).flatMap((date) =>
    (["long", "short"] as const).map((month) => date.toLocaleString("en", { month, timeZone: "UTC" })),
  ),
  ...Array.from({ length: 7 }, (_, day) => new Date(Date.UTC(2026, 0, 4 + day))).flatMap((date) =>
    (["long", "short"] as const).map((weekday) => date.toLocaleString("en", { weekday, timeZone: "UTC" })),
  ),
  "AM",
  "PM",
  "at",
];

/** The paths every run visits: those without a session first, then the back office's. */
type Paths = { signedOut: string[]; signedIn: string[] };
let paths: Paths;

test.beforeAll(async ({ site, staff, browser }) => {
  test.setTimeout(scaled(60_000));
  const cookie = await signInCookie(site.base, staff);
  // Something in each list, the inbox, the trash and the versions, and a staff preview (as the markup check).
  expect((await sendMessage(site.base)).status).toBe(302);
  const post = (url: string, form: Record<string, string>) =>
    postForm(site.base, url, form, { cookie, headers: { Origin: site.base } });
  expect((await post("/admin/list-clients", { id: site.firstId("clients"), page: "1" })).status).toBe(302);
  const { versionPath, previewPath } = await savedVersionAndHiddenMember(site, cookie);
  // A single record's version: the about page's texts saved once, its heading changed, through its form.
  const context = await browser.newContext({ baseURL: site.base });
  await context.addCookies(
    cookie.split("; ").map((pair) => {
      const at = pair.indexOf("=");
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: site.base };
    }),
  );
  const form = await context.newPage();
  await form.goto(`/${singleTypes.aboutPage.adminPath}?lng=en`);
  await waitForHydration(form);
  await form.locator('[name="headingEn"]').fill("About us, as saved");
  await form.locator("main form button[type=submit]").click();
  // The saved notice itself (while the save runs, the notice may already say something else).
  await expect(form.locator("#settings-notice")).toHaveText(en.admin.settings.saved);
  await context.close();
  const [singleVersion] = site.query<{ id: number }>(
    "select id from record_versions where type = 'aboutPage' order by id desc limit 1",
  );
  expect(singleVersion).toBeDefined();
  const resetLink = usableResetLink(site, "a-reset-token-for-the-pseudo-language-0123456789");
  accentDatabaseTexts(site);

  const signedIn = [
    "/dashboard",
    "/admin/staff",
    "/admin/staff/second-factor",
    "/admin/activity",
    "/admin/trash",
    "/admin/statistics",
    versionPath,
    `/${singleTypes.aboutPage.adminPath}/versions/${singleVersion!.id}`,
    previewPath,
    ...singleTypeNames.map((name) => `/${singleTypes[name].adminPath}`),
  ];
  for (const name of contentTypeNames) {
    const type = contentTypes[name];
    signedIn.push(listPath(type));
    if (type.inbox) signedIn.push(`/admin/${type.slug}/${site.firstId(type.key)}`);
    if (type.adminCanCreate) signedIn.push(addPath(type), editPath(type, site.firstId(type.key)));
    if (type.library) signedIn.push(addSeveralPath(type));
  }
  paths = {
    signedOut: [...publicPages(site.firstId("services")), "/admin", "/admin/forgot-password", resetLink],
    signedIn,
  };
});

for (const mode of PSEUDO_MODES) {
  for (const width of WIDTHS) {
    test(`every page and back-office screen in the ${mode} pseudo-language at ${width}px: no raw key, no English, nothing cut off`, async ({
      newPage,
      signIn,
      staff,
      expectBrowserErrors,
    }) => {
      test.setTimeout(scaled(120_000));
      expectBrowserErrors(failedResponse(404)); // the not-found page
      const page = await newPage({ viewport: { width, height: 800 } });
      const failures: string[] = [];
      for (const path of paths.signedOut) failures.push(...(await pageFailures(page, path, mode, width)));
      await signIn(page, staff);
      for (const path of paths.signedIn) failures.push(...(await pageFailures(page, path, mode, width)));
      expect(failures, failures.join("\n")).toEqual([]);
      expect(paths.signedOut.length + paths.signedIn.length).toBeGreaterThan(40);
    });
  }
}

/** A page in the pseudo-language, checked: one line per failure, with the page, width and element. */
async function pageFailures(page: Page, path: string, mode: PseudoMode, width: number): Promise<string[]> {
  const url = `${path}${path.includes("?") ? "&" : "?"}lng=en&pseudo=${mode}`;
  await page.goto(url);
  // The back office hydrates; a public page runs the site's script.
  await page.locator("html[data-hydrated], html[data-enhanced]").first().waitFor({ state: "attached" });
  // The page asked for, not a sign-in page it was sent to.
  expect(new URL(page.url()).pathname, path).toBe(path.split("?")[0]);
  await expect(page.locator("html")).toHaveAttribute("data-pseudo", mode);
  await expect(page.locator("html")).toHaveAttribute("dir", mode === "rtl" ? "rtl" : "ltr");
  const found = await page.evaluate(checkPage, {
    open: PSEUDO_OPEN,
    close: PSEUDO_CLOSE,
    allowed: ALLOWED,
    keyPrefixes: Object.keys(en),
  });
  const failures = found.map((failure) => `${path} at ${width}px (${mode}): ${failure}`);
  if (failures.length > 0) {
    // A picture of the failing page only, beside the test's other output.
    const name = `${path.replace(/[^a-z0-9]+/gi, "-")}-${width}-${mode}.png`;
    const file = test.info().outputPath(name);
    await page.screenshot({ path: file, fullPage: true });
    await test.info().attach(name, { path: file, contentType: "image/png" });
  }
  return failures;
}

/**
 * Runs in the page: its texts (text nodes, grouped by the block they are laid out in, and the attributes
 * read aloud or shown) and what hides part of them. Returns one line per failure.
 */
function checkPage({
  open,
  close,
  allowed,
  keyPrefixes,
}: {
  open: string;
  close: string;
  allowed: string[];
  keyPrefixes: string[];
}): string[] {
  const failures: string[] = [];
  const invisible = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
  const rawKey = new RegExp(`(?<![\\w.@/-])(?:${keyPrefixes.join("|")})\\.[A-Za-z0-9_.]*[A-Za-z0-9_]`);
  const latinAllowed = [
    /\{\{\w+\}\}/g, // a placeholder staff keep in a page's text ({{months}})
    /[^\s@()<>]+@[^\s@()<>]+\.[^\s@()<>]+/g, // e-mail addresses
    /\b(?:https?:\/\/|mailto:|tel:)\S+/g,
    // A path of the site: an own page's address (lower-case Latin by rule), or a record's page with its id
    // (mixed case), as the statistics list the pages viewed.
    /(?<![A-Za-z0-9])\/[A-Za-z0-9_/-]*/g,
    new RegExp(
      `(?<![A-Za-z])(?:${allowed.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})(?![A-Za-z])`,
      "g",
    ),
  ];
  const excerpt = (text: string) => JSON.stringify(text.replace(/\s+/g, " ").trim().slice(0, 80));
  const describe = (element: Element): string => {
    const parts: string[] = [];
    for (
      let at: Element | null = element;
      at && at !== document.body && parts.length < 3;
      at = at.parentElement
    ) {
      const classes = [...at.classList]
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join("");
      parts.unshift(`${at.localName}${at.id ? `#${at.id}` : ""}${classes}`);
    }
    return parts.join(" > ");
  };

  /** The parts of a text outside the markers, and whether its markers pair up. */
  function outsideMarkers(text: string): { outside: string; balanced: boolean } {
    let depth = 0;
    let balanced = true;
    let outside = "";
    for (const character of text) {
      if (character === open) {
        if (depth === 0) outside += " ";
        depth++;
      } else if (character === close) {
        if (depth === 0) balanced = false;
        else depth--;
      } else if (depth === 0) outside += character;
    }
    return { outside, balanced: balanced && depth === 0 };
  }

  /** Checks one text: raw keys anywhere, English outside the markers, markers that do not pair up. */
  function checkText(text: string, where: string) {
    const plain = text.replace(invisible, "");
    const key = rawKey.exec(plain);
    if (key) failures.push(`raw key ${JSON.stringify(key[0])} in ${where}: ${excerpt(plain)}`);
    const { outside, balanced } = outsideMarkers(plain);
    if (!balanced)
      failures.push(`a text cut off (its markers do not pair up) in ${where}: ${excerpt(plain)}`);
    let rest = outside;
    for (const pattern of latinAllowed) rest = rest.replace(pattern, " ");
    const english = rest.match(/[A-Za-z]{2,}/g);
    if (english && !key)
      failures.push(
        `English outside the pseudo-language ${JSON.stringify(english.join(" "))} in ${where}: ${excerpt(plain)}`,
      );
  }

  // Cards and sections off the screen are laid out when they come near (content-visibility: auto): all
  // of them now, to be measured as a visitor who scrolls there sees them.
  for (const element of document.body.querySelectorAll<HTMLElement>("*"))
    if (getComputedStyle(element).contentVisibility === "auto") element.style.contentVisibility = "visible";

  // Text nodes, grouped by the element that lays them out as one run (a text may span inline elements).
  // Not code: a command or a setting's name is the same in every language.
  const groups = new Map<Element, Text[]>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement?.closest("script, style, noscript, template, code") || !node.textContent?.trim()
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    let block = node.parentElement!;
    while (block !== document.body && /^(inline|contents)$/.test(getComputedStyle(block).display))
      block = block.parentElement!;
    const group = groups.get(block) ?? [];
    group.push(node as Text);
    groups.set(block, group);
  }
  for (const [block, nodes] of groups)
    checkText(nodes.map((node) => node.textContent).join(""), describe(block));

  // What is read aloud or shown of attributes, and the page's title.
  const attributes = [
    "aria-label",
    "aria-description",
    "aria-roledescription",
    "title",
    "placeholder",
    "alt",
  ];
  for (const element of document.body.querySelectorAll("*")) {
    for (const name of attributes) {
      const value = element.getAttribute(name);
      if (value?.trim()) checkText(value, `${describe(element)} [${name}]`);
    }
    if (element.matches("input[type=submit], input[type=button], input[type=reset]"))
      checkText((element as HTMLInputElement).value, `${describe(element)} [value]`);
  }
  checkText(document.title, "<title>");

  // Text a box cuts off: laid out beyond an ancestor that hides its overflow (a fixed width or
  // height, an ellipsis). Not: what is hidden on purpose (visually hidden texts, a carousel's slides
  // off its edge), what a scrolling box lets one scroll to, and content a line clamp shortens by design.
  const clipBoxes = new Map<
    Element,
    { box: DOMRect | null; x: boolean; y: boolean; clamp: boolean; scrolls: boolean }
  >();
  const clipOf = (element: Element) => {
    let clip = clipBoxes.get(element);
    if (!clip) {
      const style = getComputedStyle(element);
      const hides = (value: string) => value === "hidden" || value === "clip";
      const scrolls = /auto|scroll/.test(style.overflowX) || /auto|scroll/.test(style.overflowY);
      const x = hides(style.overflowX) || style.textOverflow === "ellipsis";
      const y = hides(style.overflowY);
      let box: DOMRect | null = null;
      if (x || y) {
        const outer = element.getBoundingClientRect();
        box = new DOMRect(
          outer.left + element.clientLeft,
          outer.top + element.clientTop,
          element.clientWidth,
          element.clientHeight,
        );
      }
      const clamp = style.getPropertyValue("-webkit-line-clamp") !== "none";
      clip = { box, x, y, clamp, scrolls };
      clipBoxes.set(element, clip);
    }
    return clip;
  };
  const range = document.createRange();
  const reported = new Set<Element>();
  for (const nodes of groups.values()) {
    for (const node of nodes) {
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
      if (rects.length === 0) continue;
      if (getComputedStyle(node.parentElement!).visibility !== "visible") continue;
      for (let at = node.parentElement; at && at !== document.documentElement; at = at.parentElement) {
        const clip = clipOf(at);
        if (clip.scrolls) break;
        if (!clip.box) continue;
        // Visually hidden on purpose (a 1px box), or a carousel's viewport.
        if (clip.box.width <= 2 || clip.box.height <= 2 || at.matches(".carousel, .swiper, .swiper-wrapper"))
          break;
        const box = clip.box;
        const cut = rects.some(
          (rect) =>
            (clip.x && (rect.left < box.left - 1 || rect.right > box.right + 1)) ||
            (clip.y && (rect.top < box.top - 1 || rect.bottom > box.bottom + 1)),
        );
        if (!cut) continue;
        const text = node.textContent ?? "";
        if (clip.clamp && !text.includes(open)) break; // content a clamp shortens on purpose
        if (!reported.has(at)) {
          reported.add(at);
          const how = `${Math.round(box.width)}×${Math.round(box.height)}px`;
          failures.push(`text cut off by ${describe(at)} (${how}, overflow hidden): ${excerpt(text)}`);
        }
        break;
      }
    }
  }
  // A text too long for the page: it scrolls sideways (a phone's or a desk's width).
  const overflow = document.documentElement.scrollWidth - document.documentElement.clientWidth;
  if (overflow > 1) {
    const ltr = getComputedStyle(document.documentElement).direction === "ltr";
    // What sticks out and is not inside a box that hides it (those are not what scrolls).
    const clipped = (element: Element): boolean =>
      element.parentElement !== document.body &&
      element.parentElement !== null &&
      (getComputedStyle(element.parentElement).overflowX !== "visible" || clipped(element.parentElement));
    const beyond = [...document.body.querySelectorAll("*")].filter((element) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && (ltr ? rect.right > innerWidth + 1 : rect.left < -1) && !clipped(element);
    });
    const widest = beyond.filter((element) => !beyond.includes(element.parentElement!)).slice(0, 3);
    failures.push(`the page scrolls sideways by ${overflow}px: ${widest.map(describe).join(", ")}`);
  }
  return failures;
}
