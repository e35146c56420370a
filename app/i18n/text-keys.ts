import type { enAdmin } from "./resources/admin/en";
import type { enHours } from "./resources/hours/en";
import type { enSite } from "./resources/site/en";

/** Every English text, as the keys' source of truth: the site's, the opening hours' and the back office's. */
type EnglishTexts = typeof enSite & typeof enHours & { admin: typeof enAdmin };

/** The plural forms a text said with a number may carry (`key_one`, `key_other`); `t` is given the key. */
type PluralSuffix = "_zero" | "_one" | "_two" | "_few" | "_many" | "_other";
type WithoutPlural<K extends string> = K extends `${infer Key}${PluralSuffix}` ? Key : K;

type KeysOf<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${WithoutPlural<K>}`
    : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/**
 * A translation key: a dotted path to a text of the English texts. `t("admin.nope")` does not
 * compile, nor does a key built from a value the texts have no entry for.
 */
export type TextKey = KeysOf<EnglishTexts>;

/** The keys under a prefix, without it: `KeysUnder<"admin.languages">` is `"en" | "ku" | "ar"`. */
export type KeysUnder<Prefix extends string> = TextKey extends infer Key
  ? Key extends `${Prefix}.${infer Rest}`
    ? Rest
    : never
  : never;
