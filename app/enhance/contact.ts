/**
 * The contact form without a page reload (loaded by site.ts on a page that holds it). It posts what
 * the plain form would, marked as sent by this script, and takes the answer the server renders for the
 * form (the thank-you, or the errors beside what was typed) from the page that comes back: the server
 * stays the only one that words and lays out an answer, in the page's language. While it sends, the
 * button is disabled and says so; then focus goes where the visitor must look, brought into view (on a
 * phone the thank-you is far above the button).
 */
import { ENHANCED_FIELD } from "./attributes";

export function enhance(forms: HTMLElement[]) {
  for (const form of forms) if (form instanceof HTMLFormElement) sendInPlace(form);
}

/** How long an answer may take before the form says it was not sent (and may be sent again). */
const ANSWER_TIMEOUT_MS = 30_000;

function sendInPlace(form: HTMLFormElement) {
  // Tests wait for this before they send the form with JavaScript.
  form.dataset.enhanced = "";
  let sending = false;
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (sending) return;
    sending = true;
    const body = new FormData(form);
    body.set(ENHANCED_FIELD, "1");
    const restore = showSending(form);
    // The attribute, not `form.action`: a field named "action" would shadow the property.
    fetch(form.getAttribute("action") ?? "", {
      method: "POST",
      body,
      headers: { Accept: "text/html" },
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
    })
      .then(async (response) => {
        // Only the site's own page answers: anything else (a proxy's error page) is "not sent".
        if (!response.headers.get("Content-Type")?.startsWith("text/html")) throw new Error("Not a page");
        return new DOMParser().parseFromString(await response.text(), "text/html");
      })
      .then((answered) => showAnswer(form, answered))
      .catch(() => showUnsent(form))
      .finally(() => {
        sending = false;
        restore();
      });
  });
}

/**
 * While the message travels: the button disabled and saying so, the fields read-only (what the answer
 * shows is what was sent: a change typed meanwhile would be lost). Returns what undoes it.
 */
function showSending(form: HTMLFormElement): () => void {
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const label = button?.querySelector(".contact-form__send-label");
  const idleLabel = label?.textContent ?? "";
  if (button && label) {
    button.disabled = true;
    label.textContent = button.dataset.sendingLabel ?? "";
  }
  const fields = () => [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")];
  for (const field of fields()) field.readOnly = true;
  return () => {
    if (button && label) {
      button.disabled = false;
      label.textContent = idleLabel;
    }
    // The fields now on the form: the answer's, or the same ones when nothing came back.
    for (const field of fields()) field.readOnly = false;
  };
}

/** The answered page's status and fields in place of these: the live region stays and announces it. */
function showAnswer(form: HTMLFormElement, answered: Document) {
  const status = form.querySelector(".contact-form__status");
  const fields = form.querySelector(".contact-form__grid");
  const newStatus = answered.querySelector(".contact-form__status");
  const newFields = answered.querySelector(".contact-form__grid");
  if (!status || !fields || !newStatus || !newFields) return showUnsent(form);
  status.replaceChildren(...newStatus.childNodes);
  fields.replaceWith(document.adoptNode(newFields));
  const target =
    form.querySelector<HTMLElement>('[aria-invalid="true"]') ??
    status.querySelector<HTMLElement>('[role="alert"][tabindex], [role="status"]');
  if (!target) return;
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: "center" });
}

/** No answer (the line dropped): the server's words for it, written on the form, and nothing typed is lost. */
function showUnsent(form: HTMLFormElement) {
  const status = form.querySelector(".contact-form__status");
  if (!status) return;
  const alert = document.createElement("p");
  alert.className = "notice notice--error";
  alert.setAttribute("role", "alert");
  alert.tabIndex = -1;
  alert.textContent = form.dataset.unsentText ?? "";
  status.replaceChildren(alert);
  alert.focus({ preventScroll: true });
  alert.scrollIntoView({ block: "center" });
}
