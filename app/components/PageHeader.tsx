/** The title band at the top of an inner page. */
export function PageHeader({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <header className="page-header">
      <div className="container">
        <h1>{title}</h1>
        {children}
      </div>
    </header>
  );
}
