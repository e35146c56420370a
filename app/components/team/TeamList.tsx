import type { ReactNode } from "react";
import { Picture } from "~/components/Picture";
import { PageText } from "~/components/PageText";
import { RichText } from "~/components/RichText";
import { TeamJsonLd } from "~/components/TeamJsonLd";
import { languageAttributes } from "~/i18n/languages";
import type { CardOf } from "~/site/record-views.server";

const PHOTO_SIZES = "(max-width: 599px) 100vw, (max-width: 899px) 50vw, 280px";

/** /team: each member's photo, name, role and biography, and the members as structured data. */
export function TeamList({
  records: members,
  pager,
}: {
  records: CardOf<"teamMembers">[];
  pager: ReactNode;
}) {
  return (
    <>
      {/* No members: no section at all (visitors never see 'No Data Available'). */}
      {members.length > 0 && (
        <section className="section" aria-labelledby="team-members">
          <div className="container">
            <h2 id="team-members" className="visually-hidden">
              <PageText name="membersHeading" />
            </h2>
            <ul className="team-grid">
              {members.map((member) => (
                <li key={member.id} className="team-card">
                  <Picture
                    className="team-card__photo"
                    src={member.image}
                    alt={member.imageAlt ?? ""}
                    width={400}
                    height={400}
                    sizes={PHOTO_SIZES}
                  />
                  <h3 dir="auto" {...languageAttributes(member.name.lang)}>
                    {member.name.text}
                  </h3>
                  <p className="team-card__role" dir="auto" {...languageAttributes(member.role.lang)}>
                    {member.role.text}
                  </p>
                  {member.bio.html && (
                    <RichText
                      className="team-card__bio"
                      html={member.bio.html}
                      lang={member.bio.lang}
                      dir="auto"
                    />
                  )}
                </li>
              ))}
            </ul>
            {pager}
          </div>
        </section>
      )}
      <TeamJsonLd members={members} />
    </>
  );
}
