import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { IconArrowLeft, IconUpload } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/translation";
import { useLanguage } from "~/i18n/use-language";
import { contentTypeOf } from "~/admin/admin-content.server";
import { requirePermission, requireStaff } from "~/admin/auth.server";
import { Notice } from "~/admin/components/AdminShell";
import { Thumbnail, usePixels } from "~/admin/components/LibraryGrid";
import { addToLibrary, logAddedToLibrary } from "~/admin/library-form.server";
import { addPath, editPath, LIBRARY_LIST_PATH } from "~/admin/paths";
import { contentTypes, LIBRARY_TYPE } from "~/content/content-types";
import {
  IMAGE_FORMAT_NAMES,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  MAX_REQUEST_BYTES,
} from "~/content/image-limits";
import type { TextKey } from "~/i18n/text-keys";
import { pageMeta } from "~/lib/meta";
import type { ImageUpload } from "~/media/image-pipeline.server";
import { readFormWithImages } from "~/media/upload-form.server";
import { StorageUnavailableError } from "~/media/upload-store.server";

/**
 * The image library's upload of several files in one go (`/admin/add-images`, beside the one-picture
 * form at `/admin/add-image`): a plain multipart POST of an `<input type="file" multiple>`, answered
 * with this page listing what was added (each a library item named after its file, with a link to
 * its page to describe it) and what was refused, each file with its reason. Each file is checked as
 * every upload is (its type by its bytes, 5 MB, 25 megapixels, re-encoded); a refused one never stops
 * the others. The status is 200 when anything was added, else a 4xx (503 when the storage is down),
 * so a script sees a wholly refused post as one. Files chosen together share the request's
 * allowance (MAX_REQUEST_BYTES): past it, a 413 that says so.
 */

/** The input the files come in. */
const FILES_INPUT = "images";

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: "admin.library.addSeveralTitle" }),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context);
  contentTypeOf(context);
  return null;
}

/** Why a file was not added: what the image checks said, or that it could not be stored. */
type Reason =
  "tooLarge" | "badType" | "tooManyPixels" | "notClean" | "empty" | "notStored" | "storageUnavailable";

type Outcome =
  /** Nothing chosen, or more bytes together than one request may carry. */
  | { problem: "nothingChosen" | "tooLarge" }
  | {
      added: { id: string; name: string; image: string }[];
      refused: { fileName: string; reason: Reason }[];
    };

function reasonOf(image: Exclude<ImageUpload, { kind: "image" }>): Reason {
  return image.kind === "none" ? "empty" : image.kind;
}

/** A 413 readForm threw (a body cut off at the allowance while it streamed in). */
function isTooLarge(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    "init" in error &&
    (error as { init?: { status?: number } | null }).init?.status === 413
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaff(request, context);
  requirePermission(staff, context, "add");
  contentTypeOf(context);
  let files;
  try {
    ({ files } = await readFormWithImages(request, FILES_INPUT));
  } catch (error) {
    if (isTooLarge(error)) return data<Outcome>({ problem: "tooLarge" }, { status: 413 });
    throw error;
  }
  if (files.length === 0) return data<Outcome>({ problem: "nothingChosen" }, { status: 400 });

  const added: { id: string; name: string; image: string }[] = [];
  const refused: { fileName: string; reason: Reason }[] = [];
  let storageDown = false;
  // One after another, in the order chosen: each stored and saved before the next (as the forms do).
  for (const { fileName, image } of files) {
    if (image.kind !== "image") {
      refused.push({ fileName, reason: reasonOf(image) });
      continue;
    }
    // A storage that did not answer is not asked again for each of the files left.
    if (storageDown) {
      refused.push({ fileName, reason: "storageUnavailable" });
      continue;
    }
    try {
      const item = await addToLibrary(image, fileName, {}, staff);
      logAddedToLibrary(item, staff);
      added.push(item);
    } catch (error) {
      console.error("Could not add a picture to the image library", error);
      storageDown = error instanceof StorageUnavailableError;
      refused.push({ fileName, reason: storageDown ? "storageUnavailable" : "notStored" });
    }
  }
  const status = added.length > 0 ? 200 : storageDown ? 503 : 400;
  return data<Outcome>({ added, refused }, { status });
}

const REASON_TEXT: Record<Reason, TextKey> = {
  tooLarge: "admin.upload.tooLarge",
  badType: "admin.upload.badType",
  tooManyPixels: "admin.upload.tooManyPixels",
  notClean: "admin.upload.notClean",
  empty: "admin.library.emptyFile",
  notStored: "admin.library.notStored",
  storageUnavailable: "admin.library.storageUnavailable",
};

const ACCEPT = "image/png,image/jpeg,image/webp,image/gif,image/avif";
const MAX_MEGABYTES = { each: MAX_IMAGE_BYTES / 1024 / 1024, together: MAX_REQUEST_BYTES / 1024 / 1024 };

export default function LibraryUpload() {
  const { t } = useTranslation();
  const outcome = useActionData<typeof action>();
  const uploading = useNavigation().state === "submitting";
  const [tooLargeHere, setTooLargeHere] = useState(false);
  const type = contentTypes[LIBRARY_TYPE];
  const problem = tooLargeHere ? "tooLarge" : outcome && "problem" in outcome ? outcome.problem : null;
  const results = outcome && "added" in outcome ? outcome : null;

  // With JavaScript the files' sizes are known before they are sent: too many together is said at once.
  const checkTotal = (event: React.FormEvent<HTMLFormElement>) => {
    const input = event.currentTarget.elements.namedItem(FILES_INPUT);
    const files = input instanceof HTMLInputElement ? Array.from(input.files ?? []) : [];
    const tooLarge = files.reduce((total, file) => total + file.size, 0) > MAX_REQUEST_BYTES;
    setTooLargeHere(tooLarge);
    if (tooLarge) event.preventDefault();
  };

  return (
    <>
      <div className="admin-page-head">
        <h1>{t("admin.library.addSeveralTitle")}</h1>
      </div>
      <Link to={LIBRARY_LIST_PATH} className="back-link">
        <IconArrowLeft className="icon-flip" size={18} aria-hidden="true" />{" "}
        {t("admin.library.backToLibrary")}
      </Link>
      <div aria-live="polite">
        <Notice
          tone="error"
          text={
            problem === "tooLarge"
              ? t("admin.library.togetherTooLarge", MAX_MEGABYTES)
              : problem === "nothingChosen"
                ? t("admin.library.nothingChosen")
                : null
          }
        />
        {results && <UploadResults added={results.added} refused={results.refused} />}
      </div>
      <p className="admin-intro">{t("admin.library.addSeveralIntro")}</p>
      {/* A new, empty form after each upload: the files just sent are not sent twice. */}
      <Form
        key={results ? results.added.map((item) => item.id).join() || "refused" : "empty"}
        method="post"
        encType="multipart/form-data"
        className="admin-card admin-form"
        onSubmit={checkTotal}
      >
        <div className="field">
          <label htmlFor="library-files">{t("admin.library.filesLabel")}</label>
          <FilesPicker
            id="library-files"
            invalid={problem !== null}
            onChoose={() => setTooLargeHere(false)}
          />
          <p className="field__help" id="library-files-help">
            {t("admin.library.filesHelp", {
              ...IMAGE_FORMAT_NAMES,
              ...MAX_MEGABYTES,
              pixels: MAX_IMAGE_PIXELS / 1_000_000,
            })}
          </p>
        </div>
        <div className="form-actions">
          <button type="submit" className="button" disabled={uploading}>
            <IconUpload size={18} aria-hidden="true" />{" "}
            {uploading ? t("admin.library.uploading") : t("admin.library.upload")}
          </button>
          <Link className="button button--ghost" to={addPath(type)}>
            {t("admin.library.addOne")}
          </Link>
        </div>
      </Form>
    </>
  );
}

/**
 * A file input for several files in the page's language (as ImagePicker is for one): the native
 * input visually hidden behind a translated button; with JavaScript how many are chosen and their
 * names show beside it, without it the browser's own words do.
 */
function FilesPicker({ id, invalid, onChoose }: { id: string; invalid: boolean; onChoose: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const input = useRef<HTMLInputElement>(null);
  const [names, setNames] = useState<string[]>([]);
  const show = (files: FileList | null | undefined) => setNames(Array.from(files ?? [], (file) => file.name));
  // Files picked before the page's scripts ran are shown too.
  useEffect(() => show(input.current?.files), []);
  const chosenId = `${id}-chosen`;
  return (
    <div className="image-picker">
      <div className="image-picker__controls">
        <input
          ref={input}
          type="file"
          id={id}
          name={FILES_INPUT}
          accept={ACCEPT}
          multiple
          className="image-picker__input"
          aria-invalid={invalid}
          aria-describedby={`${chosenId} ${id}-help`}
          onChange={(event) => {
            show(event.currentTarget.files);
            onChoose();
          }}
        />
        <label htmlFor={id} className="button button--ghost image-picker__button">
          {t("admin.library.choosePictures")}
        </label>
        <span className="image-picker__name" id={chosenId} aria-live="polite">
          {names.length > 0 ? (
            <>
              {t("admin.library.chosen", { count: names.length })}{" "}
              <span dir="auto">{new Intl.ListFormat(lang, { type: "unit" }).format(names)}</span>
            </>
          ) : (
            t("admin.library.noneChosen")
          )}
        </span>
      </div>
    </div>
  );
}

/** What an upload did: the pictures added, each with its page, and the files refused, each with why. */
function UploadResults({
  added,
  refused,
}: {
  added: { id: string; name: string; image: string }[];
  refused: { fileName: string; reason: Reason }[];
}) {
  const { t } = useTranslation();
  const type = contentTypes[LIBRARY_TYPE];
  return (
    <div className="library-upload-results">
      {added.length > 0 && (
        <section className="admin-card" aria-labelledby="upload-added">
          <h2 id="upload-added" className="notice notice--success">
            {t("admin.library.added", { count: added.length })}
          </h2>
          <p>{t("admin.library.describeThem")}</p>
          <ul className="library-grid">
            {added.map((item) => (
              <AddedCard key={item.id} item={item} path={editPath(type, item.id)} />
            ))}
          </ul>
        </section>
      )}
      {refused.length > 0 && (
        <section className="admin-card" aria-labelledby="upload-refused">
          <h2 id="upload-refused" className="notice notice--error">
            {t("admin.library.refused", { count: refused.length })}
          </h2>
          <ul className="library-refusals">
            {refused.map((file, index) => (
              <li key={`${index}-${file.fileName}`}>
                <bdi className="library-refusals__file">{file.fileName}</bdi>
                <span>
                  {t(REASON_TEXT[file.reason], { ...IMAGE_FORMAT_NAMES, max: MAX_IMAGE_PIXELS / 1_000_000 })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function AddedCard({ item, path }: { item: { name: string; image: string }; path: string }) {
  const { t } = useTranslation();
  const pixels = usePixels(item.image);
  return (
    <li className="library-card">
      <Link to={path} className="library-card__link">
        <span className="library-card__frame">
          <Thumbnail
            value={item.image}
            sizes="(max-width: 479px) 45vw, 12rem"
            className="library-card__picture"
          />
        </span>
        <span className="library-card__name" dir="auto">
          {item.name || t("admin.library.unnamed")}
        </span>
      </Link>
      {pixels && <p className="library-card__facts">{pixels}</p>}
    </li>
  );
}
