import { runScript } from "./processes";
import { cookiesOf, visitorAddress } from "./http";

/** A member of staff: an account of the back office. */
export type Staff = { email: string; password: string };

/** Creates (or resets) a staff account with the real command, as a person would; resolves with its output. */
export async function createStaff(databasePath: string, staff: Staff): Promise<string> {
  const { code, stdout, stderr } = await runScript(
    "create-admin",
    ["--email", staff.email, "--password", staff.password],
    { DATABASE_PATH: databasePath },
  );
  if (code !== 0) throw new Error(`create-admin failed (${code}): ${stderr}`);
  return stdout;
}

/**
 * Signs in through the real form over HTTP and returns the cookies it set ("__session=…; …"), from an
 * address of its own; `headers` adds more (X-Forwarded-Proto: https, where SITE_URL says HTTPS).
 */
export async function signInCookie(
  base: string,
  staff: Staff,
  { headers = {} }: { headers?: Record<string, string> } = {},
): Promise<string> {
  const response = await fetch(`${base}/admin`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": visitorAddress(),
      ...headers,
    },
    body: new URLSearchParams({ email: staff.email, password: staff.password, redirectTo: "/dashboard" }),
  });
  if (response.status !== 302) throw new Error(`Sign-in answered ${response.status}`);
  return cookiesOf(response);
}

/** Whether a Cookie header opens the back office (200) or is sent to sign in (302). */
export async function dashboardStatus(base: string, cookie: string): Promise<number> {
  return (await fetch(`${base}/dashboard`, { headers: { Cookie: cookie }, redirect: "manual" })).status;
}

/** The sign-in's first step over HTTP, from an address of its own: its answer and the session cookie it set. */
export async function givePassword(site: { base: string }, staff: Staff, address = visitorAddress()) {
  const response = await fetch(`${site.base}/admin`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": address },
    body: new URLSearchParams({ email: staff.email, password: staff.password, redirectTo: "/dashboard" }),
  });
  return { response, cookie: cookiesOf(response, "__session") };
}

/** A signed-in session of an account without a second factor: the password alone lands on the dashboard. */
export async function passwordSession(site: { base: string }, staff: Staff): Promise<string> {
  const { response, cookie } = await givePassword(site, staff);
  const location = response.headers.get("location");
  if (response.status !== 302 || location !== "/dashboard")
    throw new Error(`The password step answered ${response.status} to ${location}, not the dashboard`);
  return cookie;
}
