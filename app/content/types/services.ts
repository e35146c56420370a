import { contentAccess } from "../access";
import { defineContentType } from "../define-type";
import { recordMetaDescription, richDescription, title } from "../field-builders";

/** The company's services, called "Solutions" on the site: each has a page of its own. */
export const services = defineContentType({
  access: contentAccess,
  key: "services",
  dashboardOrder: 4,
  labelField: "title",
  slug: "service",
  pluralSlug: "services",
  adminCanCreate: true,
  onPublicPages: true,
  publicPage: { path: "/solution-details/:id" },
  publicList: { path: "/solutions", pageSize: 12 },
  fields: {
    title: title(),
    desc: richDescription(12),
    image: { kind: "image", required: false, withoutImage: "logo" },
    // Search engines' description of its page; empty: the start of its description, as before.
    metaDescription: recordMetaDescription(),
  },
  listFields: ["title", "image"],
});
