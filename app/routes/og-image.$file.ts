import type { LoaderFunctionArgs } from "@remix-run/node";
import { isLanguage } from "~/i18n/languages";
import { sharingImagePng } from "~/lib/sharing-image.server";

/** `/og-image/ku.png`: the sharing image of a language, with the company's current name and tagline. */
export async function loader({ params }: LoaderFunctionArgs) {
  const lang = /^([a-z]+)\.png$/.exec(params.file ?? "")?.[1];
  if (!isLanguage(lang))
    throw new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  const png = await sharingImagePng(lang);
  // The pages link it with ?v= of the texts it shows: a new name is a new address for every cache.
  return new Response(new Uint8Array(png), {
    headers: {
      "Content-Type": "image/png",
      "Cache-Control": "public, max-age=86400",
      // Link previews in other sites' pages show it straight from here.
      "Cross-Origin-Resource-Policy": "cross-origin",
    },
  });
}
