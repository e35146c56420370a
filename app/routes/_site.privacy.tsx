import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { IconMail, IconPhone } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/PageHeader";
import { env } from "~/config/env.server";
import { site } from "~/config/site";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "privacy.metaTitle", description: "privacy.metaDescription" });

/** The retention the page states is the one the server applies (MESSAGE_RETENTION_MONTHS). */
export function loader() {
  return { retentionMonths: env().MESSAGE_RETENTION_MONTHS };
}

const sections = [
  { key: "stored", texts: ["storedText", "spamText"] },
  { key: "kept", texts: ["keptText"] },
  { key: "cookies", texts: ["cookiesText"] },
  { key: "deletion", texts: ["deletionText"] },
] as const;

export default function PrivacyPage() {
  const { t } = useTranslation();
  const { retentionMonths } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={t("privacy.heading")}>
        <p className="page-header__intro">{t("privacy.intro")}</p>
      </PageHeader>
      <section className="section">
        <div className="container prose privacy">
          {sections.map(({ key, texts }) => (
            <section key={key} aria-labelledby={`privacy-${key}`}>
              <h2 id={`privacy-${key}`}>{t(`privacy.${key}Heading`)}</h2>
              {texts.map((text) => (
                <p key={text} id={`privacy-${text}`}>
                  {t(`privacy.${text}`, { months: retentionMonths })}
                </p>
              ))}
            </section>
          ))}
          <ul className="privacy__contact">
            <li>
              <IconMail size={18} aria-hidden="true" /> {t("header.emailUs")}:{" "}
              <a href={`mailto:${site.email}`} dir="ltr">
                {site.email}
              </a>
            </li>
            <li>
              <IconPhone size={18} aria-hidden="true" /> {t("header.callUs")}:{" "}
              <a href={site.phoneHref} dir="ltr">
                {site.phone}
              </a>
            </li>
          </ul>
        </div>
      </section>
    </>
  );
}
