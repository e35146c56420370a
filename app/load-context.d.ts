import "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The visitor's address, from the Express server (see server.mjs). */
    clientAddress?: string;
  }
}
