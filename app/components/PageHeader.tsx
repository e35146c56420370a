/**
 * The title band at the top of an inner page. `titleFromRecord`: the title is a record's text, which may
 * be an English fallback on a Kurdish or Arabic page, so it takes its own direction (an element passed as
 * the title marks its own language: PageText, InLanguage).
 */
export function PageHeader({
  title,
  titleFromRecord = false,
  className,
  children,
}: {
  title: React.ReactNode;
  titleFromRecord?: boolean;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <header className={className ? `page-header ${className}` : "page-header"}>
      <div className="container">
        <h1 dir={titleFromRecord ? "auto" : undefined}>{title}</h1>
        {children}
      </div>
    </header>
  );
}
