import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/translation";
import { useLocalizedPath } from "~/i18n/localized-path";
import { languageAttributes, type ShownText } from "~/i18n/languages";
import { READING_TIME_MS, TYPING, typeThrough } from "./typing";

export type Banner = { id: string; title: ShownText; desc: ShownText };

/**
 * Every text the typing will show, invisible, stacked in one grid cell with
 * the typed text: the box is as tall as the longest of them at any width and
 * in any language, from the first paint, so nothing below it moves while
 * typed.js types and erases.
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
 * every banner's title and description. It is only needed once the first banner
 * has been read, so it is fetched then, not with the page (docs/decisions/005-first-load.md).
 */
export function Hero({
  banners,
  fallback,
  servicesShown,
}: {
  banners: Banner[];
  fallback: Banner;
  /** False when there are no services: no button to a section that is left out. */
  servicesShown: boolean;
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const first = banners[0] ?? fallback;
  const titleRef = useRef<HTMLSpanElement>(null);
  const descRef = useRef<HTMLSpanElement>(null);
  const titles = banners.map((banner) => banner.title.text).join("\u0000");
  const descs = banners.map((banner) => banner.desc.text).join("\u0000");

  useEffect(() => {
    if (banners.length === 0 || !titleRef.current || !descRef.current) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let cancelled = false;
    const instances: { destroy(): void }[] = [];
    const titleEl = titleRef.current;
    const descEl = descRef.current;
    const start = () =>
      void import("typed.js").then(({ default: Typed }) => {
        if (cancelled) return;
        instances.push(
          typeThrough(Typed, titleEl, titles.split("\u0000"), TYPING.title),
          typeThrough(Typed, descEl, descs.split("\u0000"), TYPING.desc),
        );
      });
    const timer = setTimeout(start, READING_TIME_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      instances.forEach((instance) => instance.destroy());
    };
  }, [banners.length, titles, descs]);

  const shown = banners.length > 0 ? banners : [fallback];
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__backdrop" aria-hidden="true" />
      <div className="container hero__content">
        <h1 id="hero-title" className="hero__title">
          {/* What screen readers read (the typing is hidden from them): marked when an English one stands in. */}
          <span className="visually-hidden" {...languageAttributes(first.title.lang)}>
            {first.title.text}
          </span>
          <TypingSpace texts={shown.map((banner) => banner.title.text)}>
            <span ref={titleRef} className="hero__typed" dir="auto">
              {first.title.text}
            </span>
          </TypingSpace>
        </h1>
        <p className="hero__desc">
          <span className="visually-hidden" {...languageAttributes(first.desc.lang)}>
            {first.desc.text}
          </span>
          <TypingSpace texts={shown.map((banner) => banner.desc.text)}>
            <span ref={descRef} className="hero__typed" dir="auto">
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
          <Link className="button button--outline-light" to={localized("/#contact-us")}>
            {t("hero.talkToUs")}
          </Link>
        </div>
      </div>
    </section>
  );
}
