/**
 * The contact form's limits (docs/decisions: the product decisions' bounds), shared by the
 * `messages` content type and the form's inputs: the public pages' script needs these numbers
 * only, not the whole description of every type.
 */
export const MESSAGE_LIMITS = { name: 100, email: 254, phone: 30, subject: 200, message: 5000 } as const;
