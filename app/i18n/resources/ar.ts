/**
 * Every Arabic text: the public site's, the opening hours' and the back office's. The server and
 * the tests use this; the browser loads the two halves apart (i18n.client.ts).
 */
import { arAdmin } from "./admin/ar";
import { arHours } from "./hours/ar";
import { arSite } from "./site/ar";
import type { TranslationResource } from "./en";

// Pure: the browser build never uses this whole, and must be free to leave it (and the admin texts) out.
export const ar: TranslationResource = /* @__PURE__ */ Object.assign({}, arSite, arHours, { admin: arAdmin });
