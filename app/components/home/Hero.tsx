import { Link } from "@remix-run/react";
import { enhance } from "~/enhance/attributes";
import { useTranslation } from "~/i18n/translation";
import { useLocalizedPath } from "~/i18n/localized-path";
import { languageAttributes, type ShownText } from "~/i18n/languages";

export type Banner = { id: string; title: ShownText; desc: ShownText };

/**
 * Every text the typing will show, invisible, stacked in one grid cell with
 * the typed text: the box is as tall as the longest of them at any width and
 * in any language, from the first paint, so nothing below it moves while
 * typed.js types and erases. The typing takes its texts from here too (app/enhance/typing.ts).
 */
function TypingSpace({ texts, children }: { texts: string[]; children: React.ReactNode }) {
  return (
    <span className="hero__typing-space" aria-hidden="true">
      {texts.map((text, index) => (
        <span key={index} className="hero__typing-sizer" dir="auto">
          {text}
        </span>
      ))}
      {children}
    </span>
  );
}

/**
 * Full-height banner. The first banner is in the server HTML; with JavaScript,
 * and unless the visitor prefers reduced motion, typed.js then loops through
 * every banner's title and description (app/enhance/typing.ts). It is only needed once the first
 * banner has been read, so it is fetched then, not with the page (docs/decisions/005-first-load.md).
 */
export function Hero({
  banners,
  fallback,
  servicesShown,
  contactShown,
}: {
  banners: Banner[];
  fallback: Banner;
  /** False when there are no services or staff hide their section: no button to a section left out. */
  servicesShown: boolean;
  /** False when staff hide the contact section. */
  contactShown: boolean;
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const first = banners[0] ?? fallback;
  const shown = banners.length > 0 ? banners : [fallback];
  return (
    <section className="hero" aria-labelledby="hero-title" {...(banners.length > 1 ? enhance("typing") : {})}>
      <div className="hero__backdrop" aria-hidden="true" />
      <div className="container hero__content">
        <h1 id="hero-title" className="hero__title">
          {/* What screen readers read (the typing is hidden from them): marked when an English one stands in. */}
          <span className="visually-hidden" {...languageAttributes(first.title.lang)}>
            {first.title.text}
          </span>
          <TypingSpace texts={shown.map((banner) => banner.title.text)}>
            <span className="hero__typed" dir="auto">
              {first.title.text}
            </span>
          </TypingSpace>
        </h1>
        <p className="hero__desc">
          <span className="visually-hidden" {...languageAttributes(first.desc.lang)}>
            {first.desc.text}
          </span>
          <TypingSpace texts={shown.map((banner) => banner.desc.text)}>
            <span className="hero__typed" dir="auto">
              {first.desc.text}
            </span>
          </TypingSpace>
        </p>
        <div className="hero__actions">
          {servicesShown && (
            <Link className="button button--light" to={localized("/#our-solutions")}>
              {t("hero.exploreServices")}
            </Link>
          )}
          {contactShown && (
            <Link className="button button--outline-light" to={localized("/#contact-us")}>
              {t("hero.talkToUs")}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
