/**
 * Every English text: the public site's, the opening hours' and the back office's. The server and
 * the tests use this; the browser loads the two halves apart (i18n.client.ts).
 */
import type { TextsLike } from "./texts-type";
import { enAdmin } from "./admin/en";
import { enHours } from "./hours/en";
import { enSite } from "./site/en";

// Pure: the browser build never uses this whole, and must be free to leave it (and the admin texts) out.
export const en = /* @__PURE__ */ Object.assign({}, enSite, enHours, { admin: enAdmin });

/** The shape every language must have: same keys, string values. */
export type TranslationResource = TextsLike<typeof en>;
