import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { languageOf } from "~/lib/request-facts";
import { useLoaderData } from "@remix-run/react";
import { IconMail, IconPhone } from "@tabler/icons-react";
import { useTranslation } from "~/i18n/translation";
import { PageHeader } from "~/components/PageHeader";
import { PhoneNumber } from "~/components/PhoneNumber";
import { env } from "~/config/env.server";
import { useCompany } from "~/lib/use-company";
import { formatInteger } from "~/i18n/digits";
import { pageMetaFromTexts } from "~/lib/meta";
import { pageTexts } from "~/site/page-texts.server";
import { PageRichText, PageText } from "~/components/PageText";
import { PageTextsContext } from "~/lib/page-texts-context";
import { sharingMeta } from "~/lib/sharing";

export const meta: MetaFunction<typeof loader> = ({ matches, location, data }) => [
  ...pageMetaFromTexts(matches, data?.texts),
  ...sharingMeta({ matches, location }),
];

/**
 * The notice's texts (staff edit them at /admin/page-privacy) come with the
 * page, in its language. The retention it states is the one the server
 * applies (MESSAGE_RETENTION_MONTHS), filled in for `{{months}}`, and the days a page view's row is
 * kept (VISIT_DETAIL_DAYS) for `{{days}}`.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const lang = languageOf(context);
  const months = formatInteger(env().MESSAGE_RETENTION_MONTHS, lang);
  // How long each page view's own row is kept (VISIT_DETAIL_DAYS): docs/decisions/049-visitor-statistics.md.
  const days = formatInteger(env().VISIT_DETAIL_DAYS, lang);
  return pageTexts("privacyPage", lang, { months, days });
}

const sections = [
  { key: "stored", paragraphs: ["storedText", "spamText"] },
  { key: "kept", paragraphs: ["keptText"] },
  { key: "visits", paragraphs: ["visitsText"] },
  { key: "cookies", paragraphs: ["cookiesText"] },
  { key: "deletion", paragraphs: ["deletionText"] },
] as const;

export default function PrivacyPage() {
  const { t } = useTranslation();
  const { texts, fellBack, html } = useLoaderData<typeof loader>();
  const company = useCompany();
  const [mainPhone] = company.phones;
  return (
    <PageTextsContext.Provider value={{ texts, fellBack, html }}>
      <PageHeader title={<PageText name="heading" />}>
        <p className="page-header__intro">
          <PageText name="intro" />
        </p>
      </PageHeader>
      <section className="section">
        <div className="container prose privacy">
          {sections.map(({ key, paragraphs }) => (
            <section key={key} aria-labelledby={`privacy-${key}`}>
              <h2 id={`privacy-${key}`}>
                <PageText name={`${key}Heading`} />
              </h2>
              {paragraphs.map((text) => (
                <PageRichText key={text} name={text} id={`privacy-${text}`} />
              ))}
            </section>
          ))}
          <ul className="privacy__contact">
            <li>
              <IconMail size={18} aria-hidden="true" /> {t("header.emailUs")}:{" "}
              <a href={`mailto:${company.email}`} dir="ltr">
                {company.email}
              </a>
            </li>
            {mainPhone && (
              <li>
                <IconPhone size={18} aria-hidden="true" /> {t("header.callUs")}:{" "}
                <a href={mainPhone.href}>
                  <PhoneNumber phone={mainPhone.text} />
                </a>
              </li>
            )}
          </ul>
        </div>
      </section>
    </PageTextsContext.Provider>
  );
}
