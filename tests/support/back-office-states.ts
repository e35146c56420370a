import { createHash } from "node:crypto";
import { postForm } from "./http";
import type { SiteData } from "./site";

/**
 * What a version's page and a staff preview need to show something, made over HTTP as staff would:
 * the first product saved once more (so it has a version) and the first team member hidden. Used by
 * the markup check (tests/server) and the accessibility check (tests/e2e) of those pages.
 */
export async function savedVersionAndHiddenMember(site: SiteData & { base: string }, cookie: string) {
  const post = async (path: string, fields: Record<string, string>, image?: null) => {
    const response = await postForm(site.base, path, fields, {
      cookie,
      image,
      headers: { Origin: site.base },
    });
    if (response.status !== 302) throw new Error(`POST ${path} answered ${response.status}, not a redirect`);
  };
  const product = site.firstId("products");
  await post(`/admin/edit-product/${product}`, { titleEn: "Checked product", descEn: "Checked text" }, null);
  const [version] = site.query<{ id: number }>(
    "select id from record_versions where record_id = ? order by id limit 1",
    product,
  );
  if (!version) throw new Error(`saving product ${product} kept no version`);
  const member = site.firstId("team_members");
  await post("/admin/list-team-members", { id: member, intent: "hide", page: "1" });
  return {
    product,
    member,
    versionPath: `/admin/edit-product/${product}/versions/${version.id}`,
    previewPath: `/team?preview=team-member:${member}`,
  };
}

/**
 * A usable password-reset link for the site's first account, as if it had been e-mailed (its row holds
 * the token's SHA-256): its page for the checks that look at every screen.
 */
export function usableResetLink(site: SiteData, token: string): string {
  const [account] = site.query<{ id: string }>("select id from staff_accounts");
  if (!account) throw new Error("The site has no staff account to reset");
  site.execute(
    "insert into password_resets (key, staff_id, created_at, expires_at) values (?, ?, ?, ?)",
    createHash("sha256").update(token).digest("base64url"),
    account.id,
    Date.now(),
    Date.now() + 60 * 60_000,
  );
  return `/admin/reset-password?token=${token}`;
}

/**
 * "Confirm it is you" on a back-office page whose sensitive buttons ask for the password again (the
 * staff page, the trash): the browser's session was signed in from another address over HTTP, as a
 * person's of more than ten minutes ago would be, so the password is asked once, here.
 */
export async function confirmIdentity(page: import("@playwright/test").Page, password: string) {
  await page.locator("#confirm-card-password").fill(password);
  await page.locator(".confirm-identity button[type=submit]").click();
  await page.locator(".confirm-identity").waitFor({ state: "detached" });
}
