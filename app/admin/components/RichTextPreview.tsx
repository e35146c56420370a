import { useState, type ReactNode } from "react";
import { useTranslation } from "~/i18n/translation";
import type { LanguageSpec } from "~/i18n/languages";
import { useHydrated } from "~/lib/use-hydrated";

/** Where the back office renders a text as the site will (the parser stays on the server). */
export const PREVIEW_PATH = "/admin/rich-text-preview";

/**
 * With JavaScript, a button under a rich-text box that shows the text as the
 * site will show it: rendered by the server (the Markdown parser never ships
 * to the browser), so the preview is exactly the page's. Without JavaScript
 * there is no button: saving shows the text on the site.
 */
export function RichTextPreview({
  source,
  language,
  linesAreParagraphs,
  inline,
  headings,
  images,
  tools,
}: {
  source: string;
  language: LanguageSpec | undefined;
  /** The field's reading of line breaks and whether it is one inline text (RichTextField), so the preview is the page's. */
  linesAreParagraphs?: true;
  inline?: true;
  /** `## ` lines are headings (a page's body). */
  headings?: true;
  /** The image library's pictures (a page's or a post's body). */
  images?: true;
  /** More buttons for the box, beside Preview (a text with pictures: the image library's picker). */
  tools?: ReactNode;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [html, setHtml] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  if (!hydrated) return null;

  async function preview() {
    const box = document.getElementById(source) as HTMLTextAreaElement | null;
    if (!box) return;
    setFailed(false);
    try {
      const response = await fetch(PREVIEW_PATH, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          text: box.value,
          ...(inline ? { lines: "inline" } : linesAreParagraphs ? { lines: "paragraphs" } : {}),
          ...(headings ? { headings: "1" } : {}),
          ...(images ? { images: "1" } : {}),
          ...(language ? { lang: language.code } : {}),
        }),
      });
      if (!response.ok) throw new Error(String(response.status));
      setHtml(((await response.json()) as { html: string }).html);
    } catch {
      setFailed(true);
    }
  }

  return (
    <div className="rich-preview">
      <div className="rich-preview__tools">
        <button type="button" className="button button--small button--ghost" onClick={() => void preview()}>
          {t("admin.form.preview")}
        </button>
        {tools}
      </div>
      {failed && <p className="field__error">{t("common.errorTryAgain")}</p>}
      {html !== null && (
        <div
          className="rich-preview__body rich-text"
          lang={language?.htmlLang}
          dir={language?.dir}
          aria-live="polite"
          aria-label={t("admin.form.previewLabel")}
          // Rendered by the server's rich-text renderer: raw HTML off, links checked.
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
    </div>
  );
}
