/** The title band at the top of an inner page. */
export function PageHeader({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <header className={className ? `page-header ${className}` : "page-header"}>
      <div className="container">
        <h1>{title}</h1>
        {children}
      </div>
    </header>
  );
}
