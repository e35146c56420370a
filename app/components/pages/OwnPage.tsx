import { PageHeader } from "~/components/PageHeader";
import { InLanguage } from "~/components/InLanguage";
import { RichText } from "~/components/RichText";
import type { PageViewOf } from "~/site/record-views.server";

/** An office's own page (/careers): its title and its text. */
export function OwnPage({ record: page }: { record: PageViewOf<"pages">; url: string }) {
  return (
    <>
      <PageHeader title={<InLanguage shown={page.title} />} titleFromRecord className="page-header--record" />
      <section className="section">
        <div className="container">
          <article className="prose own-page" dir="auto">
            <RichText html={page.body.html} lang={page.body.lang} />
          </article>
        </div>
      </section>
    </>
  );
}
