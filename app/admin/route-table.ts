/**
 * The back office's URLs (exactly the specification's), mapped onto a few
 * generic route modules driven by the content-type descriptions. vite.config.ts
 * registers them; every content type gets its list, add and edit pages.
 * Paths are relative to the app folder, as Remix's `routes` option wants.
 */
import {
  contentTypeNames,
  contentTypes,
  hasImage,
  singleTypeNames,
  singleTypes,
} from "../content/content-types";

export type AdminRoute = { id: string; path: string; file: string };

const MODULES = "admin/routes";

/** Pages inside the signed-in admin layout. */
export function adminLayoutRoutes(): AdminRoute[] {
  const routes: AdminRoute[] = [
    { id: "admin-dashboard", path: "dashboard", file: `${MODULES}/dashboard.tsx` },
    { id: "admin-staff", path: "admin/staff", file: `${MODULES}/staff.tsx` },
    { id: "admin-activity", path: "admin/activity", file: `${MODULES}/activity.tsx` },
    { id: "admin-trash", path: "admin/trash", file: `${MODULES}/trash.tsx` },
  ];
  // Each single-record type's form: the company's facts (/admin/settings), each page's texts.
  for (const name of singleTypeNames) {
    routes.push({
      id: `admin-single-${name}`,
      path: singleTypes[name].adminPath,
      file: `${MODULES}/single.tsx`,
    });
    routes.push({
      id: `admin-single-${name}-version`,
      path: `${singleTypes[name].adminPath}/versions/:version`,
      file: `${MODULES}/version.tsx`,
    });
  }
  for (const name of contentTypeNames) {
    const { slug, pluralSlug, adminCanCreate, inbox } = contentTypes[name];
    const listModule = inbox ? "inbox.tsx" : "list.tsx";
    routes.push({
      id: `admin-list-${name}`,
      path: `admin/list-${pluralSlug}`,
      file: `${MODULES}/${listModule}`,
    });
    if (inbox) {
      routes.push({
        id: `admin-read-${name}`,
        path: `admin/${slug}/:id`,
        file: `${MODULES}/inbox-record.tsx`,
      });
    }
    if (!adminCanCreate) continue;
    routes.push({ id: `admin-add-${name}`, path: `admin/add-${slug}`, file: `${MODULES}/form.tsx` });
    routes.push({ id: `admin-edit-${name}`, path: `admin/edit-${slug}/:id`, file: `${MODULES}/form.tsx` });
    // One saved version of a record: what it held, and "Restore this version".
    routes.push({
      id: `admin-version-${name}`,
      path: `admin/edit-${slug}/:id/versions/:version`,
      file: `${MODULES}/version.tsx`,
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
  };
  return [richTextPreview, ...resourceRoutesOfTypes()];
}

function resourceRoutesOfTypes(): AdminRoute[] {
  return contentTypeNames
    .filter((name) => contentTypes[name].inbox)
    .map((name) => ({
      id: `admin-csv-${name}`,
      path: `admin/${contentTypes[name].slug}.csv`,
      file: `${MODULES}/inbox-csv.ts`,
    }));
}
export const adminSignIn: AdminRoute = { id: "admin-sign-in", path: "admin", file: `${MODULES}/sign-in.tsx` };
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
};

/**
 * True for the add and edit pages of a type with an image: the only URLs
 * that take a large (multipart) body. Single-fetch posts add `.data`.
 */
export function acceptsUploads(pathname: string): boolean {
  const match = /^\/admin\/(?:add-([a-z-]+)|edit-([a-z-]+)\/[^/]+)$/.exec(pathname.replace(/\.data$/, ""));
  const slug = match?.[1] ?? match?.[2];
  const name = contentTypeNames.find((candidate) => contentTypes[candidate].slug === slug);
  if (!name || !contentTypes[name].adminCanCreate) return false;
  return hasImage(contentTypes[name]);
}
