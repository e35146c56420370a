/**
 * A home page section: anchor, heading and introduction, then the content.
 * When the list behind it is empty the whole section is left out: visitors
 * never read 'No Data Available' (that is for the back office).
 */
export function HomeSection({
  id,
  heading,
  intro,
  tinted = false,
  empty = false,
  children,
}: {
  id: string;
  heading: React.ReactNode;
  intro: React.ReactNode;
  tinted?: boolean;
  empty?: boolean;
  children: React.ReactNode;
}) {
  if (empty) return null;
  return (
    <section
      className={`section${tinted ? " section--tinted" : ""}`}
      id={id}
      aria-labelledby={`${id}-heading`}
    >
      <div className="container">
        <header className="section__header">
          <h2 id={`${id}-heading`}>{heading}</h2>
          <p>{intro}</p>
        </header>
        {children}
      </div>
    </section>
  );
}
