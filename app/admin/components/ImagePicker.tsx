import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/translation";

type Chosen = { name: string; previewUrl: string | null };

/**
 * A file input in the page's language. The native input's own words
 * ("Choose File", "No file chosen") are the browser's, in the browser's
 * language, and cannot be translated: the input is visually hidden (still
 * focusable, still submitted) behind a label styled as a button and a
 * translated "no file chosen"; with JavaScript the chosen file's name and a
 * preview show. Without it nothing can read the name but the input itself:
 * it shows beside the button, without its own (admin.css), in the browser's
 * words. It is never `required` (an image is optional; the server decides,
 * and aria-invalid says what is wrong).
 */
export function ImagePicker({
  id,
  name,
  accept,
  invalid,
  describedBy,
}: {
  id: string;
  name: string;
  accept: string;
  invalid: boolean;
  describedBy: string | undefined;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);

  const show = (file: File | undefined) =>
    setChosen(
      file
        ? // Only images the browser can draw get a preview; the server checks the bytes anyway.
          { name: file.name, previewUrl: file.type.startsWith("image/") ? URL.createObjectURL(file) : null }
        : null,
    );
  // A file picked before the page's scripts ran is shown too.
  useEffect(() => show(input.current?.files?.[0]), []);
  useEffect(() => {
    const url = chosen?.previewUrl;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [chosen]);

  const nameId = `${id}-chosen`;
  return (
    <div className="image-picker">
      <div className="image-picker__controls">
        <input
          ref={input}
          type="file"
          id={id}
          name={name}
          accept={accept}
          className="image-picker__input"
          aria-invalid={invalid}
          aria-describedby={[nameId, describedBy].filter(Boolean).join(" ")}
          onChange={(event) => show(event.currentTarget.files?.[0])}
        />
        <label htmlFor={id} className="button button--ghost image-picker__button">
          {t("admin.form.chooseImage")}
        </label>
        <span className="image-picker__name" id={nameId} aria-live="polite">
          {chosen ? (
            <span dir="auto">{t("admin.form.chosenImage", { name: chosen.name })}</span>
          ) : (
            t("admin.form.noImageChosen")
          )}
        </span>
      </div>
      {chosen?.previewUrl && (
        <img
          className="image-picker__preview"
          src={chosen.previewUrl}
          alt={t("admin.form.chosenPreview")}
          width="150"
        />
      )}
    </div>
  );
}
