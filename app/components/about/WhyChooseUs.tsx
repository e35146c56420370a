import {
  IconCertificate,
  IconCoin,
  IconHeadset,
  IconSchool,
  IconShieldLock,
  IconUsersGroup,
} from "@tabler/icons-react";
import { useTranslation } from "~/i18n/translation";
import { Picture } from "~/components/Picture";

// Fingerprinted by Vite (see app/content/sample-images.ts).
const shapes = import.meta.glob<string>("../images/shapes/*.svg", {
  query: "?url",
  import: "default",
  eager: true,
});

export type ShapeNumber = 1 | 2 | 3 | 4 | 5 | 6;

const reasons = [
  { key: "experience", Icon: IconUsersGroup },
  { key: "quality", Icon: IconCertificate },
  { key: "support", Icon: IconHeadset },
  { key: "security", Icon: IconShieldLock },
  { key: "price", Icon: IconCoin },
  { key: "learning", Icon: IconSchool },
] as const;

/** Six reasons with icons, over one of six decorative shapes (1 by default). */
export function WhyChooseUs({ shape = 1 }: { shape?: ShapeNumber }) {
  const { t } = useTranslation();
  return (
    <section className="section why" aria-labelledby="why-heading">
      <Picture
        className="why__shape"
        src={shapes[`../images/shapes/shape-${shape}.svg`]!}
        alt=""
        width={400}
        height={400}
        sizes="420px"
      />
      <div className="container">
        <header className="section__header">
          <h2 id="why-heading">{t("about.why.heading")}</h2>
          <p>{t("about.why.intro")}</p>
        </header>
        <ul className="why__grid">
          {reasons.map(({ key, Icon }) => (
            <li key={key} className="why__card">
              <span className="why__icon" aria-hidden="true">
                <Icon size={28} />
              </span>
              <h3>{t(`about.why.${key}.title`)}</h3>
              <p>{t(`about.why.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
