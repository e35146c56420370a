import { contentAccess } from "../access";
import { defineContentType } from "../define-type";

/**
 * The image library (docs/decisions/043-image-library.md): every uploaded picture once, with its
 * description in three languages. Records' image fields and rich texts use its pictures (an image
 * field holds the item's file; a text names it as `![](image:<id>)`), so a replaced file changes
 * every place at once and a picture in use cannot be deleted.
 */
export const media = defineContentType({
  access: contentAccess,
  key: "media",
  dashboardOrder: 12,
  labelField: "name",
  slug: "image",
  pluralSlug: "images",
  adminCanCreate: true,
  onPublicPages: false,
  library: true,
  fields: {
    // The file's own name when uploaded, which staff may change: what the library is searched by.
    name: { kind: "text", maxLength: 200, required: false, multiline: false },
    image: { kind: "image", required: true, withoutImage: "logo" },
  },
  listFields: ["image", "name", "date"],
  // A picture is found by its name or by what it shows, in any language.
  searchFields: ["name", "imageAlt"],
});
