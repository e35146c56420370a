// @ts-check
/**
 * Sample records get fresh ids in every throwaway database, so scripts name a service's page with the
 * placeholder `{service}`; this puts the first listed service's id in its place.
 * @param {string} base the running server's origin
 * @param {string[]} paths
 */
export async function withSampleIds(base, paths) {
  if (!paths.some((path) => path.includes("{service}"))) return paths;
  const html = await (await fetch(`${base}/solutions?lng=en`)).text();
  const id = /href="\/solution-details\/([^"?]+)/.exec(html)?.[1];
  if (!id) throw new Error("/solutions links to no service");
  return paths.map((path) => path.replace("{service}", id));
}
