import { MESSAGE_LIMITS } from "~/content/message-limits";

/** Hidden from people; bots that fill every field reveal themselves. */
export const HONEYPOT_FIELD = "website";

// Only the limits: the whole content-type description (the field kinds' registry) stays out of the page's script.
const messageFields = MESSAGE_LIMITS;
export type ContactFieldName = keyof typeof messageFields;

/** The form's inputs, in order, with their limits from the content type. */
export const contactInputs: { name: ContactFieldName; type: string; autoComplete: string; max: number }[] = [
  { name: "name", type: "text", autoComplete: "name", max: messageFields.name },
  { name: "email", type: "email", autoComplete: "email", max: messageFields.email },
  { name: "phone", type: "tel", autoComplete: "tel", max: messageFields.phone },
  { name: "subject", type: "text", autoComplete: "off", max: messageFields.subject },
  { name: "message", type: "textarea", autoComplete: "off", max: messageFields.message },
];
