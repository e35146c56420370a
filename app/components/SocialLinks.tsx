import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
  IconBrandYoutube,
} from "@tabler/icons-react";
import { useTranslation } from "~/i18n/translation";
import type { SocialNetwork } from "~/content/company-facts";
import { useCompany } from "~/lib/use-company";

const networks: Record<SocialNetwork, { name: string; Icon: typeof IconBrandFacebook }> = {
  facebook: { name: "Facebook", Icon: IconBrandFacebook },
  instagram: { name: "Instagram", Icon: IconBrandInstagram },
  linkedin: { name: "LinkedIn", Icon: IconBrandLinkedin },
  youtube: { name: "YouTube", Icon: IconBrandYoutube },
  x: { name: "X", Icon: IconBrandX },
};

/** The company's profiles that staff filled in at /admin/settings; nothing when there are none. */
export function SocialLinks({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { social } = useCompany();
  if (social.length === 0) return null;
  return (
    <ul className={`social-links ${className ?? ""}`}>
      {social.map(({ network, url }) => {
        const { name, Icon } = networks[network];
        return (
          <li key={network}>
            <a
              href={url}
              rel="noopener noreferrer"
              target="_blank"
              aria-label={t("header.followUs", { network: name })}
            >
              <Icon size={18} aria-hidden="true" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
