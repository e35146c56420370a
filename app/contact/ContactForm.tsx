import type { TextKey } from "~/i18n/text-keys";
import { Link, useActionData } from "@remix-run/react";
import { IconCircleCheck, IconSend } from "@tabler/icons-react";
import { useTranslation } from "~/i18n/translation";
import type { FieldError } from "~/content/validation";
import { enhance } from "~/enhance/attributes";
import { VISIT_ATTRIBUTE, VISIT_FIELDS } from "~/enhance/visit";
import { useLocalizedPath } from "~/i18n/localized-path";
import type { ContactFormError, ContactResult } from "./contact.server";
import { contactInputs, HONEYPOT_FIELD, type ContactFieldName } from "./contact-fields";

const formErrorKeys: Record<ContactFormError, TextKey> = {
  rateLimited: "contact.rateLimited",
  spamRejected: "contact.spamRejected",
  saveFailed: "common.errorTryAgain",
};

export type ContactActionData = ContactResult;

/**
 * A plain HTML form (post, redirect, thank-you; errors beside what was typed). The page's script sends
 * it without a reload and shows the answer this component renders (app/enhance/contact.ts).
 */
export function ContactForm({ sentWithoutJs }: { sentWithoutJs: boolean }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const result = useActionData<ContactActionData>();
  const sent = result?.status === "sent" || (sentWithoutJs && !result);

  const invalid = result?.status === "invalid" ? result : undefined;
  const errorText = (name: ContactFieldName, error: FieldError) =>
    error.code === "required"
      ? t(`contact.${name}Placeholder`)
      : error.code === "tooLong"
        ? t("contact.tooLong", { max: error.max })
        : error.code === "invalidEmail"
          ? t("contact.invalidEmail")
          : error.code === "invalidText"
            ? t("contact.invalidText")
            : t("contact.invalidPhone");

  return (
    <form
      method="post"
      // The answer page (its errors, or the thanks after the redirect) is in the form's language: pages
      // no longer set the language cookie, so the address must name it.
      action={localized("/?index#contact-status")}
      noValidate
      className="contact-form"
      {...enhance("contact")}
      data-unsent-text={t("common.errorTryAgain")}
    >
      {/* Without JavaScript the answer page opens here: the thank-you or the errors' summary on screen. */}
      <div aria-live="polite" className="contact-form__status" id="contact-status">
        {sent && (
          <p className="notice notice--success" role="status" tabIndex={-1}>
            <IconCircleCheck aria-hidden="true" /> {t("contact.sent")}
          </p>
        )}
        {invalid?.formError && (
          <p className="notice notice--error" role="alert" tabIndex={-1}>
            {t(formErrorKeys[invalid.formError])}
          </p>
        )}
        {invalid && !invalid.formError && (
          <p className="notice notice--error" role="alert">
            {t("contact.fixErrors")}
          </p>
        )}
      </div>
      <div className="contact-form__grid">
        {contactInputs.map(({ name, type, autoComplete, max }) => {
          const error = invalid?.errors[name];
          const id = `contact-${name}`;
          const common = {
            id,
            name,
            autoComplete,
            maxLength: max,
            placeholder: t(`contact.${name}Placeholder`),
            defaultValue: invalid?.values[name] ?? "",
            "aria-invalid": error ? true : undefined,
            "aria-describedby": error ? `${id}-error` : undefined,
            required: true,
          };
          return (
            <div key={name} className={`field field--${name}`}>
              <label htmlFor={id}>{t(`contact.${name}Label`)}</label>
              {type === "textarea" ? (
                <textarea rows={6} dir="auto" {...common} />
              ) : (
                // What visitors type takes its own direction (an English subject on an Arabic page).
                <input type={type} dir={type === "tel" || type === "email" ? "ltr" : "auto"} {...common} />
              )}
              {error && (
                <p className="field__error" id={`${id}-error`}>
                  {errorText(name, error)}
                </p>
              )}
            </div>
          );
        })}
        {/* Hidden from people; bots that fill every field reveal themselves. */}
        <div className="honeypot" aria-hidden="true">
          <label htmlFor="contact-website">{t("contact.honeypotLabel")}</label>
          <input id="contact-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
        </div>
      </div>
      {/* Where the visit came from, filled by the page's script (enhance/visit.ts); empty in every copy
          of the page, so cached pages stay the same for everyone. Outside the grid the answer replaces. */}
      {Object.entries(VISIT_FIELDS).map(([part, name]) => (
        <input key={name} type="hidden" name={name} {...{ [VISIT_ATTRIBUTE]: part }} />
      ))}
      <button type="submit" className="button" data-sending-label={t("contact.sending")}>
        <IconSend size={18} className="icon-flip" aria-hidden="true" />
        <span className="contact-form__send-label">{t("contact.send")}</span>
      </button>
      <p className="contact-form__privacy">
        {t("contact.privacyNote")} <Link to={localized("/privacy")}>{t("contact.privacyLink")}</Link>
      </p>
    </form>
  );
}
