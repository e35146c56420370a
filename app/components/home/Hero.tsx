import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/translation";
import { useLocalizedPath } from "~/i18n/localized-path";

export type Banner = { id: string; title: string; desc: string };

/** Speeds of the typing animation (ms per character), from the specification. */
export const TYPING = {
  title: { typeSpeed: 40, backSpeed: 50 },
  desc: { typeSpeed: 30, backSpeed: 10 },
} as const;

/** How long a typed banner stays whole before it is erased; the first one, from the page, too. */
const READING_TIME_MS = 2000;

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
 * has been read, so it is fetched then, not with the page (docs/decisions/first-load.md).
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
  const titles = banners.map((banner) => banner.title).join("\u0000");
  const descs = banners.map((banner) => banner.desc).join("\u0000");

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
        // An empty contentType makes typed.js write textContent: banner texts
        // come from the back office and are never parsed as HTML. typed.js takes
        // the text already in the element (the first banner) as its first string
        // and erases it first, so the others follow it.
        const shared = { loop: true, contentType: "", showCursor: false, backDelay: READING_TIME_MS };
        instances.push(
          new Typed(titleEl, { ...shared, ...TYPING.title, strings: titles.split("\u0000").slice(1) }),
          new Typed(descEl, { ...shared, ...TYPING.desc, strings: descs.split("\u0000").slice(1) }),
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
          <span className="visually-hidden">{first.title}</span>
          <TypingSpace texts={shown.map((banner) => banner.title)}>
            <span ref={titleRef} className="hero__typed" dir="auto">
              {first.title}
            </span>
          </TypingSpace>
        </h1>
        <p className="hero__desc">
          <span className="visually-hidden">{first.desc}</span>
          <TypingSpace texts={shown.map((banner) => banner.desc)}>
            <span ref={descRef} className="hero__typed" dir="auto">
              {first.desc}
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
