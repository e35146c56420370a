import { Link } from "@remix-run/react";
import { IconCopy } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "~/i18n/translation";
import { formatInteger } from "~/i18n/digits";
import { useLanguage } from "~/i18n/use-language";
import { useHydrated } from "~/lib/use-hydrated";
import type { ContentTypeName } from "~/content/content-types";
import { EmailAddress } from "~/admin/components/EmailAddress";
import { usePixels } from "~/admin/components/LibraryGrid";

/** What app/admin/library-page.server.ts gives a library picture's page. */
type Page = {
  code: string;
  bytes: number | null;
  added: { by: string; at: string } | null;
  uses: {
    type: ContentTypeName;
    label: string | null;
    place: "record" | "trash" | "version";
    path: string | null;
  }[];
};

/**
 * Beside a library picture's form: the code that puts it in a record's image field or a text (a
 * read-only box to copy from, and with JavaScript a Copy button), its file's facts, and every place
 * that uses it, each a link to where staff see it. Plain HTML: it all works without JavaScript.
 */
export function LibraryFacts({ page, image }: { page: Page; image: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const pixels = usePixels(image);
  return (
    <aside className="library-item__facts">
      <section className="admin-card" aria-labelledby="library-code-heading">
        <h2 id="library-code-heading">{t("admin.library.codeHeading")}</h2>
        <p className="field__help" id="library-code-help">
          {t("admin.library.codeText")}
        </p>
        <CodeToCopy code={page.code} />
      </section>
      <section className="admin-card" aria-labelledby="library-facts-heading">
        <h2 id="library-facts-heading">{t("admin.library.factsHeading")}</h2>
        <ul className="library-facts">
          {pixels && <li>{pixels}</li>}
          {page.bytes !== null && (
            <li>
              {t("admin.library.fileSize", {
                size: formatInteger(Math.max(1, Math.round(page.bytes / 1024)), lang),
              })}
            </li>
          )}
          <li>
            {page.added ? <AddedBy who={page.added.by} at={page.added.at} /> : t("admin.library.addedBefore")}
          </li>
        </ul>
      </section>
      <section className="admin-card" aria-labelledby="library-uses-heading">
        <h2 id="library-uses-heading">{t("admin.library.usesHeading")}</h2>
        {page.uses.length === 0 ? (
          <p className="muted">{t("admin.library.noUses")}</p>
        ) : (
          <ul className="library-uses">
            {page.uses.map((use) => {
              // The record's own name isolated: a Latin title in a right-to-left line keeps its place.
              const name = use.label ? (
                <>
                  {t(`admin.types.${use.type}.name`)}: <bdi>{use.label}</bdi>
                </>
              ) : (
                t(`admin.types.${use.type}.name`)
              );
              const where =
                use.place === "trash"
                  ? t("admin.library.inTrash")
                  : use.place === "version"
                    ? t("admin.library.inVersion")
                    : null;
              return (
                <li key={`${use.place}-${use.type}-${use.path ?? use.label}`}>
                  {use.path ? <Link to={use.path}>{name}</Link> : <span>{name}</span>}
                  {where && <span className="library-uses__where">{where}</span>}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </aside>
  );
}

/**
 * The code in a read-only box (selected whole when it takes the focus); with JavaScript, where the
 * browser offers its clipboard, a Copy button.
 */
function CodeToCopy({ code }: { code: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    navigator.clipboard.writeText(code).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <div className="library-code">
      <input
        id="library-code"
        readOnly
        value={code}
        dir="ltr"
        spellCheck={false}
        aria-labelledby="library-code-heading"
        aria-describedby="library-code-help"
        onFocus={(event) => event.currentTarget.select()}
      />
      {/* The clipboard is offered to a secure page only (HTTPS, or this machine): elsewhere the box alone. */}
      {hydrated && "clipboard" in navigator && (
        <button type="button" className="button button--small button--ghost" onClick={copy}>
          <IconCopy size={16} aria-hidden="true" />{" "}
          {t(copied ? "admin.library.copied" : "admin.library.copy")}
        </button>
      )}
      <span className="visually-hidden" aria-live="polite">
        {copied ? t("admin.library.copied") : ""}
      </span>
    </div>
  );
}

/** "Added by staff@… " with the address isolated (a Latin address inside a right-to-left sentence), then when. */
function AddedBy({ who, at }: { who: string; at: string }) {
  const { t } = useTranslation();
  const marker = "\u0000";
  const [before = "", after = ""] = t("admin.library.addedBy", { who: marker }).split(marker);
  return (
    <>
      {before}
      <EmailAddress address={who} />
      {after}
      <br />
      <span className="muted">{at}</span>
    </>
  );
}
