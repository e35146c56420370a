import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import {
  appCodeStep,
  groupedSecret,
  newRecoveryCodes,
  newTotpSecret,
  normaliseRecoveryCode,
  otpauthUri,
  qrCode,
  recoveryCodeHash,
} from "~/admin/second-factor.server";
import { runCreateAdmin } from "~/admin/create-admin.server";

/** The parts of two-step sign-in that need no server (the rest: tests/server/second-factor.test.ts). */
describe("recovery codes", () => {
  it("are ten, different, four groups of four without I, L, O or U: 80 random bits each", () => {
    const { codes, hashes } = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect(hashes).toEqual(codes.map((code) => recoveryCodeHash(code.replace(/-/g, ""))));
  });

  it("are read in any case, with spaces or dashes, O as 0 and I or L as 1", () => {
    expect(normaliseRecoveryCode(" abcd-efgh jkmn-pqr0 ")).toBe("ABCDEFGHJKMNPQR0");
    expect(normaliseRecoveryCode("ABCD-EFGH-JKMN-PQRO")).toBe("ABCDEFGHJKMNPQR0");
    expect(normaliseRecoveryCode("ilil-0000-0000-0000")).toBe("1111000000000000");
    expect(normaliseRecoveryCode("ABCD-EFGH-JKMN-PQRU")).toBeNull(); // U is in no code
    expect(normaliseRecoveryCode("ABCD-EFGH-JKMN")).toBeNull();
    expect(normaliseRecoveryCode("123456")).toBeNull();
  });
});

describe("app codes", () => {
  it("accept this step's code and one step either side, nothing further", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(groupedSecret(secret).split(" ")).toHaveLength(8);
    const now = Date.now();
    const totp = new TOTP({ secret: Secret.fromBase32(secret) });
    const step = Math.floor(now / 30_000);
    for (const delta of [-1, 0, 1]) {
      const code = totp.generate({ timestamp: now + delta * 30_000 });
      expect(appCodeStep(secret, code, now), `${delta}`).toBe(step + delta);
      expect(appCodeStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now)).toBe(step + delta);
    }
    // Two steps away (a minute), either way: refused.
    expect(appCodeStep(secret, totp.generate({ timestamp: now + 60_000 }), now)).toBeNull();
    expect(appCodeStep(secret, totp.generate({ timestamp: now - 60_000 }), now)).toBeNull();
    expect(appCodeStep(secret, "12345", now)).toBeNull();
    expect(appCodeStep(secret, "abcdef", now)).toBeNull();
  });

  it("are set up from an otpauth:// address with the account's e-mail, drawn as a QR code", () => {
    const uri = otpauthUri("JBSWY3DPEHPK3PXP", "dilan@zagros.test");
    expect(uri).toMatch(/^otpauth:\/\/totp\/.+:dilan%40zagros\.test\?/);
    expect(uri).toContain("secret=JBSWY3DPEHPK3PXP");
    const { size, path } = qrCode(uri);
    expect(size).toBeGreaterThanOrEqual(21);
    expect(path).toMatch(/^(M\d+ \d+h1v1h-1z)+$/);
  });
});

describe("create-admin --reset-second-factor", () => {
  const run = async (...argv: string[]) => {
    const lines: string[] = [];
    const code = await runCreateAdmin(argv, { log: (l) => lines.push(l), error: (l) => lines.push(l) });
    return { code, output: lines.join("\n") };
  };

  it("changes no password: refused with --password, and for an unknown address", async () => {
    const withPassword = await run("--email", "x@zagros.test", "--reset-second-factor", "--password", "p");
    expect(withPassword.code).toBe(2);
    expect(withPassword.output).toContain("--reset-second-factor changes no password");
    const unknown = await run("--email", "nobody@zagros.test", "--reset-second-factor");
    expect(unknown.code).toBe(1);
    expect(unknown.output).toBe("There is no staff account nobody@zagros.test. Nothing was changed.");
  });
});
