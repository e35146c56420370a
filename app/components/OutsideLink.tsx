import { useTranslation } from "~/i18n/translation";

/**
 * A link to another site (WhatsApp, a map) in a new tab: the page it opens
 * gets no handle on ours (noopener), and screen readers hear that a tab opens.
 */
export function OutsideLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t("reach.opensInNewTab")}</span>
    </a>
  );
}
