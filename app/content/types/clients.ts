import { contentAccess } from "../access";
import { defineContentType } from "../define-type";
import { title } from "../field-builders";

/** The companies the site shows as clients: a name, a phone and a logo, on the home page. */
export const clients = defineContentType({
  access: contentAccess,
  key: "clients",
  dashboardOrder: 1,
  labelField: "title",
  slug: "client",
  pluralSlug: "clients",
  adminCanCreate: true,
  onPublicPages: true,
  publicPage: { path: "/", section: "our-clients" },
  fields: {
    title: title(),
    phone: { kind: "phone", maxLength: 30, required: false },
    image: { kind: "image", required: false, withoutImage: "title" },
  },
  listFields: ["title", "image", "phone"],
});
