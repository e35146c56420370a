import { Form, Link, useLocation } from "@remix-run/react";
import { IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/translation";
import { formatInteger } from "~/i18n/digits";
import { useLanguage } from "~/i18n/use-language";
import { imageUrl } from "~/content/image";
import { uploadAt } from "~/content/stored-image";
import type { TranslationLanguage } from "~/content/content-types";
import { MissingBadges } from "~/admin/components/missing-translations";

/**
 * The image library's list (its type's `library`): a grid of its pictures instead of a table, each
 * with its name, its size in pixels, its page (the edit form) and Delete as the list has. The list
 * page keeps its search, filters, sort and pager around it.
 */

export type LibraryCard = {
  id: string;
  name: string;
  image: string;
  missing: TranslationLanguage[];
  editPath: string;
};

/** A picture at the size a card shows it: its WebP copies for the browser to choose from, when it has them. */
export function Thumbnail({ value, sizes, className }: { value: string; sizes: string; className: string }) {
  const src = imageUrl(value);
  const stored = uploadAt(src);
  return (
    <img
      src={src}
      srcSet={
        stored?.variants.length
          ? stored.variants.map((variant) => `${stored.folder}${variant.name} ${variant.width}w`).join(", ")
          : undefined
      }
      sizes={stored?.variants.length ? sizes : undefined}
      width={stored?.width}
      height={stored?.height}
      alt=""
      loading="lazy"
      className={className}
    />
  );
}

/** "1200 × 800 pixels" from the file's name (app/content/stored-image.ts); null for a file without its size. */
export function usePixels(value: string): string | null {
  const { t } = useTranslation();
  const lang = useLanguage();
  const stored = uploadAt(imageUrl(value));
  if (!stored?.width || !stored.height) return null;
  return t("admin.library.pixels", {
    width: formatInteger(stored.width, lang),
    height: formatInteger(stored.height, lang),
  });
}

export function LibraryGrid({
  cards,
  caption,
  busyId,
  onDelete,
  children,
}: {
  cards: LibraryCard[];
  /** What the grid is (the list's name and page), for screen readers. */
  caption: string;
  busyId: unknown;
  onDelete: (event: React.FormEvent<HTMLFormElement>) => void;
  /** The list's view, sent back with each Delete (hidden fields). */
  children: ReactNode;
}) {
  return (
    <ul className="library-grid" aria-label={caption}>
      {cards.map((card) => (
        <LibraryGridCard key={card.id} card={card} busy={busyId === card.id} onDelete={onDelete}>
          {children}
        </LibraryGridCard>
      ))}
    </ul>
  );
}

function LibraryGridCard({
  card,
  busy,
  onDelete,
  children,
}: {
  card: LibraryCard;
  busy: boolean;
  onDelete: (event: React.FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const pixels = usePixels(card.image);
  const name = card.name || t("admin.library.unnamed");
  return (
    <li className="library-card">
      <Link to={card.editPath} className="library-card__link">
        <span className="library-card__frame">
          <Thumbnail
            value={card.image}
            sizes="(max-width: 479px) 45vw, (max-width: 767px) 30vw, 12rem"
            className="library-card__picture"
          />
        </span>
        <span className="library-card__name" dir="auto">
          {name}
        </span>
      </Link>
      {pixels && <p className="library-card__facts">{pixels}</p>}
      {card.missing.length > 0 && <MissingBadges missing={card.missing} />}
      <Form method="post" onSubmit={onDelete} className="library-card__actions">
        <input type="hidden" name="id" value={card.id} />
        <input type="hidden" name="intent" value="delete" />
        {children}
        <button
          type="submit"
          className="button button--small button--danger"
          aria-label={t("admin.list.deleteRecord", { title: name })}
          disabled={busy}
        >
          <IconTrash size={16} aria-hidden="true" /> {t("admin.list.delete")}
        </button>
      </Form>
    </li>
  );
}

/** All pictures / those nothing uses (`?unused=1`): plain links that keep the list's other choices. */
export function UnusedFilter({ unused }: { unused: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const hrefFor = (only: boolean) => {
    const query = new URLSearchParams(location.search);
    query.delete("page");
    if (only) query.set("unused", "1");
    else query.delete("unused");
    const search = query.toString();
    return `${location.pathname}${search ? `?${search}` : ""}`;
  };
  return (
    <nav className="list-filter" aria-label={t("admin.library.useFilter")}>
      <span className="list-filter__label" aria-hidden="true">
        {t("admin.library.useFilter")}
      </span>
      <ul>
        {[false, true].map((only) => (
          <li key={String(only)}>
            <Link
              to={hrefFor(only)}
              className="list-filter__link"
              aria-current={unused === only ? "page" : undefined}
            >
              {t(only ? "admin.library.unusedOnly" : "admin.library.allPictures")}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
