import type { PreviewBanner as Banner } from "~/content/preview";

/**
 * Says, at the top of a public page a member of staff previews, that the
 * record on it is not what visitors see (hidden, or in the trash). Visitors
 * never get a page with it: the server adds it only to a signed-in preview.
 */
export function PreviewBanner({ banner }: { banner: Banner | null | undefined }) {
  if (!banner) return null;
  return (
    <aside
      className={`preview-banner preview-banner--${banner.state}`}
      aria-labelledby="preview-banner-heading"
    >
      <div className="container">
        <p id="preview-banner-heading" className="preview-banner__heading">
          {banner.heading}
        </p>
        <p>{banner.text}</p>
        <p className="preview-banner__links">
          {banner.links.map((link) => (
            <a key={link.href} href={link.href}>
              {link.text}
            </a>
          ))}
        </p>
      </div>
    </aside>
  );
}
