import {
  IconCertificate,
  IconCoin,
  IconHeadset,
  IconSchool,
  IconShieldLock,
  IconUsersGroup,
} from "@tabler/icons-react";
import { PageText } from "~/components/PageText";
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
export const isShapeNumber = (value: number): value is ShapeNumber => Object.hasOwn(shapes, value);

/** The six reasons' icons, in order; their texts are the About page's (why1Title, why1Text, …). */
const reasonIcons = [IconUsersGroup, IconCertificate, IconHeadset, IconShieldLock, IconCoin, IconSchool];

/** Six reasons with icons, over one of six decorative shapes (1 by default). */
export function WhyChooseUs({ shape = 1 }: { shape?: ShapeNumber }) {
  return (
    <section className="section why" aria-labelledby="why-heading">
      <Picture className="why__shape" src={shapes[shape]} alt="" width={400} height={400} sizes="420px" />
      <div className="container">
        <header className="section__header">
          <h2 id="why-heading">
            <PageText name="whyHeading" />
          </h2>
          <p>
            <PageText name="whyIntro" />
          </p>
        </header>
        <ul className="why__grid">
          {reasonIcons.map((Icon, index) => (
            <li key={index} className="why__card">
              <span className="why__icon" aria-hidden="true">
                <Icon size={28} />
              </span>
              <h3>
                <PageText name={`why${index + 1}Title`} />
              </h3>
              <p>
                <PageText name={`why${index + 1}Text`} />
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
