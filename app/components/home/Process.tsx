import { IconCode, IconPackage, IconSearch, IconUsers } from "@tabler/icons-react";
import { useTranslation } from "~/i18n/translation";
import { usePageTexts } from "~/lib/page-texts-context";
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
  const texts = usePageTexts();
  return (
    <HomeSection id="process" heading={texts.processHeading ?? ""} intro={texts.processIntro ?? ""} tinted>
      <ol className="process">
        {processSteps.map(({ key, Icon }, index) => (
          <li key={key} className="process__step">
            <span className="process__icon" aria-hidden="true">
              <Icon size={28} />
            </span>
            <span className="process__number">{t("process.stepLabel", { number: index + 1 })}</span>
            <h3>{texts[`${key}Title`]}</h3>
            <p>{texts[`${key}Text`]}</p>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}
