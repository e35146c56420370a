import type { AppLoadContext } from "@remix-run/node";
import { adminRouteFor } from "~/admin/route-table";
import { detectLanguage } from "~/i18n/i18n.server";

/** Calls a Remix loader or action as the server would, with a real Request and the facts it decides. */
export async function callRoute<T>(
  handler: (args: { request: Request; params: Record<string, string>; context: AppLoadContext }) => T,
  url: string,
  init: RequestInit & { clientAddress?: string } = {},
): Promise<Awaited<T>> {
  const request = new Request(new URL(url, "http://localhost"), init);
  const adminRoute = adminRouteFor(new URL(request.url).pathname);
  return await handler({
    request,
    // A back-office route's parameters, as Remix reads them from the same table's path.
    params: adminRoute?.params ?? {},
    context: {
      clientAddress: init.clientAddress ?? "127.0.0.1",
      language: await detectLanguage(request),
      adminRoute,
    },
  });
}

export function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

/** What Remix's `data()` returns (single fetch): the loader's data and the response's status and headers. */
type DataWithResponseInit = { type: "DataWithResponseInit"; data: unknown; init: ResponseInit | null };

function isDataWithResponseInit(result: unknown): result is DataWithResponseInit {
  return (
    typeof result === "object" &&
    result !== null &&
    "type" in result &&
    result.type === "DataWithResponseInit" &&
    "data" in result &&
    "init" in result
  );
}

/**
 * Unwraps Remix's `data()` results (single fetch) into status, body and the response's init (none for
 * plain data). `T` is the body's type as the caller knows it.
 */
export function unwrap<T>(result: unknown): { status: number; body: T; init: ResponseInit | null } {
  if (isDataWithResponseInit(result))
    return { status: result.init?.status ?? 200, body: result.data as T, init: result.init };
  return { status: 200, body: result as T, init: null };
}

/** The session cookie of a new staff account, as the browser would send it after signing in. */
export async function staffCookie(email: string): Promise<string> {
  const { createAccount } = await import("~/admin/accounts.server");
  const { commitSession, sessionStorage } = await import("~/admin/session.server");
  // Added "by" an account of no consequence: unit tests send no mail (the Owners' alerts need SMTP_URL).
  const account = await createAccount(email, "a long enough password", "owner", {
    id: "tests",
    email: "tests@example.com",
    role: "owner",
  });
  if (!account.ok) throw new Error(`could not create ${email}: ${account.problem}`);
  const session = await sessionStorage().getSession();
  session.set("staffId", account.id);
  return (await commitSession(session, new Request("http://localhost/"))).split(";")[0]!;
}
