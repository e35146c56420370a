import { languageOf } from "~/lib/request-facts";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Clients } from "~/components/home/Clients";
import { LatestNews } from "~/components/home/LatestNews";
import { ContactSection } from "~/components/home/ContactSection";
import { Hero } from "~/components/home/Hero";
import { InfoTiles } from "~/components/home/InfoTiles";
import { OrganizationJsonLd } from "~/components/OrganizationJsonLd";
import { Process } from "~/components/home/Process";
import { Products } from "~/components/home/Products";
import { Services } from "~/components/home/Services";
import { Technology } from "~/components/home/Technology";
import { ENHANCED_FIELD } from "~/enhance/attributes";
import { submitContactMessage } from "~/contact/contact.server";
import { loadHomeContent } from "~/site/home-content.server";
import { previewFor } from "~/admin/preview.server";
import { PREVIEW_HEADERS } from "~/content/preview";
import { PreviewBanner } from "~/components/PreviewBanner";
import { previewHeaders } from "~/lib/preview-headers";
import { localizedPath } from "~/i18n/localized-path";
import { readForm } from "~/lib/forms.server";
import { pageMetaFromTexts } from "~/lib/meta";
import { PageTextsContext } from "~/lib/page-texts-context";
import { pageTexts } from "~/site/page-texts.server";
import { sharingMeta } from "~/lib/sharing";

export const meta: MetaFunction<typeof loader> = ({ matches, location, data }) => [
  ...pageMetaFromTexts(matches, data?.texts),
  ...sharingMeta({ matches, location }),
];

/** The types the home page shows, each of which staff can preview here. */
const HOME_TYPES = ["jumbotrons", "infoAreas", "services", "products", "clients"] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const lang = languageOf(context);
  const contactSent = new URL(request.url).searchParams.get("contact") === "sent";
  // A member of staff may look at a hidden or trashed record here; visitors get the page without it.
  const preview = await previewFor(request, HOME_TYPES, lang);
  return data(
    {
      ...loadHomeContent(lang, preview),
      ...pageTexts("homePage", lang),
      contactSent,
      preview: preview?.banner ?? null,
    },
    preview ? { headers: PREVIEW_HEADERS } : undefined,
  );
}

export const headers = previewHeaders;

/** The contact form posts here. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const result = submitContactMessage(form, context.clientAddress ?? "unknown");
  if (result.status === "sent") {
    // Without JavaScript: post, redirect, get — a reload never sends twice.
    // The thanks page names the language the form was sent in (the URL it was posted to says it).
    if (form.get(ENHANCED_FIELD) !== "1")
      throw redirect(localizedPath("/?contact=sent#contact-status", languageOf(context)));
    return result;
  }
  const status = result.formError === "rateLimited" ? 429 : result.formError === "saveFailed" ? 500 : 400;
  return data(result, { status });
}

export default function HomePage() {
  const content = useLoaderData<typeof loader>();
  return (
    <PageTextsContext.Provider
      value={{ texts: content.texts, fellBack: content.fellBack, html: content.html }}
    >
      <PreviewBanner banner={content.preview} />
      <Hero
        banners={content.banners}
        fallback={content.heroFallback}
        servicesShown={content.services.length > 0}
      />
      <InfoTiles tiles={content.tiles} />
      <Services services={content.services} />
      <Process />
      <Technology />
      <Products products={content.products} />
      <Clients clients={content.clients} />
      <LatestNews posts={content.news} />
      <ContactSection sentWithoutJs={content.contactSent} />
      <OrganizationJsonLd />
    </PageTextsContext.Provider>
  );
}
