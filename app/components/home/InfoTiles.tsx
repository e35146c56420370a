import { Link } from "@remix-run/react";
import { IconArrowRight, IconInfoCircle, IconX } from "@tabler/icons-react";
import { useTranslation } from "~/i18n/translation";
import { PageText } from "~/components/PageText";
import { languageAttributes, type Language, type ShownText } from "~/i18n/languages";
import { RichText } from "~/components/RichText";
import { useLocalizedPath } from "~/i18n/localized-path";

/** `excerpt` is the start of `desc`'s words, cut on the server; the modal shows all of `desc`, formatted. */
export type InfoTile = {
  id: string;
  title: ShownText;
  excerpt: ShownText;
  desc: { html: string; lang?: Language };
};

/**
 * The fixed "About us" tile, then one tile per info area. A tile links to its
 * modal's anchor: without JavaScript the modal shows through CSS :target;
 * with JavaScript it opens as a native modal <dialog> (app/enhance/dialog-links.ts).
 */
export function InfoTiles({ tiles }: { tiles: InfoTile[] }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();

  return (
    <section className="info-tiles" id="info-tiles" aria-labelledby="info-tiles-heading">
      <h2 id="info-tiles-heading" className="visually-hidden">
        <PageText name="tilesHeading" />
      </h2>
      <ul className="container info-tiles__grid">
        <li>
          <Link className="info-tile info-tile--about" to={localized("/about")}>
            <span className="info-tile__title">{t("common.aboutUs")}</span>
            <span className="info-tile__text">
              <PageText name="tilesText" />
            </span>
            <span className="info-tile__more">
              {t("infoTiles.aboutLink")} <IconArrowRight className="icon-flip" size={18} aria-hidden="true" />
            </span>
          </Link>
        </li>
        {tiles.map((tile) => (
          <li key={tile.id}>
            <a className="info-tile" href={`#info-${tile.id}`} aria-haspopup="dialog">
              <IconInfoCircle className="info-tile__icon" size={28} aria-hidden="true" />
              {/* dir="auto": an English fallback on a Kurdish or Arabic page keeps its punctuation right. */}
              <span className="info-tile__title" dir="auto" {...languageAttributes(tile.title.lang)}>
                {tile.title.text}
              </span>
              <span className="info-tile__text" dir="auto" {...languageAttributes(tile.excerpt.lang)}>
                {tile.excerpt.text}
              </span>
              <span className="info-tile__more">{t("common.readMore")}</span>
            </a>
          </li>
        ))}
      </ul>
      {tiles.map((tile) => (
        <dialog
          key={tile.id}
          id={`info-${tile.id}`}
          className="modal"
          aria-labelledby={`info-${tile.id}-title`}
        >
          <div className="modal__box">
            <a href="#info-tiles" className="modal__close" aria-label={t("common.close")}>
              <IconX aria-hidden="true" />
            </a>
            <h3 id={`info-${tile.id}-title`} dir="auto" {...languageAttributes(tile.title.lang)}>
              {tile.title.text}
            </h3>
            <RichText html={tile.desc.html} lang={tile.desc.lang} dir="auto" />
          </div>
        </dialog>
      ))}
    </section>
  );
}
