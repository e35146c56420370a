import { contentAccess } from "../access";
import { defineContentType } from "../define-type";
import { DESCRIPTION_MAX, recordMetaDescription, title } from "../field-builders";
import type { RichTextField } from "../field-kinds";

/** A post's text: paragraphs (a blank line between two), bold, italic, links, lists and library pictures. */
const body: RichTextField = {
  kind: "richText",
  maxLength: DESCRIPTION_MAX * 4,
  requiredInEnglish: false,
  rows: 14,
  images: true,
};

/**
 * The company's news: a title, a short summary, a text and a picture per post, each post on a page of
 * its own (/news/<address>), listed newest first by its publication time (/news, the home page, the Atom feed).
 */
export const news = defineContentType({
  access: contentAccess,
  key: "news",
  dashboardOrder: 8,
  labelField: "title",
  slug: "news-post",
  pluralSlug: "news",
  adminCanCreate: true,
  onPublicPages: true,
  publicOrder: "newest",
  publicPage: { path: "/news/:address" },
  publicList: { path: "/news", pageSize: 10 },
  fields: {
    title: title(),
    // `/news/<address>`; left empty, made from the English title.
    address: { kind: "address", prefix: "/news/", fromLabel: true, help: "admin.form.address.fromTitle" },
    // What the list, the home page and the feed show of a post: a few lines of plain text.
    summary: { kind: "translated", maxLength: 500, requiredInEnglish: false, multiline: true, rows: 3 },
    body,
    image: { kind: "image", required: false, withoutImage: "title" },
    metaDescription: recordMetaDescription(),
  },
  listFields: ["title", "image", "date"],
});
