import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/translation";
import { imageUrl } from "~/content/image";
import { librarySnippet } from "~/content/library-references";
import { isolated } from "~/lib/bidi";
import { LIBRARY_LIST_PATH } from "~/admin/paths";
import { LibraryPicker, type PickedPicture } from "~/admin/components/LibraryPicker";

/** The input name the server reads (app/admin/library-form.server.ts's LIBRARY_CODE_INPUT). */
const CODE_INPUT = "imageFromLibrary";

/**
 * Beside an image field: a picture already in the image library, chosen by pasting the code its page
 * shows. A plain form step, with or without JavaScript; the library opens in a new tab so nothing
 * typed here is lost. With JavaScript, "Choose from the library" (LibraryPicker.tsx) writes the code
 * of the picture chosen in the dialog into the box, and the picture shows under it. Of a file and a
 * library picture chosen for one field, the last one chosen stays (the server would take the file).
 */
export function LibraryCode({ fieldId, value }: { fieldId: string; value: string }) {
  const { t } = useTranslation();
  const id = `${fieldId}-library`;
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<(PickedPicture & { code: string }) | null>(null);

  const choose = (picture: PickedPicture) => {
    const box = input.current;
    if (!box) return;
    const code = librarySnippet(picture.id);
    box.value = code;
    // The form hears it as typed: leaving it now asks about unsaved changes.
    box.dispatchEvent(new Event("input", { bubbles: true }));
    setChosen({ ...picture, code });
    // The last choice wins: a file chosen before for this field would be used instead (the server takes
    // an upload first), so it is let go, and the file picker says no file is chosen.
    const file = fileInputOf(fieldId);
    if (file?.value) {
      file.value = "";
      file.dispatchEvent(new Event("change", { bubbles: true }));
    }
  };

  // The other way round: a file chosen after a library picture's code empties the box and its picture.
  useEffect(() => {
    const file = fileInputOf(fieldId);
    if (!file) return;
    const fileChosen = () => {
      const box = input.current;
      if (!file.files?.length || !box?.value) return;
      box.value = "";
      box.dispatchEvent(new Event("input", { bubbles: true }));
      setChosen(null);
    };
    file.addEventListener("change", fileChosen);
    return () => file.removeEventListener("change", fileChosen);
  }, [fieldId]);

  return (
    <div className="field__library">
      <label htmlFor={id}>{t("admin.library.codeLabel")}</label>
      <div className="field__library-row">
        <input
          ref={input}
          id={id}
          name={CODE_INPUT}
          defaultValue={value}
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${id}-help`}
          // A code typed over the chosen one: its picture is no longer what the box says.
          onChange={(event) => {
            if (chosen && event.currentTarget.value !== chosen.code) setChosen(null);
          }}
        />
        <LibraryPicker label={t("admin.library.pickerChoose")} onChoose={choose} />
      </div>
      <p className="field__help" id={`${id}-help`}>
        {t("admin.library.codeHelp")}{" "}
        <a href={LIBRARY_LIST_PATH} target="_blank" rel="noreferrer">
          {t("admin.library.openLibrary")}
        </a>
      </p>
      <div aria-live="polite">
        {chosen && (
          <figure className="current-image">
            <img src={imageUrl(chosen.image)} alt="" width="150" />
            <figcaption>
              {t("admin.library.pickerChosen", {
                name: isolated(chosen.name || t("admin.library.unnamed")),
              })}
            </figcaption>
          </figure>
        )}
      </div>
    </div>
  );
}

/** The image field's own file input (ImagePicker.tsx), whose id is the field's. */
function fileInputOf(fieldId: string): HTMLInputElement | null {
  const element = document.getElementById(fieldId);
  return element instanceof HTMLInputElement && element.type === "file" ? element : null;
}
