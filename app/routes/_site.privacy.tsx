import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { IconMail, IconPhone } from "@tabler/icons-react";
import { useTranslation } from "~/i18n/translation";
import { PageHeader } from "~/components/PageHeader";
import { PhoneNumber } from "~/components/PhoneNumber";
import { env } from "~/config/env.server";
import { useCompany } from "~/lib/use-company";
import { formatInteger } from "~/i18n/digits";
import { detectLanguage } from "~/i18n/i18n.server";
import { privacyTexts, type PrivacyTexts } from "~/i18n/resources/privacy.server";
import { pageMeta } from "~/lib/meta";
import { sharingMeta } from "~/lib/sharing";

export const meta: MetaFunction = ({ matches, location }) => [
  ...pageMeta(matches, { title: "privacy.metaTitle", description: "privacy.metaDescription" }),
  ...sharingMeta({ matches, location }),
];

/**
 * The notice's paragraphs come with the page, in its language, not in the
 * interface texts every page ships. The retention it states is the one the
 * server applies (MESSAGE_RETENTION_MONTHS).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const lang = await detectLanguage(request);
  const months = formatInteger(env().MESSAGE_RETENTION_MONTHS, lang);
  const texts = privacyTexts[lang];
  return {
    texts: Object.fromEntries(
      Object.entries(texts).map(([key, text]) => [key, text.replaceAll("{{months}}", months)]),
    ) as PrivacyTexts,
  };
}

const sections = [
  { key: "stored", paragraphs: ["storedText", "spamText"] },
  { key: "kept", paragraphs: ["keptText"] },
  { key: "cookies", paragraphs: ["cookiesText"] },
  { key: "deletion", paragraphs: ["deletionText"] },
] as const;

export default function PrivacyPage() {
  const { t } = useTranslation();
  const { texts } = useLoaderData<typeof loader>();
  const company = useCompany();
  const [mainPhone] = company.phones;
  return (
    <>
      <PageHeader title={t("privacy.heading")}>
        <p className="page-header__intro">{texts.intro}</p>
      </PageHeader>
      <section className="section">
        <div className="container prose privacy">
          {sections.map(({ key, paragraphs }) => (
            <section key={key} aria-labelledby={`privacy-${key}`}>
              <h2 id={`privacy-${key}`}>{texts[`${key}Heading`]}</h2>
              {paragraphs.map((text) => (
                <p key={text} id={`privacy-${text}`}>
                  {texts[text]}
                </p>
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
    </>
  );
}
