import { site } from "~/config/site";

/**
 * Where to load a stored image from: absolute http(s) URLs as they are, any
 * other value as a path on our own origin (never protocol-relative), and the
 * company logo when there is no image.
 */
export function imageUrl(value: string | null | undefined): string {
  const trimmed = (value ?? "").trim();
  if (trimmed === "") return site.defaultLogo;
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  return `/${trimmed.replace(/^[/\\]+/, "")}`;
}
