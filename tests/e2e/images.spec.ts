import sharp from "sharp";
import { parseUploadUrl } from "../../app/content/stored-image";
import { postForm } from "../support/http";
import { photoJpeg } from "../support/images";
import { signInCookie } from "../support/staff";
import { expect, test, withOwnSite } from "./fixtures";

/**
 * Uploads as the pages show them: <picture> elements whose every WebP copy is
 * served, the copy a phone picks, and which images load lazily. A site of its
 * own: it uploads. (Fingerprints, deletes and conversion: tests/server/images.test.ts.)
 */
withOwnSite("images");

const srcsetUrls = (srcset: string) => srcset.split(",").map((entry) => entry.trim().split(/\s+/)[0]!);

test("an uploaded photo shows as a <picture> whose WebP copies, width, height and sizes are all right", async ({
  page,
  site,
  staff,
}) => {
  const cookie = await signInCookie(site.base, staff);
  const upload = async (pathname: string, fields: Record<string, string>, image: Buffer) =>
    expect(
      (
        await postForm(site.base, pathname, fields, {
          cookie,
          image: { bytes: image, type: "image/jpeg", name: "photo.jpg" },
        })
      ).status,
    ).toBe(302);
  const [service] = site.query<{ id: string }>("select id from services order by date desc limit 1");
  await upload(
    `/admin/edit-service/${service!.id}`,
    { titleEn: "Photo service", descEn: "With a photo" },
    await photoJpeg(1600, 1200),
  );
  await upload("/admin/add-client", { titleEn: "Photo client", phone: "" }, await photoJpeg(600, 250));
  const [{ image }] = site.query<{ image: string }>(
    "select image from services where id = ?",
    service!.id,
  ) as [{ image: string }];
  const stored = parseUploadUrl(image)!;
  expect(stored).toMatchObject({ width: 1600, height: 1200, extension: "jpg" });

  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto("/?lng=en");
  const picture = page.locator(`picture:has(img[src="${image}"])`);
  await expect(picture).toHaveCount(1);
  const source = picture.locator('source[type="image/webp"]');
  const srcset = (await source.getAttribute("srcset"))!;
  expect(srcsetUrls(srcset)).toEqual(stored.variants.map((variant) => `/uploads/${variant.name}`));
  expect(srcset).toContain("160w");
  expect(srcset).toContain("1280w");
  expect(await source.getAttribute("sizes")).toMatch(/vw/);
  const img = picture.locator("img");
  await expect(img).toHaveAttribute("width", "1600");
  await expect(img).toHaveAttribute("height", "1200");
  await expect(img).toHaveAttribute("loading", "lazy");

  // Every URL in every srcset on the page answers with a WebP, cached for a year.
  const allSrcsets = await page
    .locator("picture source")
    .evaluateAll((sources) => sources.map((s) => s.getAttribute("srcset") ?? ""));
  expect(allSrcsets.length).toBeGreaterThanOrEqual(2);
  for (const url of allSrcsets.flatMap(srcsetUrls)) {
    const response = await fetch(`${site.base}${url}`);
    expect(response.status, url).toBe(200);
    expect(response.headers.get("content-type"), url).toBe("image/webp");
    expect(response.headers.get("cache-control"), url).toContain("immutable");
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(metadata.format).toBe("webp");
    expect(metadata.exif, url).toBeUndefined();
  }
  const original = await fetch(`${site.base}${image}`);
  expect(original.headers.get("content-type")).toBe("image/jpeg");

  // A phone picks a copy, not the 1600 px original.
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((element: HTMLImageElement) => element.currentSrc))
    .toMatch(/-\d+w\.webp$/);
  const chosen = await img.evaluate((element: HTMLImageElement) => element.currentSrc);
  expect(Number(/-(\d+)w\.webp$/.exec(chosen)![1])).toBeLessThanOrEqual(1280);
});

test("no public image in a 375 px phone's first screen is lazy; the About page's first picture is fetched first", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  for (const [pathname, lng] of [
    ["/", "en"],
    ["/about", "ku"],
    ["/solutions", "ar"],
    ["/about", "en"],
  ] as const) {
    await page.goto(`${pathname}?lng=${lng}`);
    const images = await page.locator("main img").evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        return {
          src: element.getAttribute("src"),
          loading: element.getAttribute("loading"),
          fetchpriority: element.getAttribute("fetchpriority"),
          visible: box.bottom > 0 && box.top < window.innerHeight && box.width > 0,
        };
      }),
    );
    for (const image of images) {
      if (image.visible) expect(image.loading, `${pathname} ${image.src}`).not.toBe("lazy");
      else expect(image.loading, `${pathname} ${image.src}`).toBe("lazy");
    }
    if (pathname === "/about") {
      expect(images[0]).toMatchObject({ visible: true, loading: "eager", fetchpriority: "high" });
      expect(images.filter((image) => image.fetchpriority === "high")).toHaveLength(1);
    }
  }
});
