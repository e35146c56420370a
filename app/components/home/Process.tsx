import { IconCode, IconPackage, IconSearch, IconUsers } from "@tabler/icons-react";
import { useTranslation } from "~/i18n/translation";
import { HomeSection } from "./HomeSection";

/** The four fixed steps of every project, in order. */
export const processSteps = [
  { key: "research", Icon: IconSearch },
  { key: "testing", Icon: IconUsers },
  { key: "development", Icon: IconCode },
  { key: "handover", Icon: IconPackage },
] as const;

export function Process() {
  const { t } = useTranslation();
  return (
    <HomeSection id="process" heading={t("process.heading")} intro={t("process.intro")} tinted>
      <ol className="process">
        {processSteps.map(({ key, Icon }, index) => (
          <li key={key} className="process__step">
            <span className="process__icon" aria-hidden="true">
              <Icon size={28} />
            </span>
            <span className="process__number">{t("process.stepLabel", { number: index + 1 })}</span>
            <h3>{t(`process.${key}.title`)}</h3>
            <p>{t(`process.${key}.text`)}</p>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}
