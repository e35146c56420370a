import { postForm } from "../support/http";
import { expectServerError } from "../support/stray-errors";
import { expect, test } from "./fixtures";

/** The activity log's upkeep. (The log as staff read it: tests/e2e/activity-log.spec.ts.) */
test("a log table that refuses writes does not fail a content save", async ({ site, cookie }) => {
  expectServerError(/^Activity log: could not record create SqliteError: activity log is broken/);
  site.execute(
    "create trigger activity_log_broken before insert on activity_log begin select raise(abort, 'activity log is broken'); end",
  );
  try {
    const response = await postForm(
      site.base,
      "/admin/add-jumbotron",
      { titleEn: "Saved despite the log", titleKu: "", titleAr: "", descEn: "text", descKu: "", descAr: "" },
      { cookie, multipart: true },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/list-jumbotrons");
    expect(site.query("select id from jumbotrons where titleEn = 'Saved despite the log'")).toHaveLength(1);
    await expect.poll(() => site.output()).toContain("Activity log: could not record create");
  } finally {
    site.execute("drop trigger activity_log_broken");
  }
});

test("entries older than 12 months are purged when the server starts", async ({ site }) => {
  const month = 31 * 24 * 60 * 60 * 1000;
  site.execute(
    "insert into activity_log (at, account_email, action) values (?, 'old@zagros.test', 'signIn'), (?, 'recent@zagros.test', 'signIn')",
    Date.now() - 13 * month,
    Date.now() - 11 * month,
  );
  await site.restart();
  const left = site
    .query<{ account_email: string }>("select account_email from activity_log")
    .map((row) => row.account_email);
  expect(left).toContain("recent@zagros.test");
  expect(left).not.toContain("old@zagros.test");
  expect(site.output()).toMatch(/Activity log retention: deleted 1 /);
});
