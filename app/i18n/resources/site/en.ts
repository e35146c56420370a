/**
 * English texts of the public site: the source of truth for its translation keys.
 * `ku.ts` and `ar.ts` beside it must have exactly the same keys (the type enforces it
 * and a test checks that no value is empty).
 */
import type { TextsLike } from "../texts-type";
export const enSite = {
  common: {
    skipToContent: "Skip to main content",
    errorTryAgain: "Error, try again later.",
    noData: "No Data Available",
    close: "Close",
    readMore: "Read more",
    openMenu: "Open menu",
    language: "Language",
    aboutUs: "About us",
  },
  nav: {
    label: "Main navigation",
    home: "Home",
    about: "About",
    services: "Solutions",
    products: "Products",
    clients: "Clients",
    team: "Team",
    solutions: "Solutions",
    contact: "Contact",
    news: "News",
    privacy: "Privacy",
  },
  news: {
    metaTitle: "News",
    metaDescription: "News from the company.",
    published: "Published {{date}}",
    latest: "Latest news",
    allNews: "All news",
    feed: "News feed ({{language}})",
    share: "Share this post",
    none: "No news yet.",
  },
  header: {
    callUs: "Call us",
    emailUs: "Email us",
    followUs: "Follow us on {{network}}",
  },
  hero: {
    exploreServices: "Explore our solutions",
    talkToUs: "Talk to us",
  },
  infoTiles: {
    aboutLink: "More about us",
  },
  process: {
    stepLabel: "Step {{number}}",
  },
  technology: {
    watchVideo: "Watch our video",
    imageAlt: "Engineers at work in front of screens with code and network diagrams",
  },
  carousel: {
    goToSlide: "Go to slide {{number}}",
  },
  contact: {
    nameLabel: "Name",
    emailLabel: "Email",
    phoneLabel: "Phone",
    subjectLabel: "Subject",
    messageLabel: "Message",
    namePlaceholder: "Please enter your name",
    emailPlaceholder: "Please enter your email",
    phonePlaceholder: "Please enter your number",
    subjectPlaceholder: "Please enter your subject",
    messagePlaceholder: "Write your message",
    honeypotLabel: "Leave this field empty",
    send: "Send message",
    sending: "Sending…",
    sent: "Thank you! Your message has been sent. We will reply soon.",
    invalidEmail: "Please enter a valid email address",
    tooLong: "Please use at most {{max}} characters",
    invalidPhone: "Please enter a phone number using digits, spaces and an optional leading +",
    rateLimited: "You have sent several messages in a short time. Please wait a minute and try again.",
    spamRejected:
      "Your message was not sent because a field meant to stay empty was filled in. Please leave it empty and try again.",
    fixErrors: "Please correct the highlighted fields.",
    invalidText: "This text contains characters that could not be read. Please type it again.",
    privacyNote: "We use what you send only to answer you.",
    privacyLink: "Privacy notice",
  },
  footer: {
    addressHeading: "Address",
    hoursHeading: "Opening hours",
    linksHeading: "Quick links",
    languageHeading: "Language",
    rights: "© {{year}} {{company}}. All rights reserved.",
  },
  reach: {
    whatsapp: "Chat with us on WhatsApp",
    directions: "Get directions on the map",
    opensInNewTab: "(opens in a new tab)",
  },
  solutionDetails: {
    metaTitle: "Solution details",
    metaDescription: "One of our solutions: what it is and how to get it.",
    ctaHeading: "Questions about {{title}}?",
    ctaText: "Tell us what you need. We reply within one working day, in Kurdish, Arabic or English.",
    ctaButton: "Ask us",
    share: "Share this page",
    shareOn: "Share on {{network}}",
    shareByEmail: "Share by email",
    social: "Find us on social media",
    allSolutions: "All solutions",
  },
  pager: {
    label: "Pages",
    previous: "Previous",
    next: "Next",
    pageOf: "Page {{page}} of {{pages}}",
  },
  notFound: {
    metaTitle: "Page not found",
    title: "Oops! Page Not Found",
    text: "The page you were looking for could not be found.",
    back: "Return To Home Page",
  },
  error: {
    metaTitle: "Error",
    badRequest: "The request could not be read. Please go back to the page and try again.",
    crossSite:
      "For your safety, forms can only be sent from this website's own pages. Please open the page on our site and send it again.",
    methodNotAllowed: "This address does not accept that kind of request.",
    tooLarge: "What you sent is too large. Please shorten it and try again.",
    addressTooLong: "This address is too long to be a page of this site.",
    busy: "The site is very busy right now. Please try again in a few seconds.",
    unsupportedType:
      "The form arrived in a format this site does not accept. Please send it from the page on our site.",
    uploadTooLarge:
      "The files you sent are larger than {{together}} MB together. Please go back and send fewer at a time (each picture may be up to {{each}} MB).",
    backToForm: "Back to the form",
  },
};

/** The shape every language's public texts must have: same keys, string values. */
export type SiteTexts = TextsLike<typeof enSite>;
