import path from "node:path";
import { pathToFileURL } from "node:url";
import { contentTypeNames, contentTypes } from "../../app/content/content-types";
import { projectDir, runProcess } from "../support/processes";
import { expect, test } from "./fixtures";

/**
 * Every back-office route, taken from the app's real route table (the
 * production build), is checked without a session: GET is sent to sign-in,
 * POST changes nothing.
 */
type BuiltRoute = { id: string; path?: string; parentId?: string; hasAction: boolean };

/**
 * The route table of the production build, read by plain Node in a child
 * process: importing the whole server bundle through the test runner's
 * TypeScript transform was far slower (docs/benchmarks.md).
 */
let routeTable: Promise<BuiltRoute[]> | undefined;
function builtRoutes(): Promise<BuiltRoute[]> {
  routeTable ??= runProcess(process.execPath, [
    "--input-type=module",
    "-e",
    `const { routes } = await import(${JSON.stringify(pathToFileURL(path.join(projectDir, "build/server/index.js")).href)});
     console.log(JSON.stringify(Object.values(routes).map((route) => ({
       id: route.id, path: route.path, parentId: route.parentId, hasAction: "action" in route.module,
     }))));`,
  ]).then(({ code, stdout, stderr }) => {
    if (code !== 0) throw new Error(`Could not read the built route table: ${stderr}`);
    return JSON.parse(stdout) as BuiltRoute[];
  });
  return routeTable;
}

async function adminRoutes() {
  const routes = Object.fromEntries((await builtRoutes()).map((route) => [route.id, route]));
  const fullPath = (route: BuiltRoute): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    const prefix = parent ? fullPath(parent) : "";
    return route.path ? `${prefix.replace(/\/$/, "")}/${route.path}` : prefix;
  };
  return Object.values(routes)
    .map((route) => ({ id: route.id, path: fullPath(route), hasAction: route.hasAction }))
    .filter(({ path }) => path.startsWith("/admin") || path.startsWith("/dashboard"));
}

/**
 * Pages for people who are not signed in: signing in and its second step (tests/server/second-factor.test.ts,
 * its passkey's options: tests/server/passkeys.test.ts), and a forgotten password
 * (tests/server/password-reset.test.ts).
 */
const SIGNED_OUT_ROUTES = new Set([
  "admin-sign-in",
  "admin-sign-in-code",
  "admin-sign-in-passkey",
  "admin-forgot-password",
  "admin-reset-password",
]);

/** Every table a stranger's request could change. */
const TABLES = [
  ...contentTypeNames.map((name) => contentTypes[name].key),
  "message_reads",
  "mail_notifications",
  "staff_accounts",
  "sessions",
  "activity_log",
  "trash",
  "record_versions",
];

/** A real id of the record type a route is about, for the `:id` routes. */
function concretePath(path: string, firstId: (table: string) => string): string {
  if (!path.includes(":id")) return path;
  const slug = /\/admin\/(?:edit-)?([a-z-]+)\/:id/.exec(path)?.[1];
  const type = contentTypeNames
    .map((name) => contentTypes[name])
    .find((candidate) => candidate.slug === slug);
  if (!type) throw new Error(`No content type for ${path}`);
  return path.replace(":id", firstId(type.key));
}

test("the route table has every back-office page of the specification", async () => {
  const paths = (await adminRoutes()).map((route) => route.path).sort();
  for (const plural of [
    "clients",
    "products",
    "jumbotrons",
    "info-areas",
    "services",
    "team-members",
    "contactus",
  ]) {
    expect(paths).toContain(`/admin/list-${plural}`);
  }
  for (const singular of ["client", "product", "jumbotron", "info-area", "service", "team-member"]) {
    expect(paths).toContain(`/admin/add-${singular}`);
    expect(paths).toContain(`/admin/edit-${singular}/:id`);
  }
  expect(paths).toContain("/admin/contactus/:id");
  expect(paths).toContain("/admin/contactus.csv");
  expect(paths).toContain("/dashboard");
  expect(paths).toContain("/admin");
  expect(paths).toContain("/admin/staff");
  expect(paths).toContain("/admin/activity");
  expect(paths).toContain("/admin/forgot-password");
  expect(paths).toContain("/admin/reset-password");
  expect(paths).toContain("/admin/trash");
  expect(paths).toContain("/admin/edit-product/:id/versions/:version");
  expect(paths).toContain("/admin/settings/versions/:version");
});

test("without a session every admin GET leads to sign-in, remembering the page", async ({ site }) => {
  // A message, so the inbox's message page has a record to show.
  site.execute(
    "insert into messages (id, name, email, phone, subject, message, date) values ('accessTestMessage1', 'N', 'n@example.com', '0750', 'S', 'M', ?)",
    Date.now(),
  );
  const routes = (await adminRoutes()).filter((route) => !SIGNED_OUT_ROUTES.has(route.id));
  expect(routes.length).toBeGreaterThan(20);
  for (const route of routes) {
    const path = concretePath(route.path, (table) => site.firstId(table));
    const response = await fetch(`${site.base}${path}?page=2`, { redirect: "manual" });
    expect(response.status, path).toBe(302);
    const location = new URL(response.headers.get("location")!, site.base);
    expect(location.pathname, path).toBe("/admin");
    expect(location.searchParams.get("redirectTo"), path).toBe(`${path}?page=2`);
  }
});

test("without a session every admin POST changes nothing", async ({ site }) => {
  const snapshot = () =>
    JSON.stringify(TABLES.map((table) => site.query(`select * from ${table} order by 1`)));
  const before = snapshot();
  const someService = site.firstId("services");
  for (const route of await adminRoutes()) {
    if (SIGNED_OUT_ROUTES.has(route.id) || !route.hasAction) continue;
    const path = concretePath(route.path, (table) => site.firstId(table));
    for (const headers of [{}, { Cookie: "__session=forged-session-id" }] as Record<string, string>[]) {
      const response = await fetch(`${site.base}${path}`, {
        method: "POST",
        body: new URLSearchParams({ id: someService, titleEn: "Changed by a stranger", page: "1" }),
        headers,
        redirect: "manual",
      });
      expect([302, 401], path).toContain(response.status);
      if (response.status === 302)
        expect(new URL(response.headers.get("location")!, site.base).pathname, path).toBe("/admin");
    }
  }
  expect(snapshot()).toBe(before);
});
