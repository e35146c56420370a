import { contentAccess } from "../access";
import { defineContentType } from "../define-type";
import { description, title } from "../field-builders";

/** The hero banners at the top of the home page: a title and the words typed out beneath it. */
export const jumbotrons = defineContentType({
  access: contentAccess,
  key: "jumbotrons",
  dashboardOrder: 3,
  labelField: "title",
  slug: "jumbotron",
  pluralSlug: "jumbotrons",
  adminCanCreate: true,
  onPublicPages: true,
  publicPage: { path: "/" },
  // The hero types its description out letter by letter: plain text.
  fields: { title: title(), desc: { ...description(), label: "typedDesc" } },
  listFields: ["title", "desc"],
});
