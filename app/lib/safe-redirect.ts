/**
 * Where to send someone back to (after sign-in, after choosing a language): only a path on this site. The value is
 * normalised first (`/.//evil.example` and `/a/..//x` collapse to a path that
 * starts with `//`, which a browser reads as another host) and checked after:
 * anything that could leave the site falls back to `fallback`.
 */
export function safeRedirect(target: unknown, fallback: string): string {
  if (typeof target !== "string" || !target.startsWith("/")) return fallback;
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return fallback;
  let url: URL;
  try {
    const base = "http://site.invalid";
    url = new URL(target, base);
    if (url.origin !== base) return fallback;
  } catch {
    return fallback;
  }
  const normalised = `${url.pathname}${url.search}${url.hash}`;
  if (!normalised.startsWith("/") || normalised.startsWith("//") || normalised.includes("\\"))
    return fallback;
  return normalised;
}
