/** Written by the build (vite/site-script.ts): the public pages' script's address. */
declare module "virtual:site-script" {
  export const siteScript: string;
}
