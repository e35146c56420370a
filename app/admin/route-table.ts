/**
 * The back office's URLs (exactly the specification's), mapped onto a few
 * generic route modules driven by the content-type descriptions. vite.config.ts
 * registers them; every content type gets its list, add and edit pages.
 * Paths are relative to the app folder, as Remix's `routes` option wants.
 */
import { may, ownersOnly, roles, type Access, type Permission, type Role } from "../content/access";
import {
  contentTypeNames,
  contentTypes,
  hasImage,
  singleTypeNames,
  singleTypes,
  type ContentTypeName,
  type SingleTypeName,
} from "../content/content-types";

/** What a back-office route is about: a list type or a single type, and what the page does with it. */
export type AdminSubject =
  | { kind: "record"; type: ContentTypeName; action: "list" | "add" | "edit" | "version" | "read" | "csv" }
  | { kind: "single"; type: SingleTypeName; action: "edit" | "version" };

/**
 * A back-office route: a page about a type takes its type's access (declared with the type);
 * a fixed page declares its own here. Pages for people who are not signed in have none.
 */
export type AdminRoute = { id: string; path: string; file: string; subject?: AdminSubject; access?: Access };

/**
 * Every account's own pages: the dashboard, one's own password, second factor and browsers.
 * What such a page does to other accounts asks for more (the staff page's `accountsAccess`).
 */
const everyAccount: Access = { read: roles, add: [], change: [], delete: [], deleteForever: [] };
/**
 * The staff page: everyone reads it for their own account; adding, changing (roles, a second
 * factor reset) and removing other accounts is for Owners.
 */
export const staffAccess: Access = { ...ownersOnly, read: roles };
/**
 * The trash: everyone sees what they may read of it; restoring asks for the item's type's delete,
 * deleting for ever its deleteForever (app/admin/routes/trash.tsx); emptying it is for Owners.
 */
const trashAccess: Access = { ...ownersOnly, read: roles };
/**
 * Visitor statistics (docs/decisions/049-visitor-statistics.md): Owners and Editors read them (the
 * Inbox role answers messages and does not need the site's figures); nothing there can be changed.
 */
export const statisticsAccess: Access = {
  read: ["owner", "editor"],
  add: [],
  change: [],
  delete: [],
  deleteForever: [],
};

const MODULES = "admin/routes";

/** Pages inside the signed-in admin layout. */
export function adminLayoutRoutes(): AdminRoute[] {
  const routes: AdminRoute[] = [
    { id: "admin-dashboard", path: "dashboard", file: `${MODULES}/dashboard.tsx`, access: everyAccount },
    { id: "admin-staff", path: "admin/staff", file: `${MODULES}/staff.tsx`, access: staffAccess },
    // Two-step sign-in of one's own account; Owners also require it and reset another's here.
    {
      id: "admin-second-factor",
      path: "admin/staff/second-factor",
      file: `${MODULES}/second-factor.tsx`,
      access: staffAccess,
    },
    { id: "admin-activity", path: "admin/activity", file: `${MODULES}/activity.tsx`, access: ownersOnly },
    { id: "admin-trash", path: "admin/trash", file: `${MODULES}/trash.tsx`, access: trashAccess },
    {
      id: "admin-statistics",
      path: "admin/statistics",
      file: `${MODULES}/statistics.tsx`,
      access: statisticsAccess,
    },
    // "Confirm it is you": the password again before a sensitive change (confirm-identity.server.ts).
    { id: "admin-confirm", path: "admin/confirm", file: `${MODULES}/confirm.ts`, access: everyAccount },
  ];
  // Each single-record type's form: the company's facts (/admin/settings), each page's texts.
  for (const name of singleTypeNames) {
    routes.push({
      id: `admin-single-${name}`,
      path: singleTypes[name].adminPath,
      file: `${MODULES}/single.tsx`,
      subject: { kind: "single", type: name, action: "edit" },
    });
    routes.push({
      id: `admin-single-${name}-version`,
      path: `${singleTypes[name].adminPath}/versions/:version`,
      file: `${MODULES}/version.tsx`,
      subject: { kind: "single", type: name, action: "version" },
    });
  }
  for (const name of contentTypeNames) {
    const { slug, pluralSlug, adminCanCreate, inbox } = contentTypes[name];
    const listModule = inbox ? "inbox.tsx" : "list.tsx";
    const about = (action: AdminSubject["action"] & string) =>
      ({ kind: "record", type: name, action }) as const satisfies AdminSubject;
    routes.push({
      id: `admin-list-${name}`,
      path: `admin/list-${pluralSlug}`,
      file: `${MODULES}/${listModule}`,
      subject: about("list"),
    });
    if (inbox) {
      routes.push({
        id: `admin-read-${name}`,
        path: `admin/${slug}/:id`,
        file: `${MODULES}/inbox-record.tsx`,
        subject: about("read"),
      });
    }
    if (!adminCanCreate) continue;
    routes.push({
      id: `admin-add-${name}`,
      path: `admin/add-${slug}`,
      file: `${MODULES}/form.tsx`,
      subject: about("add"),
    });
    // The image library takes several files in one go too, on a page of its own (/admin/add-images).
    if (contentTypes[name].library)
      routes.push({
        id: `admin-add-several-${name}`,
        path: `admin/add-${pluralSlug}`,
        file: `${MODULES}/library-upload.tsx`,
        subject: about("add"),
      });
    routes.push({
      id: `admin-edit-${name}`,
      path: `admin/edit-${slug}/:id`,
      file: `${MODULES}/form.tsx`,
      subject: about("edit"),
    });
    // One saved version of a record: what it held, and "Restore this version".
    routes.push({
      id: `admin-version-${name}`,
      path: `admin/edit-${slug}/:id/versions/:version`,
      file: `${MODULES}/version.tsx`,
      subject: about("version"),
    });
  }
  return routes;
}

export const adminLayout = { id: "admin-layout", file: `${MODULES}/layout.tsx` };

/** Downloads outside the layout (a file, not a page); each checks the session itself. */
export function adminResourceRoutes(): AdminRoute[] {
  // The rich-text preview of the forms (rendered on the server: the parser stays out of the browser).
  const richTextPreview = {
    id: "admin-rich-text-preview",
    path: "admin/rich-text-preview",
    file: `${MODULES}/rich-text-preview.ts`,
    access: everyAccount,
  };
  // A new passkey's options (JSON, POST): one's own account, from its second factor's page.
  const passkeyOptions = {
    id: "admin-passkey-options",
    path: "admin/staff/second-factor/passkey",
    file: `${MODULES}/passkey-options.ts`,
    access: staffAccess,
  };
  // The statistics' daily totals as a spreadsheet.
  const statisticsCsv = {
    id: "admin-statistics-csv",
    path: "admin/statistics.csv",
    file: `${MODULES}/statistics-csv.ts`,
    access: statisticsAccess,
  };
  return [richTextPreview, passkeyOptions, statisticsCsv, ...resourceRoutesOfTypes()];
}

function resourceRoutesOfTypes(): AdminRoute[] {
  return contentTypeNames
    .filter((name) => contentTypes[name].inbox)
    .map((name) => ({
      id: `admin-csv-${name}`,
      path: `admin/${contentTypes[name].slug}.csv`,
      file: `${MODULES}/inbox-csv.ts`,
      subject: { kind: "record", type: name, action: "csv" } as const,
    }));
}
export const adminSignIn: AdminRoute = { id: "admin-sign-in", path: "admin", file: `${MODULES}/sign-in.tsx` };
/** The sign-in's second step: a code of the account's second factor, after the password. */
export const adminSignInCode: AdminRoute = {
  id: "admin-sign-in-code",
  path: "admin/sign-in/code",
  file: `${MODULES}/sign-in-code.tsx`,
};
/** A passkey's options at the second step (JSON, POST), for a sign-in whose password was right. */
export const adminSignInPasskey: AdminRoute = {
  id: "admin-sign-in-passkey",
  path: "admin/sign-in/passkey",
  file: `${MODULES}/sign-in-passkey.ts`,
};
/**
 * A forgotten password, for people who are not signed in (like the sign-in page): asking for an
 * e-mailed link, and the page the link opens (app/mail/password-reset-mail.server.ts names its path).
 */
export const adminAccountRecovery: AdminRoute[] = [
  { id: "admin-forgot-password", path: "admin/forgot-password", file: `${MODULES}/forgot-password.tsx` },
  { id: "admin-reset-password", path: "admin/reset-password", file: `${MODULES}/reset-password.tsx` },
];
export const adminSignOut: AdminRoute = {
  id: "admin-sign-out",
  path: "admin/sign-out",
  file: `${MODULES}/sign-out.tsx`,
  access: everyAccount,
};

/** Every route of the back office, as vite.config.ts registers them. */
export function adminRoutes(): AdminRoute[] {
  return [
    ...adminLayoutRoutes(),
    ...adminResourceRoutes(),
    adminSignIn,
    adminSignInCode,
    adminSignInPasskey,
    ...adminAccountRecovery,
    adminSignOut,
  ];
}

/**
 * A request's back-office route, found in the table above: its id, what it is about, who may use it
 * (none for the pages of people not signed in), its parameters.
 */
export type AdminRouteMatch = {
  id: string;
  subject?: AdminSubject;
  access?: Access;
  params: Record<string, string>;
};

/** Who may use a route: its own declaration, else the type it is about. */
export function accessOf(route: AdminRoute): Access | undefined {
  if (route.access) return route.access;
  const subject = route.subject;
  if (!subject) return undefined;
  return subject.kind === "record" ? contentTypes[subject.type].access : singleTypes[subject.type].access;
}

/** A path segment as the page reads it; a malformed escape (`%zz`) as it came, to be found in no table. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The table's paths as segments, made once: a `:name` takes any one segment, the others match in any
 * letter case and after percent-decoding, as Remix matches them (`/%64ashboard` is `/dashboard`).
 */
let segmented: { route: AdminRoute; segments: string[] }[] | undefined;

export function adminRouteFor(pathname: string): AdminRouteMatch | undefined {
  segmented ??= adminRoutes().map((route) => ({ route, segments: route.path.toLowerCase().split("/") }));
  // A single-fetch request adds `.data` to the page's path; a trailing slash is the same page.
  const path = (pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname).replace(
    /(.)\/$/,
    "$1",
  );
  const asked = path.split("/").slice(1).map(decoded);
  for (const { route, segments } of segmented) {
    if (segments.length !== asked.length) continue;
    const params: Record<string, string> = {};
    const matches = segments.every((segment, index) => {
      const value = asked[index]!;
      if (segment.startsWith(":")) {
        params[segment.slice(1)] = value;
        return value !== "";
      }
      return segment === value.toLowerCase();
    });
    if (matches) return { id: route.id, subject: route.subject, access: accessOf(route), params };
  }
  return undefined;
}

/** Whether a role may use a back-office page (for a link: "read"; for a form's button: what it does). */
export function mayUse(role: Role, pathname: string, permission: Permission = "read"): boolean {
  const access = adminRouteFor(pathname)?.access;
  return access !== undefined && may(role, access, permission);
}

/**
 * True for the add and edit pages of a type with an image: the only URLs
 * that take a large (multipart) body.
 */
export function acceptsUploads(pathname: string): boolean {
  const subject = adminRouteFor(pathname)?.subject;
  if (subject?.kind !== "record" || (subject.action !== "add" && subject.action !== "edit")) return false;
  return hasImage(contentTypes[subject.type]);
}
