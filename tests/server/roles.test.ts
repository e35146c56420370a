import { adminRoutes, accessOf } from "../../app/admin/route-table";
import { may, type Role } from "../../app/content/access";
import { contentTypeNames, contentTypes } from "../../app/content/content-types";
import { en } from "../../app/i18n/resources/en";
import { postForm, visitorAddress } from "../support/http";
import { createStaff, signInCookie, type Staff } from "../support/staff";
import type { Site } from "../support/site";
import { expect, test } from "./fixtures";

/**
 * Roles over HTTP (docs/decisions/037-roles.md): the route table's declarations walked as each role,
 * forged requests refused with 403 and nothing changed, and the stolen-cookie attack of issue 31.
 */
const OWNER: Staff = { email: "owner@zagros.test", password: "owner password 123" };
const EDITOR: Staff = { email: "editor@zagros.test", password: "editor password 123" };
const INBOX: Staff = { email: "inbox@zagros.test", password: "inbox password 123" };

/** One browser at one address: what signing in and every later request of a person send. */
const browser = () => ({
  "X-Forwarded-For": visitorAddress(),
  "User-Agent": `Test browser ${Math.random()}`,
});

async function member(site: Site, staff: Staff, role: Role) {
  await createStaff(site.databasePath, staff);
  site.execute("update staff_accounts set role = ? where email = ?", role, staff.email);
  const headers = browser();
  const cookie = await signInCookie(site.base, staff, { headers });
  return { cookie, headers };
}

/** A visitor's message, so the inbox's pages have one to open. */
const addMessage = (site: Site) =>
  site.execute(
    "insert into messages (id, name, email, phone, subject, message, date) values ('rolesMessage1', 'N', 'n@example.com', '0750', 'S', 'M', ?)",
    Date.now(),
  );

/** Every table a refused request could have changed. */
const TABLES = [
  ...contentTypeNames.map((name) => contentTypes[name].key),
  "company_facts",
  "staff_accounts",
  "trash",
  "record_versions",
  "message_states",
  "message_replies",
  "message_notes",
];
const snapshot = (site: Site) =>
  JSON.stringify(TABLES.map((table) => site.query(`select * from ${table} order by 1`)));

/** A route's path with real ids in it (a 403 comes before any 404, but a readable page should open). */
function concrete(path: string, site: Site): string {
  const type = contentTypeNames
    .map((name) => contentTypes[name])
    .find((candidate) => path.includes(`-${candidate.slug}/`) || path.includes(`/${candidate.slug}/`));
  return `/${path}`.replace(":id", type ? site.firstId(type.key) : "x").replace(":version", "1");
}

test("each role opens what its declarations say, and is refused the rest with a 403", async ({
  startSite,
}) => {
  const site = await startSite();
  addMessage(site);
  const people = {
    owner: await member(site, OWNER, "owner"),
    editor: await member(site, EDITOR, "editor"),
    inbox: await member(site, INBOX, "inbox"),
  };
  const routes = adminRoutes().filter((route) => accessOf(route) && route.id !== "admin-sign-out");
  expect(routes.length).toBeGreaterThan(30);
  for (const [role, { cookie, headers }] of Object.entries(people) as [Role, (typeof people)["owner"]][]) {
    for (const route of routes) {
      const path = concrete(route.path, site);
      const response = await fetch(`${site.base}${path}`, {
        headers: { ...headers, Cookie: cookie },
        redirect: "manual",
      });
      const allowed = may(role, accessOf(route)!, "read");
      if (allowed) expect(response.status, `${role} ${path}`).not.toBe(403);
      else {
        expect(response.status, `${role} ${path}`).toBe(403);
        // The back office's own words, in its frame: not the cross-site refusal.
        if (!path.endsWith(".csv")) expect(await response.text(), path).toContain(en.admin.roles.notAllowed);
      }
    }
  }
});

test("an Editor's forged posts to staff, settings and deleting for ever get 403 and change nothing", async ({
  startSite,
}) => {
  const site = await startSite();
  await member(site, OWNER, "owner");
  const { cookie, headers } = await member(site, EDITOR, "editor");
  addMessage(site);
  // Something in the trash to try to delete for ever.
  site.execute("update services set visible = 1");
  const service = site.firstId("services");
  const owner = site.query<{ id: string }>("select id from staff_accounts where email = ?", OWNER.email)[0]!
    .id;
  const before = snapshot(site);
  const post = (path: string, fields: Record<string, string>) =>
    postForm(site.base, path, { confirmPassword: EDITOR.password, ...fields }, { cookie, headers });

  const forged: [string, Record<string, string>][] = [
    [
      "/admin/staff",
      { intent: "add", email: "intern@zagros.test", password: "intern password 1", role: "owner" },
    ],
    ["/admin/staff", { intent: "remove", id: owner }],
    ["/admin/staff", { intent: "role", id: owner, role: "editor" }],
    ["/admin/settings", { name_en: "Taken over" }],
  ];
  for (const [path, fields] of forged) {
    const response = await post(path, fields);
    expect(response.status, `${path} ${fields.intent ?? ""}`).toBe(403);
  }
  // Every route an Editor may not read, from the table, gets a forged POST too: 403, or 405 where
  // the page takes no posts at all (the activity log).
  for (const route of adminRoutes()) {
    const access = accessOf(route);
    if (!access || may("editor", access, "read")) continue;
    const response = await post(concrete(route.path, site), { id: service, intent: "delete" });
    expect([403, 405], route.path).toContain(response.status);
  }
  expect(snapshot(site)).toBe(before);

  // Deleting for ever: the Editor may delete (to the trash) and restore, never purge.
  expect((await post(`/admin/list-services`, { intent: "delete", id: service })).status).toBe(302);
  const trashed = site.query<{ id: number }>("select id from trash where record_id = ?", service)[0]!.id;
  expect((await post("/admin/trash", { purge: String(trashed) })).status).toBe(403);
  expect((await post("/admin/trash", { intent: "purge", ids: String(trashed) })).status).toBe(403);
  expect(site.query("select id from trash where id = ?", trashed)).toHaveLength(1);
  expect((await post("/admin/trash", { restore: String(trashed) })).status).toBe(302);
  expect(site.query("select id from services where id = ?", service)).toHaveLength(1);

  // What an Editor is for works: a service and a page's texts.
  const edited = await postForm(
    site.base,
    `/admin/edit-service/${service}`,
    {
      titleEn: "Edited by the Editor",
      titleKu: "",
      titleAr: "",
      descEn: "What the Editor wrote.",
      descKu: "",
      descAr: "",
      visible: "1",
    },
    { cookie, headers, multipart: true },
  );
  expect(edited.status).toBe(302);
  expect(
    site.query<{ titleEn: string }>("select titleEn from services where id = ?", service)[0]?.titleEn,
  ).toBe("Edited by the Editor");
  const [row] = site.query<Record<string, unknown>>("select * from about_page where id = 1");
  const { id: _id, updatedAt: _updatedAt, ...columns } = row!;
  const texts = Object.fromEntries(
    Object.entries(columns).map(([name, value]) => [name, String(value ?? "")]),
  );
  const saved = await postForm(
    site.base,
    "/admin/page-about",
    { ...texts, companyTitleEn: "Written by the Editor" },
    { cookie, headers },
  );
  expect(saved.status).toBe(302);
  expect(site.query("select companyTitleEn from about_page")).toEqual([
    { companyTitleEn: "Written by the Editor" },
  ]);
});

test("a stolen session cookie, used from another address and browser, adds and removes no account", async ({
  startSite,
}) => {
  const site = await startSite();
  await createStaff(site.databasePath, {
    email: "second-owner@zagros.test",
    password: "second owner pass 1",
  });
  const owner = await member(site, OWNER, "owner");
  const accounts = () => site.query<{ email: string }>("select email from staff_accounts order by email");
  const before = accounts();
  const other = site.query<{ id: string }>(
    "select id from staff_accounts where email = 'second-owner@zagros.test'",
  )[0]!.id;
  // The attacker has the cookie, nothing else: their own address and browser.
  const thief = { cookie: owner.cookie, headers: browser() };
  const add = await postForm(
    site.base,
    "/admin/staff",
    { intent: "add", email: "attacker@evil.test", password: "attacker password 1", role: "owner" },
    thief,
  );
  expect(add.status).toBe(403);
  expect(await add.text()).toContain(en.admin.confirm.needed);
  const remove = await postForm(site.base, "/admin/staff", { intent: "remove", id: other }, thief);
  expect(remove.status).toBe(403);
  // A guessed password is no better, and guessing is limited.
  const guess = await postForm(
    site.base,
    "/admin/staff",
    { intent: "remove", id: other, confirmPassword: "a guess at the password" },
    thief,
  );
  expect(guess.status).toBe(403);
  expect(accounts()).toEqual(before);

  // The owner, at their own browser just after signing in, is not asked again.
  const added = await postForm(
    site.base,
    "/admin/staff",
    { intent: "add", email: "new-editor@zagros.test", password: "new editor password", role: "editor" },
    owner,
  );
  expect(added.status).toBe(302);
  expect(site.query("select role from staff_accounts where email = 'new-editor@zagros.test'")).toEqual([
    { role: "editor" },
  ]);
});

test("the last Owner stays one: neither removed nor given another role", async ({ startSite }) => {
  const site = await startSite();
  const owner = await member(site, OWNER, "owner");
  const editor = await member(site, EDITOR, "editor");
  const id = (email: string) =>
    site.query<{ id: string }>("select id from staff_accounts where email = ?", email)[0]!.id;
  // Made an Owner by the only Owner, the Editor could then demote the first: once, not twice.
  let response = await postForm(
    site.base,
    "/admin/staff",
    { intent: "role", id: id(EDITOR.email), role: "owner" },
    owner,
  );
  expect(response.status).toBe(302);
  const second = {
    cookie: await signInCookie(site.base, EDITOR, { headers: editor.headers }),
    headers: editor.headers,
  };
  response = await postForm(
    site.base,
    "/admin/staff",
    { intent: "role", id: id(OWNER.email), role: "inbox" },
    second,
  );
  expect(response.status).toBe(302);
  // Now the only Owner, it cannot give itself another role: the site would have none.
  response = await postForm(
    site.base,
    "/admin/staff",
    { intent: "role", id: id(EDITOR.email), role: "editor" },
    second,
  );
  expect(response.status).toBe(409);
  expect(await response.text()).toContain(en.admin.staff.errors.lastOwner);
  // The demoted Owner's session, already open, lost the staff page's powers at once.
  response = await postForm(
    site.base,
    "/admin/staff",
    { intent: "role", id: id(EDITOR.email), role: "inbox" },
    owner,
  );
  expect(response.status).toBe(403);
  const roles = site.query<{ email: string; role: string }>(
    "select email, role from staff_accounts order by email",
  );
  expect(roles).toEqual([
    { email: EDITOR.email, role: "owner" },
    { email: OWNER.email, role: "inbox" },
  ]);
});
