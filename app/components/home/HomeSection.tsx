import { useTranslation } from "react-i18next";

/**
 * A home page section: anchor, heading and introduction, then either the
 * content or, when the list behind it is empty, 'No Data Available'.
 */
export function HomeSection({
  id,
  heading,
  intro,
  tinted = false,
  empty = false,
  children,
}: {
  id: string;
  heading: string;
  intro: string;
  tinted?: boolean;
  empty?: boolean;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section
      className={`section${tinted ? " section--tinted" : ""}`}
      id={id}
      aria-labelledby={`${id}-heading`}
    >
      <div className="container">
        <header className="section__header">
          <h2 id={`${id}-heading`}>{heading}</h2>
          <p>{intro}</p>
        </header>
        {empty ? <p className="empty">{t("common.noData")}</p> : children}
      </div>
    </section>
  );
}
