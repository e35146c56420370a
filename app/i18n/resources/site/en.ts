/**
 * English texts of the public site: the source of truth for its translation keys.
 * `ku.ts` and `ar.ts` beside it must have exactly the same keys (the type enforces it
 * and a test checks that no value is empty).
 */
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
    services: "Services",
    products: "Products",
    clients: "Clients",
    team: "Team",
    solutions: "Solutions",
    contact: "Contact",
    privacy: "Privacy",
  },
  header: {
    callUs: "Call us",
    emailUs: "Email us",
    followUs: "Follow us on {{network}}",
  },
  hero: {
    exploreServices: "Explore our services",
    talkToUs: "Talk to us",
  },
  infoTiles: {
    heading: "Who we are",
    aboutText:
      "A technology company building websites, networks and skills for businesses in Kurdistan and beyond.",
    aboutLink: "More about us",
  },
  services: {
    heading: "Our solutions",
    intro:
      "Everything a growing business needs to work well online, from the first design to the daily running.",
  },
  process: {
    heading: "How we work",
    intro: "Four clear steps take every project from an idea to a product in your hands.",
    stepLabel: "Step {{number}}",
    research: {
      title: "Research product",
      text: "We learn your business, your customers and your goals before we draw a single screen.",
    },
    testing: {
      title: "User testing",
      text: "Real people try the designs early, so problems are found when they are cheap to fix.",
    },
    development: {
      title: "Development",
      text: "Our engineers build it with modern, secure and well-tested technology.",
    },
    handover: {
      title: "Product handover",
      text: "We launch, train your team and stay beside you with support and hosting.",
    },
  },
  technology: {
    heading: "Technology that works for you",
    paragraph1:
      "We choose proven tools and keep them up to date, so your website stays fast, safe and easy to change for years.",
    paragraph2:
      "From the network cables in your office to the servers that host your shop, one team takes care of it all.",
    watchVideo: "Watch our video",
    imageAlt: "Engineers at work in front of screens with code and network diagrams",
  },
  products: {
    heading: "Our products",
    intro: "Ready-made software you can start using this week.",
  },
  clients: {
    heading: "Our clients",
    intro: "Companies and institutions that trust us with their technology.",
  },
  carousel: {
    previous: "Previous",
    next: "Next",
    goToSlide: "Go to slide {{number}}",
  },
  contact: {
    heading: "Contact us",
    intro: "Tell us about your project. We reply within one working day.",
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
    about: "We design, build and host websites, set up networks and teach the skills of the digital economy.",
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
  about: {
    metaTitle: "About us",
    metaDescription: "Who we are, the technology we use and why businesses choose us.",
    heading: "About us",
    company: {
      title: "Our company",
      text: "We are a team of designers, developers, network engineers and teachers. Since our first website we have helped shops, schools, clinics and public offices do their work better with technology.",
    },
    technology: {
      title: "Our technology",
      text: "We build on open, widely used technology, host on reliable servers and keep every system patched and backed up.",
    },
    features: {
      title: "What you get",
      items: {
        oneTeam: "One team for design, development, hosting and networks",
        localSupport: "Support in Kurdish, Arabic and English",
        fairPrices: "Clear prices agreed before the work starts",
        training: "Training so your staff can run things themselves",
      },
    },
    why: {
      heading: "Why choose us",
      intro: "Six reasons our clients stay with us year after year.",
      experience: {
        title: "Experienced team",
        text: "Years of projects for companies, schools and public offices.",
      },
      quality: { title: "Quality first", text: "Every project is reviewed and tested before it goes live." },
      support: { title: "Fast support", text: "A real person answers, in your language, the same day." },
      security: { title: "Security", text: "Updates, backups and monitoring are part of every plan." },
      price: { title: "Fair price", text: "Honest quotes with no hidden costs." },
      learning: { title: "We teach", text: "Courses and a learning institute that build local talent." },
    },
  },
  team: {
    metaTitle: "Our team",
    metaDescription: "Meet the people behind our websites, networks and courses.",
    heading: "Our team",
    intro: "Our designers, developers, network engineers and trainers work together on every project.",
    membersHeading: "Team members",
  },
  solutions: {
    metaTitle: "Solutions",
    metaDescription: "Solutions for businesses: websites, hosting, networks, marketing and training.",
    heading: "Solutions",
    intro:
      "Whatever your business needs to work better with technology, we have a solution for it. Choose one to read more.",
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
  privacy: {
    metaTitle: "Privacy notice",
    metaDescription: "What the contact form stores, how long we keep it and how to ask us to delete it.",
    heading: "Privacy notice",
  },
  home: {
    metaTitle: "Websites, hosting, networks and IT training",
    metaDescription:
      "Web design, web development, hosting, networking, digital marketing, consultation and IT courses in Kurdish, Arabic and English.",
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
  },
};

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
/** The shape every language's public texts must have: same keys, string values. */
export type SiteTexts = DeepStrings<typeof enSite>;
