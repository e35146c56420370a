import { languageOf } from "~/lib/request-facts";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Fragment, type ReactNode } from "react";
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
import { messageSources } from "~/contact/message-sources.server";
import { siteOrigin } from "~/config/env.server";
import { homeSectionChoices, loadHomeContent } from "~/site/home-content.server";
import { hiddenSectionBanner, previewFor } from "~/admin/preview.server";
import type { HomeSectionKey } from "~/content/types/home-page";
import { singleTypes } from "~/content/content-types";
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
/** The section that shows each (the jumbotrons are the hero banner's, always first). */
const SECTION_OF: Partial<Record<(typeof HOME_TYPES)[number], HomeSectionKey>> = {
  infoAreas: "tiles",
  services: "services",
  products: "products",
  clients: "clients",
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const lang = languageOf(context);
  const contactSent = new URL(request.url).searchParams.get("contact") === "sent";
  // A member of staff may look at a hidden or trashed record here; visitors get the page without it.
  const preview = await previewFor(request, HOME_TYPES, lang);
  // The sections staff show, in their order (types/home-page.ts). A previewed record's section is
  // shown to the member of staff even while hidden, with a banner saying so; the thanks for a message
  // sent from a page loaded before the contact section was hidden still shows.
  const previewed = preview && SECTION_OF[preview.name];
  const choices = homeSectionChoices();
  const hidden = choices.find((choice) => choice.key === previewed && !choice.shown);
  const sections = choices
    .filter((choice) => choice.shown || choice === hidden || (choice.key === "contact" && contactSent))
    .map((choice) => choice.key);
  const sectionName = singleTypes.homePage.fields.sections.sections.find(
    (section) => section.key === hidden?.key,
  )?.name;
  return data(
    {
      ...loadHomeContent(lang, preview),
      ...pageTexts("homePage", lang),
      sections,
      contactSent,
      preview: preview?.banner ?? (sectionName ? hiddenSectionBanner(sectionName, lang) : null),
    },
    preview ? { headers: PREVIEW_HEADERS } : undefined,
  );
}

export const headers = previewHeaders;

/** The contact form posts here. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  // Where it came from: the page's hidden fields, or what the post's Referer says (an address of ours).
  const ownHosts = [new URL(request.url).host, new URL(siteOrigin()).host];
  const sources = messageSources(form, request.headers.get("Referer"), ownHosts);
  const result = submitContactMessage(form, context.clientAddress ?? "unknown", sources);
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

/**
 * The hero banner first, then the sections staff show, in their order (each still left out while the
 * list it shows is empty), and the company's JSON-LD, which is about the company, not its sections.
 */
export default function HomePage() {
  const content = useLoaderData<typeof loader>();
  const shown = (key: HomeSectionKey) => content.sections.includes(key);
  const section: Record<HomeSectionKey, () => ReactNode> = {
    tiles: () => <InfoTiles tiles={content.tiles} />,
    services: () => <Services services={content.services} />,
    process: () => <Process />,
    technology: () => <Technology />,
    products: () => <Products products={content.products} />,
    clients: () => <Clients clients={content.clients} />,
    news: () => <LatestNews posts={content.news} />,
    contact: () => <ContactSection sentWithoutJs={content.contactSent} />,
  };
  return (
    <PageTextsContext.Provider
      value={{ texts: content.texts, fellBack: content.fellBack, html: content.html }}
    >
      <PreviewBanner banner={content.preview} />
      <Hero
        banners={content.banners}
        fallback={content.heroFallback}
        servicesShown={shown("services") && content.services.length > 0}
        contactShown={shown("contact")}
      />
      {content.sections.map((key) => (
        <Fragment key={key}>{section[key]()}</Fragment>
      ))}
      <OrganizationJsonLd />
    </PageTextsContext.Provider>
  );
}
