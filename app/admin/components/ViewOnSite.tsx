import { IconExternalLink } from "@tabler/icons-react";
import { useTranslation } from "~/i18n/translation";

/**
 * "View on the site": the record's public page as visitors see it, or, when
 * it is hidden, as staff alone may (a preview, app/admin/preview.server.ts).
 * A whole page load: the public site has its own layout.
 */
export function ViewOnSite({ path }: { path: string }) {
  const { t } = useTranslation();
  return (
    <a className="button button--ghost" href={path}>
      <IconExternalLink size={18} aria-hidden="true" /> {t("admin.preview.viewOnSite")}
    </a>
  );
}
