import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { sampleContent } from "~/db/sample-content";
import { clients, jumbotrons, services } from "~/db/schema";

describe("openDatabase", () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "site-db-")), "nested", "site.db");

  it("creates the folder and file, migrates and fills in the sample content", () => {
    const first = openDatabase(file);
    expect(first.created).toBe(true);
    expect(first.db.select().from(services).all()).toHaveLength(sampleContent.services.length);
    expect(first.db.select().from(clients).all()).toHaveLength(8);
    first.sqlite.close();
  });

  it("never fills it again, even when staff emptied a list", () => {
    const second = openDatabase(file);
    expect(second.created).toBe(false);
    second.db.delete(jumbotrons).run();
    second.sqlite.close();

    const third = openDatabase(file);
    expect(third.db.select().from(jumbotrons).all()).toHaveLength(0);
    expect(third.db.select().from(services).all()).toHaveLength(sampleContent.services.length);
    third.sqlite.close();
  });

  it("has at least the sample content the issue asks for", () => {
    expect(sampleContent.jumbotrons.length).toBeGreaterThanOrEqual(3);
    expect(sampleContent.infoAreas.length).toBeGreaterThanOrEqual(4);
    expect(sampleContent.services.length).toBeGreaterThanOrEqual(9);
    expect(sampleContent.products.length).toBeGreaterThanOrEqual(4);
    expect(sampleContent.clients.length).toBeGreaterThanOrEqual(8);
  });
});
