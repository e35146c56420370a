import { contentAccess } from "../access";
import { defineContentType } from "../define-type";
import { DESCRIPTION_MAX, fact, recordMetaDescription, title } from "../field-builders";

/**
 * The office's own pages (`/careers`, `/training`): a title and a text with headings per language, at
 * an address staff choose, served by every type's record page (app/site/route-table.ts). An address
 * a page leaves answers with a 301 to its new one while the page is shown (app/db/addresses.server.ts).
 */
export const pages = defineContentType({
  access: contentAccess,
  key: "pages",
  dashboardOrder: 9,
  labelField: "title",
  slug: "page",
  pluralSlug: "pages",
  adminCanCreate: true,
  onPublicPages: true,
  publicOrder: "title",
  // `:address`: the record's address field, not its id (app/content/preview.ts).
  publicPage: { path: "/:address" },
  fields: {
    title: title(),
    // `/<address>`; left empty, made from the English title (one of the site's own is passed by: `/team-2`).
    address: { kind: "address", prefix: "/", fromLabel: true, help: "admin.form.address.fromTitle" },
    body: {
      kind: "richText",
      maxLength: DESCRIPTION_MAX * 4,
      requiredInEnglish: false,
      rows: 16,
      headings: true,
      images: true,
    },
    // Search engines' title and description of the page; empty: the title, the start of the text.
    seoTitle: fact(120),
    metaDescription: recordMetaDescription(),
    // The picture a shared link shows (not on the page itself); empty: the site's own.
    image: { kind: "image", required: false, withoutImage: "logo" },
  },
  listFields: ["title", "address", "image"],
});
