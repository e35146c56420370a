/**
 * Which pages run React in the browser (docs/decisions/038-public-pages-without-react.md). A route
 * whose page needs the Remix runtime (the back office: its forms, client navigation, pending states)
 * says so in its `handle`; every other page is the server's HTML with the site's small script, which
 * enhances it where it stands (app/enhance/site.ts).
 */
export type PageScriptsHandle = { hydrate?: boolean };

/** The `handle` of a route whose page is a React app in the browser. */
export const hydratedPage = { hydrate: true } as const satisfies PageScriptsHandle;

/** Whether any matched route asks for the Remix runtime. */
export function pageHydrates(handles: readonly unknown[]): boolean {
  return handles.some((handle) => (handle as PageScriptsHandle | undefined)?.hydrate === true);
}
