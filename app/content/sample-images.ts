/**
 * The sample images (app/images), built by Vite into build/client/assets
 * under names that carry a hash of their content, so they are cached for a
 * year. Records and old pages name them by their old public path,
 * `/images/<path>`: this maps one to the other. Used on the server only
 * (loaders, the redirect of old paths): the browser never downloads the list.
 */
const files = import.meta.glob<string>("../images/**/*.svg", {
  query: "?url",
  import: "default",
  eager: true,
});

const byPublicPath = new Map(
  Object.entries(files).map(([file, url]) => [file.replace(/^\.\.\/images\//, "/images/"), url]),
);

/** The fingerprinted URL of `/images/<path>`, or undefined when there is no such sample image. */
export function sampleImageUrl(publicPath: string): string | undefined {
  return byPublicPath.get(publicPath);
}
