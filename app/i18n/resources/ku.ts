/**
 * Every Central Kurdish (Sorani) text: the public site's, the opening hours' and the back office's. The server and
 * the tests use this; the browser loads the two halves apart (i18n.client.ts).
 */
import { kuAdmin } from "./admin/ku";
import { kuHours } from "./hours/ku";
import { kuSite } from "./site/ku";
import type { TranslationResource } from "./en";

// Pure: the browser build never uses this whole, and must be free to leave it (and the admin texts) out.
export const ku: TranslationResource = /* @__PURE__ */ Object.assign({}, kuSite, kuHours, { admin: kuAdmin });
