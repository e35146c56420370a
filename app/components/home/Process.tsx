import { IconCode, IconPackage, IconSearch, IconUsers } from "@tabler/icons-react";
import { useTranslation } from "~/i18n/translation";
import { PageText } from "~/components/PageText";
import { HomeSection } from "./HomeSection";

/** The four steps of every project, in order: their icons here, their texts the home page's (step1Title, …). */
export const processSteps = [
  { key: "step1", Icon: IconSearch },
  { key: "step2", Icon: IconUsers },
  { key: "step3", Icon: IconCode },
  { key: "step4", Icon: IconPackage },
] as const;

export function Process() {
  const { t } = useTranslation();
  return (
    <HomeSection
      id="process"
      heading={<PageText name="processHeading" />}
      intro={<PageText name="processIntro" />}
      tinted
    >
      <ol className="process">
        {processSteps.map(({ key, Icon }, index) => (
          <li key={key} className="process__step">
            <span className="process__icon" aria-hidden="true">
              <Icon size={28} />
            </span>
            <span className="process__number">{t("process.stepLabel", { number: index + 1 })}</span>
            <h3>
              <PageText name={`${key}Title`} />
            </h3>
            <p>
              <PageText name={`${key}Text`} />
            </p>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}
