import { inboxAccess } from "../access";
import { defineContentType } from "../define-type";
import { MESSAGE_LIMITS } from "../message-limits";

/** What visitors write through the contact form: the back office's inbox. */
export const messages = defineContentType({
  access: inboxAccess,
  key: "messages",
  dashboardOrder: 7,
  labelField: "subject",
  slug: "contactus",
  pluralSlug: "contactus",
  adminCanCreate: false,
  onPublicPages: false,
  inbox: true,
  fields: {
    // Sent by visitors through the contact form: every field is required.
    name: { kind: "text", maxLength: MESSAGE_LIMITS.name, required: true, multiline: false },
    email: { kind: "email", maxLength: MESSAGE_LIMITS.email, required: true },
    phone: { kind: "phone", maxLength: MESSAGE_LIMITS.phone, required: true },
    subject: { kind: "text", maxLength: MESSAGE_LIMITS.subject, required: true, multiline: false },
    message: { kind: "text", maxLength: MESSAGE_LIMITS.message, required: true, multiline: true },
  },
  listFields: ["name", "email", "phone", "subject", "message", "date"],
});
