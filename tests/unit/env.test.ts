import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "~/config/env.server";

describe("environment", () => {
  it("has defaults for everything", () => {
    expect(parseEnv({})).toMatchObject({
      PORT: 3000,
      DATABASE_PATH: "data/site.db",
      UPLOADS_DIR: "uploads",
    });
  });

  it("treats empty variables as unset", () => {
    expect(parseEnv({ PORT: "", DATABASE_PATH: "" })).toMatchObject({
      PORT: 3000,
      DATABASE_PATH: "data/site.db",
    });
  });

  it("reads the values it is given", () => {
    expect(parseEnv({ PORT: "8080", HOST: "127.0.0.1", DATABASE_PATH: "/tmp/x.db" })).toMatchObject({
      PORT: 8080,
      HOST: "127.0.0.1",
      DATABASE_PATH: "/tmp/x.db",
    });
  });

  it("refuses a bad port or a short session secret with a clear message naming each", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(EnvError);
    try {
      parseEnv({ PORT: "70000", SESSION_SECRET: "short" });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toContain("PORT must be a whole number from 1 to 65535");
      expect((error as Error).message).toContain("SESSION_SECRET must be at least 32 characters");
    }
  });
});
