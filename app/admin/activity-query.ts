/** The activity log's kinds of entry and its view as URL parameters (server and page share this). */

export const ACTIVITY_ACTIONS = [
  "signIn",
  "signInFailed",
  "signOut",
  "create",
  "update",
  "delete",
  "trash",
  "restore",
  "purge",
  "expire",
  "restoreVersion",
  "reorder",
  "visibility",
  "settings",
  "accountAdded",
  "roleChanged",
  "accountRemoved",
  "passwordChanged",
  "signedOutEverywhere",
  "sessionEnded",
  "passwordReset",
  "secondFactorOn",
  "secondFactorOff",
  "recoveryCodesRenewed",
  "recoveryCodeUsed",
  "secondFactorFailed",
  "secondFactorReset",
  "secondFactorRequired",
  "secondFactorOptional",
  "passkeyAdded",
  "passkeyRemoved",
  "reply",
  "stateChanged",
  "noteAdded",
] as const;

export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const isActivityAction = (value: unknown): value is ActivityAction =>
  ACTIVITY_ACTIONS.includes(value as ActivityAction);

export type ActivityQuery = { account: string; action: ActivityAction | "" };

/** Reads `?account=…&action=…`; an unknown action means every action. */
export function parseActivityQuery(params: URLSearchParams): ActivityQuery {
  const action = params.get("action");
  return {
    account: (params.get("account") ?? "").trim().toLowerCase().slice(0, 254),
    action: isActivityAction(action) ? action : "",
  };
}

export function activitySearch({ account, action }: ActivityQuery, page?: number): string {
  const params = new URLSearchParams();
  if (account) params.set("account", account);
  if (action) params.set("action", action);
  if (page && page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}
