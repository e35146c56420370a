import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/PageHeader";
import { pageMeta } from "~/lib/meta";
import { useLocalizedPath } from "~/i18n/localized-path";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "solutions.metaTitle", description: "solutions.metaDescription" });

export default function SolutionsPage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <>
      <PageHeader title={t("solutions.heading")} />
      <section className="section">
        <div className="container prose">
          <p>{t("solutions.text")}</p>
          <ul className="link-list">
            <li>
              <Link to={localized("/solution-details/it-management")}>
                {t("solutionDetails.itManagement.title")}
              </Link>
            </li>
            <li>
              <Link to={localized("/solution-details/qa-testing")}>
                {t("solutionDetails.qaTesting.title")}
              </Link>
            </li>
          </ul>
        </div>
      </section>
    </>
  );
}
