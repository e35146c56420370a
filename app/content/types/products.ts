import { contentAccess } from "../access";
import { defineContentType } from "../define-type";
import { richDescription, title } from "../field-builders";

/** The company's products: a title, a description and a picture, on the home page. */
export const products = defineContentType({
  access: contentAccess,
  key: "products",
  dashboardOrder: 2,
  labelField: "title",
  slug: "product",
  pluralSlug: "products",
  adminCanCreate: true,
  onPublicPages: true,
  publicPage: { path: "/", section: "our-products" },
  fields: {
    title: title(),
    desc: richDescription(5),
    image: { kind: "image", required: false, withoutImage: "logo" },
  },
  listFields: ["title", "image"],
});
