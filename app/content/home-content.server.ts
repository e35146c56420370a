import { site } from "~/config/site";
import type { Language } from "~/i18n/languages";
import { listNewest } from "~/db/records.server";
import { localized } from "./localize";
import { publicImageUrl } from "./public-image.server";

/**
 * Everything the home page shows, already in the visitor's language (with
 * English where a translation is empty), so the page carries one text per item.
 */
export function loadHomeContent(lang: Language) {
  const text = (record: object, field: string) => localized(record, field, lang);
  return {
    banners: listNewest("jumbotrons").map((r) => ({
      id: r.id,
      title: text(r, "title"),
      desc: text(r, "desc"),
    })),
    heroFallback: { id: "company", title: site.name[lang], desc: site.tagline[lang] },
    tiles: listNewest("infoAreas").map((r) => ({ id: r.id, title: text(r, "title"), desc: text(r, "desc") })),
    services: listNewest("services").map((r) => ({
      id: r.id,
      title: text(r, "title"),
      desc: text(r, "desc"),
      image: publicImageUrl(r.image),
    })),
    products: listNewest("products").map((r) => ({
      id: r.id,
      title: text(r, "title"),
      image: publicImageUrl(r.image),
    })),
    clients: listNewest("clients").map((r) => ({
      id: r.id,
      title: text(r, "title"),
      image: publicImageUrl(r.image),
    })),
  };
}
