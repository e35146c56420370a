import type { HeadersFunction } from "@remix-run/node";

/**
 * The `headers` of a public page a member of staff can preview a record on
 * (app/admin/preview.server.ts): the loader's Cache-Control is the answer's,
 * so a preview goes out `private, no-store`. Without a `headers` export Remix
 * would keep only the loader's cookies.
 */
export const previewHeaders: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers();
  const cacheControl = loaderHeaders.get("Cache-Control");
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  return headers;
};
