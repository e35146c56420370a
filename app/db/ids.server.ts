import { randomBytes } from "node:crypto";

export const ID_LENGTH = 16;

/** 16 random URL-safe characters (96 bits of randomness, base64url). */
export function newId(): string {
  return randomBytes(12).toString("base64url");
}
