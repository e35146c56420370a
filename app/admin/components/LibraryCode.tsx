import { useTranslation } from "~/i18n/translation";
import { LIBRARY_LIST_PATH } from "~/admin/paths";

/** The input name the server reads (app/admin/library-form.server.ts's LIBRARY_CODE_INPUT). */
const CODE_INPUT = "imageFromLibrary";

/**
 * Beside an image field: a picture already in the image library, chosen by pasting the code its page
 * shows. A plain form step, with or without JavaScript; the library opens in a new tab so nothing
 * typed here is lost.
 */
export function LibraryCode({ fieldId, value }: { fieldId: string; value: string }) {
  const { t } = useTranslation();
  const id = `${fieldId}-library`;
  return (
    <div className="field__library">
      <label htmlFor={id}>{t("admin.library.codeLabel")}</label>
      <input
        id={id}
        name={CODE_INPUT}
        defaultValue={value}
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
        aria-describedby={`${id}-help`}
      />
      <p className="field__help" id={`${id}-help`}>
        {t("admin.library.codeHelp")}{" "}
        <a href={LIBRARY_LIST_PATH} target="_blank" rel="noreferrer">
          {t("admin.library.openLibrary")}
        </a>
      </p>
    </div>
  );
}
