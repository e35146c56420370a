import { currentStaff } from "~/admin/auth.server";
import { may } from "~/content/access";
import { editPath, TRASH_PATH } from "~/admin/paths";
import { contentTypes, singleTypes, type ContentTypeName } from "~/content/content-types";
import { localizedLabel } from "~/content/localize";
import { parsePreview, PREVIEW_PARAM, type PreviewBanner } from "~/content/preview";
import { findRecord, type RecordOf } from "~/db/records.server";
import { publicationState } from "~/content/publication-state";
import { adminDateFormat } from "~/admin/dates";
import { findTrashedRecord } from "~/db/trash.server";
import { serverTranslatorFor } from "~/i18n/i18n";
import type { Language } from "~/i18n/languages";
import type { TextKey } from "~/i18n/text-keys";

/**
 * A staff member's preview of a record on its public page
 * (docs/decisions/025-trash-versions-preview.md): `?preview=<slug>:<id>`
 * from a signed-in session shows the record even when it is a draft, scheduled or in
 * the trash, with a banner that says so. Anyone else (no session, a session
 * that ended) gets the page as every visitor does: the parameter is ignored.
 */

export type Preview<N extends ContentTypeName = ContentTypeName> = {
  name: N;
  record: RecordOf<N>;
  /** Null when the record is shown to visitors anyway: the page is what they see. */
  banner: PreviewBanner | null;
};

/**
 * The record a staff member asked to preview on this page (one of `names`, the types the page
 * shows), or undefined: no such parameter, not signed in, a type this page does not show, no
 * such record.
 */
export async function previewFor<N extends ContentTypeName>(
  request: Request,
  names: readonly N[],
  lang: Language,
): Promise<Preview<N> | undefined> {
  const url = new URL(request.url);
  const asked = parsePreview(url.searchParams.get(PREVIEW_PARAM));
  if (!asked || !(names as readonly string[]).includes(asked.name)) return undefined;
  const staff = await currentStaff(request);
  const name = asked.name as N;
  // Previewing is reading: a role that may not read the type sees the page as visitors do.
  if (!staff || !may(staff.role, contentTypes[name].access, "read")) return undefined;
  const live = findRecord(name, asked.id);
  const record = live ?? findTrashedRecord(name, asked.id);
  if (!record) return undefined;
  const publication = live ? publicationState(live as Record<string, unknown>) : null;
  const state = !live
    ? "trashed"
    : publication === "draft"
      ? "hidden"
      : publication === "scheduled"
        ? "scheduled"
        : null;
  return { name, record, banner: state && bannerFor(name, record, state, lang) };
}

/**
 * The banner over a home page section staff hide, which the page shows only to a member of staff
 * previewing a record in it: `section` is the text naming the section.
 */
export function hiddenSectionBanner(section: TextKey, lang: Language): PreviewBanner {
  const t = serverTranslatorFor(lang);
  return {
    state: "hidden",
    heading: t("admin.preview.sectionHiddenHeading"),
    text: t("admin.preview.sectionHiddenText", { section: t(section) }),
    links: [{ href: `/${singleTypes.homePage.adminPath}`, text: t("admin.preview.editSections") }],
  };
}

function bannerFor(
  name: ContentTypeName,
  record: Record<string, unknown>,
  state: PreviewBanner["state"],
  lang: Language,
): PreviewBanner {
  const t = serverTranslatorFor(lang);
  const type = contentTypes[name];
  const title = localizedLabel(type, record, lang) || String(record.id);
  const section = type.publicPage?.section;
  const links = [
    ...(section ? [{ href: `#${section}`, text: t("admin.preview.goToSection") }] : []),
    state === "trashed"
      ? { href: `${TRASH_PATH}?type=${name}`, text: t("admin.preview.openTrash") }
      : { href: editPath(type, String(record.id)), text: t("admin.preview.edit") },
  ];
  return {
    state,
    heading: t(`admin.preview.${state}Heading`),
    text: t(`admin.preview.${state}Text`, {
      title,
      date: state === "scheduled" ? adminDateFormat(lang).format(Number(record.publishAt)) : "",
    }),
    links,
  };
}
