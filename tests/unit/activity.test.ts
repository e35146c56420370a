import { afterEach, describe, expect, it, vi } from "vitest";
import { scaled } from "../support/timeouts";
import { changePassword, createAccount, removeAccount, verifyCredentials } from "~/admin/accounts.server";
import { countStaffAccounts } from "~/db/staff-accounts.server";
import { FAILED_SIGN_IN_LOG_CAP, purgeOldActivity, recordActivity } from "~/admin/activity.server";
import { activityPage, countActivity } from "~/db/activity-log.server";
import { parseActivityQuery } from "~/admin/activity-query";
import { sessionKey } from "~/admin/session.server";
import { database } from "~/db/client.server";
import { newId } from "~/db/ids.server";
import { saveRecord } from "~/db/records.server";

const all = { account: "", action: "" } as const;
const sqlite = () => database().sqlite;
const sessionsOf = (staffId: string) =>
  sqlite().prepare("select id from sessions where staff_id = ? order by id").pluck().all(staffId) as string[];
/** A session of the account: its row holds the id's hash; the id (what a cookie carries) is returned. */
function addSession(staffId: string): string {
  const id = newId();
  sqlite()
    .prepare("insert into sessions (id, data, expires, staff_id) values (?, ?, ?, ?)")
    .run(sessionKey(id), JSON.stringify({ staffId }), Date.now() + 60_000, staffId);
  return id;
}

afterEach(() => {
  sqlite().exec("delete from activity_log; drop trigger if exists activity_log_broken");
  vi.restoreAllMocks();
});

describe("recordActivity", () => {
  it("stores who, what, which record and the names of the changed fields", () => {
    recordActivity({
      accountId: "acc1",
      email: "a@example.com",
      action: "update",
      subjectType: "services",
      subjectId: "rec1",
      label: "Cloud backup",
      changedFields: ["titleEn", "descKu"],
    });
    const [entry] = activityPage(all, { limit: 10, offset: 0 });
    expect(entry).toMatchObject({
      accountId: "acc1",
      accountEmail: "a@example.com",
      action: "update",
      subjectType: "services",
      subjectId: "rec1",
      label: "Cloud backup",
      changedFields: ["titleEn", "descKu"],
    });
  });

  it("keeps field names only: a text passed as a field name by mistake is dropped", () => {
    recordActivity({
      accountId: null,
      email: "a@example.com",
      action: "update",
      changedFields: ["titleEn", "A whole paragraph of text, with spaces."],
    });
    expect(activityPage(all, { limit: 1, offset: 0 })[0]!.changedFields).toEqual(["titleEn"]);
  });

  it("shortens a long label", () => {
    recordActivity({ accountId: null, email: "x", action: "create", label: "é".repeat(500) });
    expect(Array.from(activityPage(all, { limit: 1, offset: 0 })[0]!.label!)).toHaveLength(120);
  });

  it("never throws when the log cannot be written: it says so on the console", () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    sqlite().exec(
      "create trigger activity_log_broken before insert on activity_log begin select raise(abort, 'log is broken'); end",
    );
    expect(() => recordActivity({ accountId: "a", email: "a@example.com", action: "signIn" })).not.toThrow();
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining("Activity log"),
      "signIn",
      expect.objectContaining({ message: expect.stringContaining("log is broken") }),
    );
  });

  it("records at most the cap of failed sign-ins per 24 hours", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const insert = sqlite().prepare(
      "insert into activity_log (at, account_email, action) values (?, 'guess@example.com', 'signInFailed')",
    );
    const now = Date.now();
    sqlite().transaction(() => {
      for (let i = 0; i < FAILED_SIGN_IN_LOG_CAP; i++) insert.run(now - 1000);
    })();
    recordActivity({ accountId: null, email: "one.more@example.com", action: "signInFailed" });
    expect(countActivity({ account: "", action: "signInFailed" })).toBe(FAILED_SIGN_IN_LOG_CAP);
    expect(warn).toHaveBeenCalled();
    // Other entries are still written.
    recordActivity({ accountId: "a", email: "a@example.com", action: "signIn" });
    expect(countActivity({ account: "", action: "signIn" })).toBe(1);
    // A day later there is room again.
    sqlite()
      .prepare("update activity_log set at = ?")
      .run(now - 25 * 60 * 60 * 1000);
    recordActivity({ accountId: null, email: "later@example.com", action: "signInFailed" });
    expect(countActivity({ account: "later@example.com", action: "" })).toBe(1);
  });

  it("filters by account and type, newest first", () => {
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
    recordActivity({ accountId: "a", email: "a@example.com", action: "signIn" }, at(1));
    recordActivity({ accountId: "b", email: "b@example.com", action: "signIn" }, at(2));
    recordActivity({ accountId: "a", email: "a@example.com", action: "delete" }, at(3));
    const page = { limit: 10, offset: 0 };
    expect(activityPage(all, page).map((e) => e.action)).toEqual(["delete", "signIn", "signIn"]);
    expect(activityPage({ account: "a@example.com", action: "" }, page)).toHaveLength(2);
    expect(activityPage({ account: "a@example.com", action: "signIn" }, page)).toHaveLength(1);
    expect(parseActivityQuery(new URLSearchParams("account=A@Example.com&action=drop table"))).toEqual({
      account: "a@example.com",
      action: "",
    });
  });
});

describe("purging the activity log", () => {
  it("deletes entries older than 12 months and keeps the rest", () => {
    const now = new Date("2026-11-22T10:00:00Z");
    recordActivity(
      { accountId: "a", email: "a@example.com", action: "signIn" },
      new Date("2025-11-22T09:59:00Z"),
    );
    recordActivity(
      { accountId: "a", email: "a@example.com", action: "signOut" },
      new Date("2025-11-22T10:01:00Z"),
    );
    expect(purgeOldActivity(now).deleted).toBe(1);
    expect(activityPage(all, { limit: 10, offset: 0 }).map((e) => e.action)).toEqual(["signOut"]);
  });
});

describe("staff accounts", () => {
  /** Who adds the accounts of these tests (no mail is sent here: the Owners' alerts need SMTP_URL). */
  const owner = { id: "owner", email: "owner@example.com", role: "owner" } as const;

  it("adds an account with create-admin's rules and never resets an existing one", async () => {
    expect(await createAccount("not-an-email", "long enough password", "owner", owner)).toEqual({
      ok: false,
      problem: "invalidEmail",
    });
    expect(await createAccount("new@example.com", "short", "owner", owner)).toEqual({
      ok: false,
      problem: "weakPassword",
    });
    const created = await createAccount("New@Example.com", "long enough password", "owner", owner);
    expect(created.ok).toBe(true);
    expect(await createAccount("new@example.com", "another password!", "owner", owner)).toEqual({
      ok: false,
      problem: "exists",
    });
    expect(await verifyCredentials("new@example.com", "long enough password")).not.toBeNull();
  });

  it("never removes the last account or one's own; removing ends the account's sessions", async () => {
    sqlite().exec("delete from staff_accounts");
    const first = await createAccount("first@example.com", "long enough password", "owner", owner);
    if (!first.ok) throw new Error("not created");
    const firstStaff = { id: first.id, email: "first@example.com", role: "owner" } as const;
    expect(removeAccount(first.id, firstStaff)).toEqual({ ok: false, problem: "last" });
    const second = await createAccount("second@example.com", "long enough password", "owner", owner);
    if (!second.ok) throw new Error("not created");
    expect(removeAccount(first.id, firstStaff)).toEqual({ ok: false, problem: "self" });
    expect(removeAccount("no-such-account", firstStaff)).toEqual({ ok: false, problem: "notFound" });
    addSession(second.id);
    addSession(second.id);
    expect(removeAccount(second.id, firstStaff)).toEqual({ ok: true, email: "second@example.com" });
    expect(sessionsOf(second.id)).toEqual([]);
    expect(countStaffAccounts()).toBe(1);
  });

  // Several password hashes (deliberately slow): seconds beside the build and ESLint in npm test.
  it(
    "changes a password only with the current one, ending the other sessions but not this one",
    { timeout: scaled(20_000) },
    async () => {
      const account = await createAccount("changer@example.com", "old password 123", "owner", owner);
      if (!account.ok) throw new Error("not created");
      const here = addSession(account.id);
      const elsewhere = addSession(account.id);
      expect(await changePassword(account.id, "wrong", "new password 456", here)).toEqual({
        ok: false,
        problem: "wrongPassword",
      });
      expect(sessionsOf(account.id)).toHaveLength(2);
      expect((await changePassword(account.id, "old password 123", "new password 456", here)).ok).toBe(true);
      expect(sessionsOf(account.id)).toEqual([sessionKey(here)]);
      expect(sessionsOf(account.id)).not.toContain(sessionKey(elsewhere));
      expect(await verifyCredentials("changer@example.com", "new password 456")).not.toBeNull();
    },
  );
});

describe("what a save changed", () => {
  it("lists the changed columns of an edit, and the given ones of an add", () => {
    const id = newId();
    const values = {
      titleEn: "Title",
      titleKu: "",
      titleAr: "",
      descEn: "Long text",
      descKu: "",
      descAr: "",
    };
    const added = saveRecord("jumbotrons", id, values, "add");
    expect(added).toMatchObject({ status: "saved", changedFields: ["titleEn", "descEn"] });
    const edited = saveRecord("jumbotrons", id, { ...values, descKu: "دەق" }, "edit");
    expect(edited).toMatchObject({ status: "saved", changedFields: ["descKu"] });
  });
});
