import {
  contentTypes,
  singleTypes,
  type ContentTypeName,
  type Fields,
  type SingleTypeName,
} from "~/content/content-types";
import { editPath } from "~/admin/paths";
import type { AdminRouteMatch } from "~/admin/route-table";
import { adminDateFormat } from "~/admin/dates";
import { SINGLE_RECORD_ID } from "~/db/singles.server";
import { paginate, parsePageParam, type Page } from "~/content/pagination";
import { VERSIONS_PAGE_SIZE } from "~/content/record-columns";
import { countVersions, listVersions, type VersionOwner } from "~/db/versions.server";
import type { Language } from "~/i18n/languages";

/**
 * Whose versions an edit page lists and a version page shows: a list's
 * record (/admin/edit-product/:id) or a single record (/admin/settings).
 */
export type VersionSubject =
  | { kind: "record"; name: ContentTypeName; id: string; fields: Fields; editPath: string }
  | { kind: "single"; name: SingleTypeName; fields: Fields; editPath: string };

export function recordSubject(name: ContentTypeName, id: string): VersionSubject {
  const type = contentTypes[name];
  return { kind: "record", name, id, fields: type.fields, editPath: editPath(type, id) };
}

export function singleSubject(name: SingleTypeName): VersionSubject {
  return {
    kind: "single",
    name,
    fields: singleTypes[name].fields,
    editPath: `/${singleTypes[name].adminPath}`,
  };
}

/** The subject of a version page, from its route in the route table and the record's id; undefined for none. */
export function subjectOfVersionRoute(route: AdminRouteMatch | undefined): VersionSubject | undefined {
  const subject = route?.subject;
  if (subject?.action !== "version") return undefined;
  if (subject.kind === "single") return singleSubject(subject.type);
  const id = route?.params.id;
  return id !== undefined && contentTypes[subject.type].adminCanCreate
    ? recordSubject(subject.type, id)
    : undefined;
}

export const ownerOf = (subject: VersionSubject): VersionOwner => ({
  type: subject.name,
  recordId: subject.kind === "record" ? subject.id : SINGLE_RECORD_ID,
  fields: subject.fields,
});

export const versionPath = (subject: VersionSubject, version: number) =>
  `${subject.editPath}/versions/${version}`;

/** A line of an edit page's history, its date in the page's language. */
export type VersionLine = {
  id: number;
  savedAt: string;
  savedAtIso: string;
  savedBy: string | null;
  changedFields: string[];
  baseline: boolean;
  restoredFrom: number | null;
  /** The newest: what the record holds now. */
  current: boolean;
  path: string;
};

/** The edit page's history: its page (`?history=N`) of the versions, newest first, with the pager's facts. */
export type VersionHistoryPage = { lines: VersionLine[]; page: Page; total: number };

/** A stretch of the record's versions, for the edit page (page 1 the newest VERSIONS_PAGE_SIZE). */
export function versionLines(
  subject: VersionSubject,
  lang: Language,
  requestUrl: string,
): VersionHistoryPage {
  const owner = ownerOf(subject);
  const total = countVersions(owner);
  const page = paginate(
    total,
    parsePageParam(new URL(requestUrl).searchParams.get("history")),
    VERSIONS_PAGE_SIZE,
  );
  const dates = adminDateFormat(lang, "medium", { seconds: true });
  const lines = listVersions(owner, page).map((version, index) => ({
    id: version.id,
    savedAt: dates.format(version.savedAt),
    savedAtIso: version.savedAt.toISOString(),
    savedBy: version.savedBy,
    changedFields: version.changedFields,
    baseline: version.baseline,
    restoredFrom: version.restoredFrom,
    current: page.offset + index === 0,
    path: versionPath(subject, version.id),
  }));
  return { lines, page, total };
}
