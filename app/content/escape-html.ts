/** Text as HTML that shows it as it is: every character HTML would read as markup is a reference. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
