/**
 * Who may do what in the back office (docs/decisions/037-roles.md). Every account has one role; every
 * thing the back office guards (each content type and single type in `types/`, each fixed page in
 * app/admin/route-table.ts) declares once which roles may read, add, change, delete and delete it for
 * ever. The server checks it on every loader and action; the back office shows only what a role may use.
 */
export const roles = ["owner", "editor", "inbox"] as const;
export type Role = (typeof roles)[number];

export const isRole = (value: unknown): value is Role => roles.some((role) => role === value);

export const permissions = ["read", "add", "change", "delete", "deleteForever"] as const;
export type Permission = (typeof permissions)[number];

/** The roles that may do each thing. */
export type Access = { readonly [P in Permission]: readonly Role[] };

const owners = ["owner"] as const;
const editors = ["owner", "editor"] as const;

/** The site's words and pictures: Owners and Editors; deleting for ever is for Owners only. */
export const contentAccess: Access = {
  read: editors,
  add: editors,
  change: editors,
  delete: editors,
  deleteForever: owners,
};

/** Visitor messages: Owners and the Inbox role read and delete them; deleting for ever is for Owners. */
export const inboxAccess: Access = {
  read: ["owner", "inbox"],
  add: [],
  change: ["owner", "inbox"],
  delete: ["owner", "inbox"],
  deleteForever: owners,
};

/** Only Owners: the company's details, staff accounts, the activity log. */
export const ownersOnly: Access = {
  read: owners,
  add: owners,
  change: owners,
  delete: owners,
  deleteForever: owners,
};

export function may(role: Role, access: Access, permission: Permission): boolean {
  return access[permission].includes(role);
}
