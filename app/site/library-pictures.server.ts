import { ownImageAlt } from "~/content/localize";
import type { PictureLookup } from "~/content/rich-text.server";
import { uploadAt } from "~/content/stored-image";
import { libraryAlt, libraryItem } from "~/db/library.server";
import type { Language } from "~/i18n/languages";
import { pageImageUrl } from "./page-image.server";

/**
 * The image library on the public pages (docs/decisions/043-image-library.md): a record's picture is
 * described by its own text, else by the library's; a text's pictures are the library's items.
 */

/**
 * `imageAlt` for a page's data: the record's own description, else the library's of the picture it
 * shows; left out when neither is written (the page uses the title: nothing sent twice).
 */
export function pictureAltField(record: { image?: unknown }, lang: Language): { imageAlt?: string } {
  const alt = ownImageAlt(record, lang) ?? libraryAlt(record.image, lang);
  return alt === undefined ? {} : { imageAlt: alt };
}

/**
 * The library's pictures a text in `lang` shows, at their public addresses with their copies; `at`
 * makes an address absolute where a page's own origin is not understood (the feed).
 */
export function textPictures(lang: Language, at: (url: string) => string = (url) => url): PictureLookup {
  return (id) => {
    const item = libraryItem(id);
    if (!item || item.image === "") return undefined;
    const src = at(pageImageUrl(item.image));
    const stored = uploadAt(src);
    return {
      src,
      alt: item.alt[lang],
      width: stored?.width,
      height: stored?.height,
      srcset: stored?.variants.length
        ? stored.variants.map((variant) => `${stored.folder}${variant.name} ${variant.width}w`).join(", ")
        : undefined,
    };
  };
}
