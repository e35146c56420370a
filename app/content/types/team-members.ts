import { contentAccess } from "../access";
import { defineContentType } from "../define-type";
import { recordMetaDescription, richDescription, title } from "../field-builders";

/** The people on the Team page: a name, a role, a short biography and a photo. */
export const teamMembers = defineContentType({
  access: contentAccess,
  key: "team_members",
  dashboardOrder: 6,
  labelField: "name",
  slug: "team-member",
  pluralSlug: "team-members",
  adminCanCreate: true,
  onPublicPages: true,
  publicPage: { path: "/team" },
  publicList: { path: "/team", pageSize: 24 },
  fields: {
    name: title(),
    role: title(),
    bio: richDescription(4, 600),
    image: { kind: "image", required: false, withoutImage: "logo" },
    // What a search engine may quote about the person; empty: the team page's description.
    metaDescription: recordMetaDescription(),
  },
  listFields: ["name", "role", "image"],
});
