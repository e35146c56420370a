import { useFetcher } from "@remix-run/react";
import { IconLibraryPhoto, IconX } from "@tabler/icons-react";
import { createContext, useContext, useEffect, useId, useRef, useState, type SyntheticEvent } from "react";
import { flushSync } from "react-dom";
import { useTranslation } from "~/i18n/translation";
import { librarySnippet, snippetOnItsOwn } from "~/content/library-references";
import { useHydrated } from "~/lib/use-hydrated";
import { LIST_SEARCH_MAX } from "~/admin/list-view";
import { LIBRARY_LIST_PATH } from "~/admin/paths";
import { Thumbnail } from "~/admin/components/LibraryGrid";
import type { loader as listLoader } from "~/admin/routes/list";

/**
 * With JavaScript, the image library in a dialog (docs/decisions/047-library-picker.md): a button
 * beside a field opens a native modal <dialog> with the library's pictures, its search and "More";
 * choosing one hands it to the field (an image field's code box, a text's cursor). Its pictures are
 * the library's list page's own answer (`/admin/list-images?q=…&page=N`, loaded by a fetcher), so
 * the search and the access are that page's. Without JavaScript there is no button: the code box
 * under the field and the library in a new tab do the same.
 */

/** A picture of the library, as the dialog hands it over. */
export type PickedPicture = { id: string; name: string; image: string };

/** Whether the signed-in account may read the library (the form's loader says): else no button. */
export const LibraryPickerAllowed = createContext(false);

export function LibraryPicker({
  label,
  onChoose,
}: {
  /** The button's words: "Choose from the library", "Insert a picture from the library". */
  label: string;
  /** Called with the picture chosen, once the dialog is closed (focus is back on the button). */
  onChoose: (picture: PickedPicture) => void;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const allowed = useContext(LibraryPickerAllowed);
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const chosen = useRef<PickedPicture | null>(null);
  // The dialog's content (and its fetcher) exists only while it is open: nothing is loaded before
  // it is asked for, and a closed picker is not reloaded after every save of the form.
  const [open, setOpen] = useState(false);
  const headingId = useId();
  if (!hydrated || !allowed) return null;

  const show = () => {
    chosen.current = null;
    // Rendered first, so the dialog opens with its search box focused.
    flushSync(() => setOpen(true));
    dialog.current?.showModal();
    dialog.current?.querySelector<HTMLInputElement>("input[type=search]")?.focus();
  };
  const closed = () => {
    setOpen(false);
    button.current?.focus();
    const picture = chosen.current;
    chosen.current = null;
    if (picture) onChoose(picture);
  };
  // The dialog sits in the record's form: what happens in it is not the form's (no "unsaved
  // changes" for a search typed, no submit of the record).
  const keepInside = (event: SyntheticEvent) => event.stopPropagation();

  return (
    <>
      <button
        ref={button}
        type="button"
        className="button button--small button--ghost library-picker__open"
        aria-haspopup="dialog"
        onClick={show}
      >
        <IconLibraryPhoto size={18} aria-hidden="true" /> {label}
      </button>
      <dialog
        ref={dialog}
        className="library-picker"
        aria-labelledby={headingId}
        onClose={closed}
        onInput={keepInside}
        onChange={keepInside}
        // A click on the backdrop (the dialog itself, outside its box) closes it.
        onClick={(event) => {
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
      >
        {open && (
          <PickerBody
            headingId={headingId}
            onChoose={(picture) => {
              chosen.current = picture;
              dialog.current?.close();
            }}
            onClose={() => dialog.current?.close()}
            closeLabel={t("common.close")}
          />
        )}
      </dialog>
    </>
  );
}

type Loaded = { q: string; pages: Record<number, PickedPicture[]> };

/** The list page's URL for a search and a page (what its own search form and pager would ask). */
function listUrl(q: string, page: number): string {
  const query = new URLSearchParams();
  if (q) query.set("q", q);
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return `${LIBRARY_LIST_PATH}${search ? `?${search}` : ""}`;
}

function PickerBody({
  headingId,
  onChoose,
  onClose,
  closeLabel,
}: {
  headingId: string;
  onChoose: (picture: PickedPicture) => void;
  onClose: () => void;
  closeLabel: string;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof listLoader>();
  const { load } = fetcher;
  const searchId = useId();
  const [typed, setTyped] = useState("");
  const [loaded, setLoaded] = useState<Loaded>({ q: "", pages: {} });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => load(listUrl("", 1)), [load]);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Each page that comes in joins those of the same search; a new search starts again.
  const answer = fetcher.data;
  useEffect(() => {
    if (!answer) return;
    const { q, page } = answer.view;
    const pictures = answer.rows.map((row) => ({
      id: row.id,
      name: row.values.name ?? "",
      image: row.values.image ?? "",
    }));
    setLoaded((before) => ({
      q,
      pages: before.q === q ? { ...before.pages, [page]: pictures } : { [page]: pictures },
    }));
  }, [answer]);

  const search = (words: string) => {
    clearTimeout(timer.current);
    load(listUrl(words.trim(), 1));
  };
  const pictures = Object.keys(loaded.pages)
    .map(Number)
    .sort((a, b) => a - b)
    .flatMap((page) => loaded.pages[page]!);
  // After "More", the focus goes to the first picture it brought (the button goes with the last page).
  const grid = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || pictures.length <= from) return;
    focusFrom.current = null;
    grid.current?.querySelectorAll<HTMLButtonElement>(".library-picker__item")[from]?.focus();
  }, [pictures.length]);
  const lastPage = answer ? answer.page.page : 0;
  const more = answer && answer.page.hasNext && answer.view.q === loaded.q;
  const loading = fetcher.state === "loading";

  return (
    <div className="library-picker__box">
      <div className="library-picker__head">
        <h2 id={headingId}>{t("admin.library.pickerTitle")}</h2>
        <button
          type="button"
          className="button button--small button--ghost library-picker__close"
          aria-label={closeLabel}
          onClick={onClose}
        >
          <IconX size={20} aria-hidden="true" />
        </button>
      </div>
      <div className="library-picker__search" role="search">
        <label htmlFor={searchId}>{t("admin.library.pickerSearch")}</label>
        <div className="library-picker__search-row">
          <input
            id={searchId}
            type="search"
            value={typed}
            maxLength={LIST_SEARCH_MAX}
            dir="auto"
            autoComplete="off"
            aria-describedby={`${searchId}-help`}
            onChange={(event) => {
              const words = event.currentTarget.value;
              setTyped(words);
              clearTimeout(timer.current);
              timer.current = setTimeout(() => search(words), 300);
            }}
            onKeyDown={(event) => {
              // Enter searches here; it must not send the record's form around the dialog.
              if (event.key !== "Enter") return;
              event.preventDefault();
              search(typed);
            }}
          />
          <button type="button" className="button button--small" onClick={() => search(typed)}>
            {t("admin.library.pickerSearchButton")}
          </button>
        </div>
        <p id={`${searchId}-help`} className="field__help">
          {t("admin.library.searchHelp")}
        </p>
      </div>
      <div className="library-picker__results" aria-busy={loading}>
        <p className="library-picker__status" role="status">
          {!answer
            ? t("admin.library.pickerLoading")
            : answer.total === 0
              ? t(answer.view.q ? "admin.library.pickerNone" : "admin.library.pickerEmpty")
              : answer.view.q
                ? t("admin.library.pickerFound", { count: answer.total, words: answer.view.q })
                : t("admin.library.pickerCount", { count: answer.total })}
        </p>
        {pictures.length > 0 && (
          <ul ref={grid} className="library-picker__grid" aria-labelledby={headingId}>
            {pictures.map((picture) => (
              <li key={picture.id}>
                <button type="button" className="library-picker__item" onClick={() => onChoose(picture)}>
                  <span className="library-card__frame">
                    <Thumbnail
                      value={picture.image}
                      sizes="(max-width: 599px) 45vw, 10rem"
                      className="library-card__picture"
                    />
                  </span>
                  <span className="library-card__name" dir="auto">
                    {picture.name || t("admin.library.unnamed")}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {more && (
          <button
            type="button"
            className="button button--ghost library-picker__more"
            disabled={loading}
            onClick={() => {
              focusFrom.current = pictures.length;
              load(listUrl(loaded.q, lastPage + 1));
            }}
          >
            {t("admin.library.pickerMore")}
          </button>
        )}
      </div>
    </div>
  );
}

/**
 * Under a text that shows the library's pictures (a page's or a post's body): the picture chosen goes
 * in where the cursor was (at the end of a text never clicked into), as its code on a paragraph of its
 * own, as the text's help asks; the cursor then stands after it.
 */
export function InsertFromLibrary({ source }: { source: string }) {
  const { t } = useTranslation();
  // Whether the box has had the cursor: a fresh one's selection is its start, not a place chosen.
  const touched = useRef(false);
  useEffect(() => {
    const box = document.getElementById(source);
    const mark = () => {
      touched.current = true;
    };
    box?.addEventListener("focus", mark);
    return () => box?.removeEventListener("focus", mark);
  }, [source]);

  const insert = (picture: PickedPicture) => {
    const box = document.getElementById(source);
    if (!(box instanceof HTMLTextAreaElement)) return;
    const [start, end] = touched.current
      ? [box.selectionStart, box.selectionEnd]
      : [box.value.length, box.value.length];
    box.focus();
    box.setRangeText(snippetOnItsOwn(box.value, start, end, librarySnippet(picture.id)), start, end, "end");
    // The form hears it as typed (unsaved changes), as the preview reads the box.
    box.dispatchEvent(new Event("input", { bubbles: true }));
  };
  return <LibraryPicker label={t("admin.library.pickerInsert")} onChoose={insert} />;
}
