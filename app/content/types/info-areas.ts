import { contentAccess } from "../access";
import { defineContentType } from "../define-type";
import { richDescription, title } from "../field-builders";

/** The info tiles under the hero banner: a title and a text its dialog shows whole. */
export const infoAreas = defineContentType({
  access: contentAccess,
  key: "info_areas",
  dashboardOrder: 5,
  labelField: "title",
  slug: "info-area",
  pluralSlug: "info-areas",
  adminCanCreate: true,
  onPublicPages: true,
  publicPage: { path: "/", section: "info-tiles" },
  // The tile shows the start of its words; its dialog the whole text.
  fields: { title: title(), desc: richDescription(5) },
  listFields: ["title"],
});
