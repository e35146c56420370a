import type { RichTextField } from "./field-kinds";

/**
 * What staff write about a visitor message (docs/decisions/048-replies-and-message-states.md): its
 * states, and the reply's text.
 */

/** Where a message stands: New (waiting for an answer), Replied, Closed. */
export const MESSAGE_STATES = ["new", "replied", "closed"] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

export const isMessageState = (value: unknown): value is MessageState =>
  MESSAGE_STATES.some((state) => state === value);

/** A reply's text: the rich-text subset, each line a paragraph (as services' descriptions), up to 10,000 characters. */
export const REPLY_FIELD = {
  kind: "richText",
  maxLength: 10_000,
  requiredInEnglish: true,
  linesAreParagraphs: true,
} as const satisfies RichTextField;

/** How the renderer reads a reply's text (rich-text.server.ts). */
export const REPLY_TEXT = { linesAreParagraphs: true } as const;

/** A reply's subject, at most (a visitor's subject is at most 200, with "Re: " in front). */
export const REPLY_SUBJECT_MAX = 300;
/** A note staff leave each other, at most. */
export const NOTE_MAX = 2_000;
