import { Link } from "@remix-run/react";
import { IconArrowRight, IconPlayerPlayFilled } from "@tabler/icons-react";
import { useTranslation } from "~/i18n/translation";
import { PageRichText, PageText } from "~/components/PageText";
import { Picture } from "~/components/Picture";
import { useCompany } from "~/lib/use-company";
import { useLocalizedPath } from "~/i18n/localized-path";
import technologyImage from "~/images/technology.svg";

export function Technology() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { technologyVideoUrl } = useCompany();
  return (
    <section className="section" id="technology" aria-labelledby="technology-heading">
      <div className="container split">
        <div className="split__media">
          <Picture
            src={technologyImage}
            alt={t("technology.imageAlt")}
            width={560}
            height={420}
            sizes="(min-width: 900px) 50vw, 100vw"
          />
          {technologyVideoUrl && (
            <a className="play-button" href={technologyVideoUrl} target="_blank" rel="noopener noreferrer">
              <IconPlayerPlayFilled size={22} aria-hidden="true" />
              <span>{t("technology.watchVideo")}</span>
            </a>
          )}
        </div>
        <div className="split__text">
          <h2 id="technology-heading">
            <PageText name="technologyHeading" />
          </h2>
          <PageRichText name="technologyText" />
          <Link className="button" to={localized("/about")}>
            {t("common.aboutUs")} <IconArrowRight className="icon-flip" size={18} aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}
