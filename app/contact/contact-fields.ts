import { contentTypes } from "~/content/content-types";

/** Marks a submission made by the enhanced form, which wants data, not a redirect. */
export const ENHANCED_FIELD = "_enhanced";
/** Hidden from people; bots that fill every field reveal themselves. */
export const HONEYPOT_FIELD = "website";

const messageFields = contentTypes.messages.fields;
export type ContactFieldName = keyof typeof messageFields;

/** The form's inputs, in order, with their limits from the content type. */
export const contactInputs: { name: ContactFieldName; type: string; autoComplete: string; max: number }[] = [
  { name: "name", type: "text", autoComplete: "name", max: messageFields.name.maxLength },
  { name: "email", type: "email", autoComplete: "email", max: messageFields.email.maxLength },
  { name: "phone", type: "tel", autoComplete: "tel", max: messageFields.phone.maxLength },
  { name: "subject", type: "text", autoComplete: "off", max: messageFields.subject.maxLength },
  { name: "message", type: "textarea", autoComplete: "off", max: messageFields.message.maxLength },
];
