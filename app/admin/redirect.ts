export const DEFAULT_AFTER_SIGN_IN = "/dashboard";

/**
 * Where to send someone after sign-in: only a path on this site. Anything
 * that could leave it (`//evil.com`, `/\evil.com`, `https://…`, control
 * characters) falls back to the dashboard.
 */
export function safeRedirect(target: unknown, fallback = DEFAULT_AFTER_SIGN_IN): string {
  if (typeof target !== "string" || !target.startsWith("/")) return fallback;
  if (target.startsWith("//") || target.startsWith("/\\")) return fallback;
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return fallback;
  try {
    const base = "http://site.invalid";
    const url = new URL(target, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
