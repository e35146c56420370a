import type { MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/PageHeader";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "team.metaTitle", description: "team.metaDescription" });

export default function TeamPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t("team.heading")} />
      <section className="section">
        <div className="container prose">
          <p>{t("team.text")}</p>
        </div>
      </section>
    </>
  );
}
