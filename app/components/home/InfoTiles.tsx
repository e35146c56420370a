import { Link } from "@remix-run/react";
import { IconArrowRight, IconInfoCircle, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useLocalizedPath } from "~/i18n/localized-path";

export type InfoTile = { id: string; title: string; desc: string };

/**
 * The fixed "About us" tile, then one tile per info area. A tile links to its
 * modal's anchor: without JavaScript the modal shows through CSS :target;
 * with JavaScript it opens as a native modal <dialog>.
 */
export function InfoTiles({ tiles }: { tiles: InfoTile[] }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();

  function open(event: React.MouseEvent<HTMLAnchorElement>, id: string) {
    const dialog = document.getElementById(id);
    if (!(dialog instanceof HTMLDialogElement)) return;
    event.preventDefault();
    dialog.showModal();
  }
  function close(event: React.MouseEvent<HTMLAnchorElement>) {
    const dialog = event.currentTarget.closest("dialog");
    if (!dialog?.open) return; // opened by :target, without JavaScript: follow the link
    event.preventDefault();
    dialog.close();
  }

  return (
    <section className="info-tiles" id="info-tiles" aria-labelledby="info-tiles-heading">
      <h2 id="info-tiles-heading" className="visually-hidden">
        {t("infoTiles.heading")}
      </h2>
      <ul className="container info-tiles__grid">
        <li>
          <Link className="info-tile info-tile--about" to={localized("/about")}>
            <span className="info-tile__title">{t("common.aboutUs")}</span>
            <span className="info-tile__text">{t("infoTiles.aboutText")}</span>
            <span className="info-tile__more">
              {t("infoTiles.aboutLink")} <IconArrowRight className="icon-flip" size={18} aria-hidden="true" />
            </span>
          </Link>
        </li>
        {tiles.map((tile) => (
          <li key={tile.id}>
            <a
              className="info-tile"
              href={`#info-${tile.id}`}
              aria-haspopup="dialog"
              onClick={(event) => open(event, `info-${tile.id}`)}
            >
              <IconInfoCircle className="info-tile__icon" size={28} aria-hidden="true" />
              <span className="info-tile__title">{tile.title}</span>
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
            <a href="#info-tiles" className="modal__close" aria-label={t("common.close")} onClick={close}>
              <IconX aria-hidden="true" />
            </a>
            <h3 id={`info-${tile.id}-title`}>{tile.title}</h3>
            <p>{tile.desc}</p>
          </div>
        </dialog>
      ))}
    </section>
  );
}
