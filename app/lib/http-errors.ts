/**
 * The 4xx answers a visitor can meet, and the translation key explaining
 * each: shared by the guards in front of Remix and the error boundaries.
 */
export const refusalText = {
  400: "error.badRequest",
  403: "error.crossSite",
  405: "error.methodNotAllowed",
  413: "error.tooLarge",
  414: "error.addressTooLong",
  415: "error.unsupportedType",
  503: "error.busy",
} as const;

export type RefusalStatus = keyof typeof refusalText;

export function isRefusalStatus(status: number): status is RefusalStatus {
  return Object.hasOwn(refusalText, status);
}
