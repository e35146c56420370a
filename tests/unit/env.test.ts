import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv, siteOrigin } from "~/config/env.server";

/** The project's folder: where relative paths in the environment are taken from, wherever a command runs. */
const siteFolder = path.resolve(import.meta.dirname, "../..");

describe("environment", () => {
  it("has defaults for everything", () => {
    expect(parseEnv({})).toMatchObject({
      PORT: 3000,
      DATABASE_PATH: path.join(siteFolder, "data/site.db"),
      UPLOADS_DIR: path.join(siteFolder, "uploads"),
    });
  });

  it("treats empty variables as unset", () => {
    expect(parseEnv({ PORT: "", DATABASE_PATH: "" })).toMatchObject({
      PORT: 3000,
      DATABASE_PATH: path.join(siteFolder, "data/site.db"),
    });
  });

  it("takes relative paths from the site's folder, not from where the process was started", () => {
    expect(
      parseEnv({ DATABASE_PATH: "db/x.db", UPLOADS_DIR: "./up", SESSION_SECRET_FILE: "s" }),
    ).toMatchObject({
      DATABASE_PATH: path.join(siteFolder, "db/x.db"),
      UPLOADS_DIR: path.join(siteFolder, "up"),
      SESSION_SECRET_FILE: path.join(siteFolder, "s"),
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

describe("TRUST_PROXY", () => {
  it("reads a hop count as a number, not as the address 0.0.0.1", () => {
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
  });
  it("reads true and false", () => {
    expect(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: "FALSE" }).TRUST_PROXY).toBe(false);
  });
  it("reads a list of addresses, subnets and keywords", () => {
    expect(parseEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8,::1" }).TRUST_PROXY).toEqual([
      "loopback",
      "10.0.0.0/8",
      "::1",
    ]);
    expect(parseEnv({ TRUST_PROXY: "192.168.0.0/255.255.0.0,fd00::/8" }).TRUST_PROXY).toEqual([
      "192.168.0.0/255.255.0.0",
      "fd00::/8",
    ]);
  });
  it("refuses anything else with a message that says what is accepted", () => {
    // "1,2" reads as two addresses to proxy-addr (0.0.0.1 and 0.0.0.2): refused, not trusted silently.
    for (const value of ["everyone", "10.0.0.0/99", "1.2.3", "loopback,,", "1,2", "loopback,1", "10/8"]) {
      expect(() => parseEnv({ TRUST_PROXY: value }), value).toThrow(
        /TRUST_PROXY must be a number of proxy hops/,
      );
    }
  });
  it("is unset when empty", () => {
    expect(parseEnv({ TRUST_PROXY: "" }).TRUST_PROXY).toBeUndefined();
  });
});

describe("SITE_URL", () => {
  it("keeps the origin of a site address", () => {
    expect(parseEnv({ SITE_URL: "https://zagrostech.iq" }).SITE_URL).toBe("https://zagrostech.iq");
    expect(parseEnv({ SITE_URL: "https://zagrostech.iq/" }).SITE_URL).toBe("https://zagrostech.iq");
    expect(parseEnv({ SITE_URL: "http://192.168.1.20:3000" }).SITE_URL).toBe("http://192.168.1.20:3000");
  });
  it("refuses other schemes, paths, queries and credentials", () => {
    for (const value of [
      "ftp://zagrostech.iq",
      "https://zagrostech.iq/site",
      "https://a.iq?x=1",
      "https://u:p@a.iq",
      "zagrostech.iq",
    ]) {
      expect(() => parseEnv({ SITE_URL: value }), value).toThrow(
        /SITE_URL must be the site's public address/,
      );
    }
  });
  it("defaults the origin of absolute URLs to this machine", () => {
    expect(siteOrigin(parseEnv({ PORT: "8080" }))).toBe("http://localhost:8080");
    expect(siteOrigin(parseEnv({ PORT: "8080", SITE_URL: "https://zagrostech.iq" }))).toBe(
      "https://zagrostech.iq",
    );
  });
});

describe("e-mail notification settings", () => {
  it("are off by default and read a server, recipients and a sender", () => {
    const defaults = parseEnv({});
    expect([defaults.SMTP_URL, defaults.NOTIFY_EMAIL, defaults.MAIL_RETRY_SECONDS]).toEqual([
      undefined,
      undefined,
      30,
    ]);
    expect(
      parseEnv({
        SMTP_URL: "smtp://user:pass@mail.example.com:587",
        NOTIFY_EMAIL: "office@example.com, sales@example.com",
        MAIL_FROM: "site@example.com",
      }),
    ).toMatchObject({
      NOTIFY_EMAIL: ["office@example.com", "sales@example.com"],
      MAIL_FROM: ["site@example.com"],
    });
  });

  it("need both SMTP_URL and NOTIFY_EMAIL, and refuse what is not an SMTP address or an e-mail address", () => {
    expect(() => parseEnv({ SMTP_URL: "smtp://mail.example.com" })).toThrow(
      /NOTIFY_EMAIL.*set both or neither/,
    );
    expect(() => parseEnv({ NOTIFY_EMAIL: "office@example.com" })).toThrow(/SMTP_URL.*set both or neither/);
    expect(() => parseEnv({ SMTP_URL: "https://mail.example.com", NOTIFY_EMAIL: "a@example.com" })).toThrow(
      /SMTP_URL must be an smtp:\/\//,
    );
    expect(() =>
      parseEnv({ SMTP_URL: "smtp://mail.example.com", NOTIFY_EMAIL: "office@example.com\r\nBcc: x@y.z" }),
    ).toThrow(/NOTIFY_EMAIL must be an e-mail address/);
  });
});

describe("TRASH_DAYS", () => {
  it("defaults to 30 days, also when empty", () => {
    expect(parseEnv({}).TRASH_DAYS).toBe(30);
    expect(parseEnv({ TRASH_DAYS: " " }).TRASH_DAYS).toBe(30);
  });
  it("reads a whole number of days", () => {
    expect(parseEnv({ TRASH_DAYS: "1" }).TRASH_DAYS).toBe(1);
    expect(parseEnv({ TRASH_DAYS: "90" }).TRASH_DAYS).toBe(90);
  });
  it("refuses anything else in one line that says what is accepted", () => {
    for (const value of ["0", "-1", "2.5", "a month", "3651"]) {
      expect(() => parseEnv({ TRASH_DAYS: value }), value).toThrow(
        /^Invalid environment configuration:\n {2}- TRASH_DAYS: TRASH_DAYS must be a whole number of days from 1 to 3650$/,
      );
    }
  });
});

describe("MESSAGE_RETENTION_MONTHS", () => {
  it("defaults to 24 months, also when empty", () => {
    expect(parseEnv({}).MESSAGE_RETENTION_MONTHS).toBe(24);
    expect(parseEnv({ MESSAGE_RETENTION_MONTHS: " " }).MESSAGE_RETENTION_MONTHS).toBe(24);
  });
  it("reads a whole number of months", () => {
    expect(parseEnv({ MESSAGE_RETENTION_MONTHS: "6" }).MESSAGE_RETENTION_MONTHS).toBe(6);
    expect(parseEnv({ MESSAGE_RETENTION_MONTHS: "1200" }).MESSAGE_RETENTION_MONTHS).toBe(1200);
  });
  it("refuses anything else with a message that says what is accepted", () => {
    for (const value of ["0", "-3", "1.5", "two years", "1201"]) {
      expect(() => parseEnv({ MESSAGE_RETENTION_MONTHS: value }), value).toThrow(
        /MESSAGE_RETENTION_MONTHS must be a whole number of months from 1 to 1200/,
      );
    }
  });
});
