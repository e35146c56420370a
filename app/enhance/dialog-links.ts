/**
 * A link to a <dialog> on the same page (`<a href="#info-x" aria-haspopup="dialog">`): without
 * JavaScript the dialog shows through CSS :target; with it, it opens as a native modal dialog, which
 * keeps focus inside and closes on Escape. Its close link and a click on the backdrop close it.
 */
export function enhanceDialogLinks() {
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
    if (event.target === dialog || event.target.closest(".modal__close")) {
      event.preventDefault();
      dialog.close();
    }
  });
}
