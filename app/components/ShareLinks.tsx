import {
  IconBrandFacebook,
  IconBrandLinkedin,
  IconBrandTelegram,
  IconBrandWhatsapp,
  IconBrandX,
  IconMail,
} from "@tabler/icons-react";
import { useTranslation } from "~/i18n/translation";

/** Share links are plain links to each network's share page: no third-party script runs here. */
function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(`${title} ${url}`);
  return [
    {
      network: "Facebook",
      Icon: IconBrandFacebook,
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    },
    { network: "WhatsApp", Icon: IconBrandWhatsapp, href: `https://wa.me/?text=${text}` },
    {
      network: "Telegram",
      Icon: IconBrandTelegram,
      href: `https://t.me/share/url?url=${u}&text=${encodeURIComponent(title)}`,
    },
    {
      network: "LinkedIn",
      Icon: IconBrandLinkedin,
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    },
    {
      network: "X",
      Icon: IconBrandX,
      href: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}`,
    },
  ];
}

/** A record's page shared: each network's share page, and an e-mail; labelled by the heading `labelledBy`. */
export function ShareLinks({ url, title, labelledBy }: { url: string; title: string; labelledBy: string }) {
  const { t } = useTranslation();
  return (
    <ul className="social-links" aria-labelledby={labelledBy}>
      {shareLinks(url, title).map(({ network, Icon, href }) => (
        <li key={network}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t("solutionDetails.shareOn", { network })}
          >
            <Icon size={18} aria-hidden="true" />
          </a>
        </li>
      ))}
      <li>
        <a
          href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`}
          aria-label={t("solutionDetails.shareByEmail")}
        >
          <IconMail size={18} aria-hidden="true" />
        </a>
      </li>
    </ul>
  );
}
