import { Picture } from "~/components/Picture";

/**
 * A record page's main picture (a service's, a post's): full width of the article, its own description
 * for its alternative text, else the record's title; loaded first, as it is what the page opens on.
 */
export function DetailPicture({
  record,
}: {
  record: { image: string; imageAlt?: string; title: { text: string } };
}) {
  return (
    <Picture
      className="solution-detail__image"
      src={record.image}
      alt={record.imageAlt ?? record.title.text}
      width={800}
      height={600}
      sizes="(min-width: 900px) 760px, 100vw"
      priority
    />
  );
}
