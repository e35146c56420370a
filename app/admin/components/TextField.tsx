/**
 * A labelled one-line input of the back office, with its help and its error
 * tied to it for screen readers (aria-describedby, aria-invalid). Emails and
 * passwords are typed left to right on every page.
 */
export function TextField({
  id,
  label,
  help,
  error,
  ...input
}: {
  id: string;
  label: string;
  help?: string;
  /** Shown under the input and announced; the input is marked invalid. */
  error?: string | null;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "id">) {
  const describedBy = [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        dir="ltr"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {help && (
        <p className="field__help" id={`${id}-help`}>
          {help}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
