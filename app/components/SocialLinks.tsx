import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandYoutube,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { site, type SocialNetwork } from "~/config/site";

const icons: Record<SocialNetwork, typeof IconBrandFacebook> = {
  Facebook: IconBrandFacebook,
  Instagram: IconBrandInstagram,
  LinkedIn: IconBrandLinkedin,
  YouTube: IconBrandYoutube,
};

export function SocialLinks({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={`social-links ${className ?? ""}`}>
      {site.social.map(({ network, url }) => {
        const Icon = icons[network];
        return (
          <li key={network}>
            <a
              href={url}
              rel="noopener noreferrer"
              target="_blank"
              aria-label={t("header.followUs", { network })}
            >
              <Icon size={18} aria-hidden="true" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
