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

import shape1 from "~/images/shapes/shape-1.svg";
import shape2 from "~/images/shapes/shape-2.svg";
import shape3 from "~/images/shapes/shape-3.svg";
import shape4 from "~/images/shapes/shape-4.svg";
import shape5 from "~/images/shapes/shape-5.svg";
import shape6 from "~/images/shapes/shape-6.svg";

/** The specification's six decorative shapes, chosen by number (fingerprinted by Vite). */
const shapes = { 1: shape1, 2: shape2, 3: shape3, 4: shape4, 5: shape5, 6: shape6 } as const;
export type ShapeNumber = keyof typeof shapes;

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
      <Picture className="why__shape" src={shapes[shape]} alt="" width={400} height={400} sizes="420px" />
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
