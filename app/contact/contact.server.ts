import { contentTypes } from "~/content/content-types";
import { validateFields, type FieldError } from "~/content/validation";
import { insertMessage } from "~/db/inbox.server";
import type { messages } from "~/db/schema";
import { reserve, type Limit } from "~/db/rate-limits.server";
import { queueNotification, sendNotificationsSoon } from "~/mail/notifications.server";
import { HONEYPOT_FIELD } from "./contact-fields";
import type { MessageSources } from "./message-sources.server";

/** Accepted messages per address; a refused or invalid attempt does not count. */
export const CONTACT_LIMIT: Limit = { name: "contact", max: 5, windowMs: 60_000 };

export type ContactFormError = "rateLimited" | "spamRejected" | "saveFailed";

export type ContactResult =
  | { status: "sent" }
  | {
      status: "invalid";
      values: Record<string, string>;
      errors: Record<string, FieldError>;
      formError?: ContactFormError;
    };

type ContactFields = Omit<typeof messages.$inferInsert, "id" | "date" | keyof MessageSources>;

/**
 * Handles one contact-form submission: honeypot, validation, then the
 * message is stored in the same transaction that counts it against the
 * address's limit, before success is reported.
 */
export function submitContactMessage(
  form: FormData,
  clientAddress: string,
  sources?: MessageSources,
): ContactResult {
  const checked = validateFields(contentTypes.messages.fields, form);
  const rejected = (formError: ContactFormError, errors: Record<string, FieldError> = {}) =>
    ({ status: "invalid", values: checked.values, errors, formError }) as const;

  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") return rejected("spamRejected");
  if (!checked.ok) return { status: "invalid", values: checked.values, errors: checked.errors };

  try {
    const stored = reserve(CONTACT_LIMIT, clientAddress, () => {
      queueNotification(insertMessage({ ...(checked.values as ContactFields), ...sources }));
    });
    if (!stored.ok) return rejected("rateLimited");
    // Sent after this response; a mail server's trouble never reaches the visitor.
    setImmediate(sendNotificationsSoon);
  } catch (error) {
    console.error("Could not store a contact message", error);
    return rejected("saveFailed");
  }
  return { status: "sent" };
}
