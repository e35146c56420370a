import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { requireStaff } from "~/admin/auth.server";
import { normaliseText } from "~/content/field-kinds";
import { DESCRIPTION_MAX } from "~/content/content-types";
import { renderRichText } from "~/content/rich-text.server";
import { readForm } from "~/lib/forms.server";
import { fallbackLanguage, isLanguage } from "~/i18n/languages";
import { textPictures } from "~/site/library-pictures.server";

/**
 * POST /admin/rich-text-preview: a rich text as the site will show it, for the form's
 * preview (with JavaScript). Rendered here so the parser never reaches the
 * browser; only signed-in staff may ask. A resource route answers a Response:
 * anything else Remix turns into JSON with a warning on standard error (React
 * Router 7 no longer accepts it).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireStaff(request, context);
  const form = await readForm(request);
  const text = form.get("text");
  if (typeof text !== "string") return Response.json({ html: "" }, { status: 400 });
  // What a save would keep: the same normalising, cut at the longest a paragraph field takes.
  const typed = Array.from(normaliseText(text).trim()).slice(0, DESCRIPTION_MAX).join("");
  // A record's description reads each line as a paragraph (RichTextField.linesAreParagraphs); an
  // introduction is one inline text (RichTextField.inline).
  const lines = form.get("lines");
  const linesAreParagraphs = lines === "paragraphs" ? true : undefined;
  const inline = lines === "inline" ? true : undefined;
  const headings = form.get("headings") === "1" ? true : undefined; // a page's body
  const images = form.get("images") === "1" ? true : undefined; // the library's pictures in it
  // The pictures' descriptions in the language of the box being previewed.
  const lang = form.get("lang");
  const pictures = textPictures(isLanguage(lang) ? lang : fallbackLanguage);
  return Response.json(
    { html: renderRichText(typed, { linesAreParagraphs, inline, headings, images }, pictures) },
    { headers: { "Cache-Control": "no-store" } },
  );
}

/** Only posted to; a GET without a session goes to sign-in like every admin address. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context);
  throw data(null, { status: 405 });
}
