// @ts-check
/**
 * Sample records get fresh ids in every throwaway database, so scripts name a service's page with the
 * placeholder `{service}` and a news post's with `{post}`; this puts the first listed one's id in its place.
 * @param {string} base the running server's origin
 * @param {string[]} paths
 */
export async function withSampleIds(base, paths) {
  /** @param {string} placeholder @param {string} list @param {RegExp} link */
  const idFor = async (placeholder, list, link) => {
    if (!paths.some((path) => path.includes(placeholder))) return "";
    const id = link.exec(await (await fetch(`${base}${list}`)).text())?.[1];
    if (!id) throw new Error(`${list} links to no record`);
    return id;
  };
  const service = await idFor("{service}", "/solutions?lng=en", /href="\/solution-details\/([^"?]+)/);
  const post = await idFor("{post}", "/news?lng=en", /href="\/news\/([^"?]+)/);
  return paths.map((path) => path.replace("{service}", service).replace("{post}", post));
}
