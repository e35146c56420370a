import { localizeDigits } from "~/i18n/digits";
import { useLanguage } from "~/i18n/use-language";

/**
 * A phone number in the page's digits, left to right. <bdo>, not
 * dir="ltr": the Unicode bidi rules treat Eastern Arabic digit groups and the
 * spaces between them as one right-to-left run, which would print the groups
 * backwards ("+٤٥٦٧ ١٢٣ ٧٥٠ ٩٦٤").
 */
export function PhoneNumber({ phone }: { phone: string }) {
  const lang = useLanguage();
  return <bdo dir="ltr">{localizeDigits(phone, lang)}</bdo>;
}
