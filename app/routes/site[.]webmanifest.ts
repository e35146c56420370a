import { companyInfo } from "~/db/company-settings.server";
import { fallbackLanguage } from "~/i18n/languages";

/** The web app manifest, named after the company as staff wrote it at /admin/settings (in the fallback language, English). */
export function loader() {
  const { name, tagline } = companyInfo(fallbackLanguage);
  const manifest = {
    name,
    short_name: name,
    description: tagline,
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
    ],
    theme_color: "#0c3f94",
    background_color: "#ffffff",
    start_url: "/",
    display: "browser",
  };
  return new Response(JSON.stringify(manifest, null, 2), {
    headers: { "Content-Type": "application/manifest+json", "Cache-Control": "public, max-age=3600" },
  });
}
