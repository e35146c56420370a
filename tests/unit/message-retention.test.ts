import Database from "better-sqlite3";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  PURGE_INTERVAL_MS,
  purgeOldMessages,
  retentionCutoff,
  startMessageRetention,
} from "~/contact/message-retention.server";
import { database } from "~/db/client.server";

// The site's own connection to this test file's real SQLite file (tests/unit/setup-env.ts).
const file = process.env.DATABASE_PATH!;
const { sqlite } = database();
sqlite.exec("DELETE FROM messages");

const NOW = new Date("2026-11-22T10:00:00.000Z");

function addMessage(subject: string, date: Date) {
  sqlite
    .prepare(
      "INSERT INTO messages (id, name, email, phone, subject, message, date) VALUES (?, 'N', 'n@example.com', '0750', ?, 'M', ?)",
    )
    .run(`id-${subject}`, subject, date.getTime());
}

/** What is in the file, read through a connection of its own (not the one that deleted). */
function subjectsInFile(): string[] {
  const reader = new Database(file, { readonly: true });
  try {
    return (reader.prepare("SELECT subject FROM messages ORDER BY subject").pluck().all() as string[]).sort();
  } finally {
    reader.close();
  }
}

afterEach(() => {
  sqlite.exec("DELETE FROM messages");
  vi.useRealTimers();
});

describe("the retention cutoff", () => {
  it("is the same day and time the given number of months before", () => {
    expect(retentionCutoff(NOW, 24).toISOString()).toBe("2024-11-22T10:00:00.000Z");
    expect(retentionCutoff(NOW, 1).toISOString()).toBe("2026-10-22T10:00:00.000Z");
    expect(retentionCutoff(new Date("2026-01-15T00:00:00Z"), 13).toISOString()).toBe(
      "2024-12-15T00:00:00.000Z",
    );
  });
  it("falls on the last day of a shorter month", () => {
    expect(retentionCutoff(new Date("2026-03-31T12:00:00Z"), 1).toISOString()).toBe(
      "2026-02-28T12:00:00.000Z",
    );
    expect(retentionCutoff(new Date("2028-03-31T12:00:00Z"), 1).toISOString()).toBe(
      "2028-02-29T12:00:00.000Z",
    );
  });
});

describe("purging old messages from a real SQLite file", () => {
  it("deletes the messages older than the retention and keeps the newer ones", () => {
    addMessage("very old", new Date("2020-01-01T00:00:00Z"));
    addMessage("25 months old", new Date("2024-10-22T10:00:00Z"));
    addMessage("one second too old", new Date("2024-11-22T09:59:59Z"));
    addMessage("exactly 24 months old", new Date("2024-11-22T10:00:00Z"));
    addMessage("23 months old", new Date("2024-12-22T10:00:00Z"));
    addMessage("today", NOW);

    const { deleted } = purgeOldMessages(24, NOW);

    expect(deleted).toBe(3);
    expect(subjectsInFile()).toEqual(["23 months old", "exactly 24 months old", "today"]);
    // Nothing left to delete: a second purge deletes nothing.
    expect(purgeOldMessages(24, NOW).deleted).toBe(0);
  });

  it("follows the configured number of months", () => {
    addMessage("7 months old", new Date("2026-04-22T10:00:00Z"));
    addMessage("5 months old", new Date("2026-06-22T10:00:00Z"));
    expect(purgeOldMessages(24, NOW).deleted).toBe(0);
    expect(purgeOldMessages(6, NOW).deleted).toBe(1);
    expect(subjectsInFile()).toEqual(["5 months old"]);
  });
});

describe("the retention timer", () => {
  it("purges at start and logs the count", () => {
    addMessage("old", new Date("2021-01-01T00:00:00Z"));
    addMessage("new", new Date());
    const lines: string[] = [];
    const retention = startMessageRetention(24, (line) => lines.push(line));
    retention.stop();
    expect(subjectsInFile()).toEqual(["new"]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Message retention \(24 months\): deleted 1 message\(s\) sent before \d{4}-/);
  });

  it("does not keep the process alive", () => {
    const retention = startMessageRetention(24, () => {});
    expect(retention.timer.hasRef()).toBe(false);
    retention.stop();
  });

  it("purges again every day, logging each purge", () => {
    vi.useFakeTimers({ now: NOW, toFake: ["setInterval", "clearInterval", "Date"] });
    const lines: string[] = [];
    const retention = startMessageRetention(24, (line) => lines.push(line));
    expect(lines).toEqual([expect.stringContaining("deleted 0 message(s)")]);

    // A message that turns 24 months old during the next day.
    addMessage("turns old tomorrow", new Date("2024-11-22T20:00:00Z"));
    vi.advanceTimersByTime(PURGE_INTERVAL_MS - 1);
    expect(subjectsInFile()).toEqual(["turns old tomorrow"]);
    vi.advanceTimersByTime(1);
    expect(subjectsInFile()).toEqual([]);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("deleted 1 message(s)");
    retention.stop();
  });
});
