import path from "node:path";
import { pathToFileURL } from "node:url";
import { expect, test } from "@playwright/test";
import { runCommand, startOwnServer } from "./support";

/**
 * Every back-office route, taken from the app's real route table (the
 * production build), is checked without a session: GET is sent to sign-in,
 * POST changes nothing.
 */
type BuiltRoute = { id: string; path?: string; parentId?: string; hasAction: boolean };

/**
 * The route table of the production build, read by plain Node in a child
 * process: importing the 5 MB bundle through the test runner's TypeScript
 * transform took 20 s or more.
 */
let routeTable: BuiltRoute[] | undefined;
async function builtRoutes(): Promise<BuiltRoute[]> {
  if (routeTable) return routeTable;
  const { status, stdout, stderr } = await runCommand(process.execPath, [
    "--input-type=module",
    "-e",
    `const { routes } = await import(${JSON.stringify(pathToFileURL(path.resolve("build/server/index.js")).href)});
     console.log(JSON.stringify(Object.values(routes).map((route) => ({
       id: route.id, path: route.path, parentId: route.parentId, hasAction: "action" in route.module,
     }))));`,
  ]);
  if (status !== 0) throw new Error(`Could not read the built route table: ${stderr}`);
  routeTable = JSON.parse(stdout) as BuiltRoute[];
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

// One server for the file: its tests run in one worker, in order.
test.describe.configure({ mode: "serial" });
let server: Awaited<ReturnType<typeof startOwnServer>>;
test.beforeAll(async () => {
  server = await startOwnServer();
});
test.afterAll(() => server.stop());

const snapshot = () =>
  JSON.stringify(
    [
      "clients",
      "products",
      "jumbotrons",
      "info_areas",
      "services",
      "team_members",
      "messages",
      "message_reads",
      "mail_notifications",
      "staff_accounts",
      "sessions",
      "activity_log",
    ].map((table) => server.query(`select * from ${table} order by 1`)),
  );

/** A real id of the record type a route is about, for the `:id` routes. */
function concretePath(path: string): string {
  if (!path.includes(":id")) return path;
  if (path.includes("contactus")) {
    const [message] = server.query<{ id: string }>("select id from messages limit 1");
    return path.replace(":id", message?.id ?? "no-such-message");
  }
  const table = path.includes("client")
    ? "clients"
    : path.includes("product")
      ? "products"
      : path.includes("jumbotron")
        ? "jumbotrons"
        : path.includes("info-area")
          ? "info_areas"
          : path.includes("team-member")
            ? "team_members"
            : "services";
  const [row] = server.query<{ id: string }>(`select id from ${table} limit 1`);
  return path.replace(":id", row!.id);
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
});

test("without a session every admin GET leads to sign-in, remembering the page", async ({ request }) => {
  const routes = (await adminRoutes()).filter((route) => route.id !== "admin-sign-in");
  test.info().annotations.push({ type: "routes checked", description: String(routes.length) });
  for (const route of routes) {
    const path = concretePath(route.path);
    const response = await request.get(`${server.base}${path}?page=2`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    const location = new URL(response.headers().location!, server.base);
    expect(location.pathname, path).toBe("/admin");
    expect(location.searchParams.get("redirectTo"), path).toBe(`${path}?page=2`);
  }
});

test("without a session every admin POST changes nothing", async ({ request }) => {
  const before = snapshot();
  const [someService] = server.query<{ id: string }>("select id from services limit 1");
  for (const route of await adminRoutes()) {
    if (route.id === "admin-sign-in" || !route.hasAction) continue;
    const path = concretePath(route.path);
    for (const headers of [{}, { Cookie: "__session=forged-session-id" }] as Record<string, string>[]) {
      const response = await request.post(`${server.base}${path}`, {
        form: { id: someService!.id, titleEn: "Changed by a stranger", page: "1" },
        headers,
        maxRedirects: 0,
      });
      expect([302, 401], path).toContain(response.status());
      if (response.status() === 302)
        expect(new URL(response.headers().location!, server.base).pathname, path).toBe("/admin");
    }
  }
  expect(snapshot()).toBe(before);
});
