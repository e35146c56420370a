/**
 * A link to a <dialog> on the same page (`<a href="#info-x" aria-haspopup="dialog">`): without
 * JavaScript the dialog shows through CSS :target; with it, it opens as a native modal dialog, which
 * keeps focus inside and closes on Escape. Its close link and a click on the backdrop close it.
 */
export function enhanceDialogLinks() {
  // Where the pointer went down: a click that starts in the box and ends on the backdrop (selecting
  // text past the box's edge) is not a click on the backdrop.
  let pressed: EventTarget | null = null;
  document.addEventListener("pointerdown", (event) => (pressed = event.target));
  document.addEventListener("click", (event) => {
    if (!(event.target instanceof Element)) return;
    const opener = event.target.closest<HTMLAnchorElement>('a[aria-haspopup="dialog"][href^="#"]');
    if (opener) {
      const dialog = document.getElementById(opener.hash.slice(1));
      if (!(dialog instanceof HTMLDialogElement)) return;
      event.preventDefault();
      dialog.showModal();
      return;
    }
    const dialog = event.target.closest("dialog");
    if (!dialog?.open) return; // opened by :target, without JavaScript: links work as links
    // The box fills the dialog: a click whose target is the dialog itself hit the backdrop around it.
    const onBackdrop = event.target === dialog && pressed === dialog;
    if (onBackdrop || event.target.closest(".modal__close")) {
      event.preventDefault();
      dialog.close();
    }
  });
  openTargetedDialog();
}

/**
 * A dialog the address points at (a link shared as `/#info-x`, or a tile tapped before this script
 * arrived) shows through :target until now (app.css drops that rule once the script runs): it opens as
 * a modal dialog instead, and the address forgets it, so that closing it leaves the page as it was.
 */
function openTargetedDialog() {
  const targeted = window.location.hash.length > 1 && document.getElementById(window.location.hash.slice(1));
  if (!(targeted instanceof HTMLDialogElement)) return;
  window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
  targeted.showModal();
}
