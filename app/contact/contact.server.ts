import { contentTypes } from "~/content/content-types";
import { validateFields, type FieldError } from "~/content/validation";
import { db } from "~/db/client.server";
import { newId } from "~/db/ids.server";
import { messages } from "~/db/schema";
import { RateLimiter } from "~/lib/rate-limit.server";
import { HONEYPOT_FIELD } from "./contact-fields";

export const CONTACT_LIMIT_PER_MINUTE = 5;

const limiter = new RateLimiter(CONTACT_LIMIT_PER_MINUTE, 60_000);

export type ContactFormError = "rateLimited" | "spamRejected" | "saveFailed";

export type ContactResult =
  | { status: "sent" }
  | {
      status: "invalid";
      values: Record<string, string>;
      errors: Record<string, FieldError>;
      formError?: ContactFormError;
    };

/**
 * Handles one contact-form submission: rate limit per address, honeypot,
 * validation, then the row is written before success is reported.
 */
export function submitContactMessage(form: FormData, clientAddress: string): ContactResult {
  const checked = validateFields(contentTypes.messages.fields, form);
  const rejected = (formError: ContactFormError, errors: Record<string, FieldError> = {}) =>
    ({ status: "invalid", values: checked.values, errors, formError }) as const;

  if (limiter.isLimited(clientAddress)) return rejected("rateLimited");
  limiter.record(clientAddress);
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") return rejected("spamRejected");
  if (!checked.ok) return { status: "invalid", values: checked.values, errors: checked.errors };

  try {
    db()
      .insert(messages)
      .values({ id: newId(), date: new Date(), ...(checked.values as ContactFields) })
      .run();
  } catch (error) {
    console.error("Could not store a contact message", error);
    return rejected("saveFailed");
  }
  return { status: "sent" };
}

type ContactFields = Omit<typeof messages.$inferInsert, "id" | "date">;

/** For tests: forget the attempts of one address. */
export function resetContactLimit(clientAddress: string): void {
  limiter.reset(clientAddress);
}
