import { useTranslation } from "~/i18n/translation";

export type Sources = {
  sentFrom: string;
  landingPage: string;
  referrer: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
};

/** The order and the words of a message's sources, on its page and in the CSV. */
export const SOURCE_FIELDS = [
  "sentFrom",
  "landingPage",
  "referrer",
  "utmSource",
  "utmMedium",
  "utmCampaign",
] as const;

/**
 * "Where it came from" on a message's page (docs/decisions/050-message-sources.md): the page it was sent
 * from, the visit's first page, the other site that linked to it and the campaign, each "Not known"
 * when neither the page's script nor the request said.
 */
export function MessageSources({ sources }: { sources: Sources }) {
  const { t } = useTranslation();
  return (
    <section className="admin-card inbox-sources" aria-labelledby="sources-heading">
      <h2 id="sources-heading">{t("admin.inbox.sources")}</h2>
      <dl className="inbox-message__fields">
        {SOURCE_FIELDS.map((field) => (
          <div key={field} className="inbox-sources__row">
            <dt>{t(`admin.inbox.${field}`)}</dt>
            <dd>{sources[field] ? <bdi dir="ltr">{sources[field]}</bdi> : t("admin.inbox.unknown")}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
