/**
 * A text staff wrote in the rich-text fields, as the server rendered it
 * (app/content/rich-text.server.ts: raw HTML off, only safe links): its
 * paragraphs, lists and links. The wrapper adds no space of its own.
 */
export function RichText({ html, className, id }: { html: string; className?: string; id?: string }) {
  return (
    <div
      id={id}
      className={className ? `rich-text ${className}` : "rich-text"}
      // Made on the server from the rich-text subset; nothing staff type reaches the page unescaped.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
