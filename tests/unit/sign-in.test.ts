import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createOrResetAccount } from "~/admin/accounts.server";
import { SIGN_IN_LIMIT_PER_ACCOUNT, SIGN_IN_LIMIT_PER_ADDRESS } from "~/admin/auth.server";
import { action } from "~/admin/routes/sign-in";
import { clearLimit } from "~/db/rate-limits.server";
import { scaled } from "../support/timeouts";
import { unwrap } from "./helpers";

/** The sign-in action as Remix calls it, on this file's real SQLite database. */
const EMAIL = "owner@zagros.test";
const PASSWORD = "the real password 42";

beforeAll(() => createOrResetAccount(EMAIL, PASSWORD));
afterEach(() => {
  vi.restoreAllMocks();
  clearLimit(SIGN_IN_LIMIT_PER_ADDRESS);
  clearLimit(SIGN_IN_LIMIT_PER_ACCOUNT);
});

function post(body: BodyInit, headers: Record<string, string> = {}, origin = "http://localhost") {
  return new Request(`${origin}/admin`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body,
  });
}

/** The answer's status, and the headers of a redirect (a successful sign-in). */
async function signIn(
  password: string,
  clientAddress: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers?: Headers; body?: { error: string; retryAfterSeconds?: number } }> {
  const request = post(new URLSearchParams({ email: EMAIL, password, redirectTo: "/dashboard" }), headers);
  try {
    return unwrap<{ error: string; retryAfterSeconds?: number }>(
      await action({ request, params: {}, context: { clientAddress, language: "en" } }),
    );
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, headers: thrown.headers };
    throw thrown;
  }
}

describe("signing in", () => {
  it("reads the posted form once: no copy of the request, the body read by the action's own reader", async () => {
    const request = post(new URLSearchParams({ email: EMAIL, password: PASSWORD, redirectTo: "/dashboard" }));
    const clone = vi.spyOn(request, "clone");
    const formData = vi.spyOn(request, "formData");
    const answer = await action({
      request,
      params: {},
      context: { clientAddress: "10.0.0.1", language: "en" },
    }).catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get("Location")).toBe("/dashboard");
    expect((answer as Response).headers.get("Set-Cookie")).toMatch(/__session=/);
    expect(request.bodyUsed).toBe(true);
    expect(formData).toHaveBeenCalledTimes(1);
    expect(clone).not.toHaveBeenCalled();
  });

  it("answers a body that is not a form with a 4xx, never a 500", async () => {
    const broken = post("--x\r\nContent-Disposition: form-data; name=email\r\n\r\nno end", {
      "Content-Type": "multipart/form-data; boundary=x",
    });
    const answer = await action({
      request: broken,
      params: {},
      context: { clientAddress: "10.0.0.2", language: "en" },
    }).catch((thrown: unknown) => thrown);
    const status = unwrap(answer).status;
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
  });

  // Seven password checks: seconds beside the build and ESLint in npm test.
  it(
    "stops one address after 5 failures in a minute with a 429 that says when to come back",
    { timeout: scaled(20_000) },
    async () => {
      for (let attempt = 1; attempt <= 5; attempt++) {
        expect((await signIn(`guess ${attempt}`, "10.1.1.1")).status, `attempt ${attempt}`).toBe(401);
      }
      const sixth = await signIn("guess 6", "10.1.1.1");
      expect(sixth.status).toBe(429);
      expect(sixth.body?.retryAfterSeconds).toBeGreaterThan(0);
      expect(sixth.body?.retryAfterSeconds).toBeLessThanOrEqual(60);
      // Another address may still try: the owner is not locked out by one guesser.
      expect((await signIn(PASSWORD, "10.1.1.2")).status).toBe(302);
    },
  );

  // Thirteen password checks (each a deliberately slow hash): seconds beside the build and ESLint in npm
  // test.
  it(
    "stops guesses at one account from many addresses after 10 in 15 minutes, but not a browser it signed in from before",
    { timeout: scaled(30_000) },
    async () => {
      const known = await signIn(PASSWORD, "10.2.0.1");
      expect(known.status).toBe(302);
      const deviceCookie = (known.headers?.getSetCookie() ?? [])
        .map((cookie) => cookie.split(";")[0]!)
        .find((cookie) => cookie.startsWith("__known_device="));
      expect(deviceCookie).toBeDefined();
      for (let attempt = 1; attempt <= 10; attempt++) {
        expect((await signIn(`guess ${attempt}`, `10.2.1.${attempt}`)).status, `attempt ${attempt}`).toBe(
          401,
        );
      }
      expect((await signIn(PASSWORD, "10.2.2.1")).status).toBe(429);
      expect((await signIn(PASSWORD, "10.2.2.2", { Cookie: deviceCookie! })).status).toBe(302);
    },
  );

  it("makes its cookies Secure exactly when the request came over HTTPS (the adapter puts a trusted proxy's scheme in the URL)", async () => {
    const cookiesOver = async (origin: string) => {
      const request = post(
        new URLSearchParams({ email: EMAIL, password: PASSWORD, redirectTo: "/dashboard" }),
        {},
        origin,
      );
      const answer = (await action({
        request,
        params: {},
        context: { clientAddress: "10.3.0.1", language: "en" },
      }).catch((thrown: unknown) => thrown)) as Response;
      expect(answer.status).toBe(302);
      return answer.headers.getSetCookie();
    };
    const overHttps = await cookiesOver("https://zagros.example");
    expect(overHttps.map((cookie) => cookie.split("=")[0]).sort()).toEqual(["__known_device", "__session"]);
    for (const cookie of overHttps) expect(cookie).toMatch(/; Secure/);
    // A LAN install over plain HTTP: cookies a browser keeps there.
    for (const cookie of await cookiesOver("http://192.168.1.20:3000")) expect(cookie).not.toMatch(/Secure/);
  });
});
