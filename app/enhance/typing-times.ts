/** Speeds of the typing animation (ms per character), from the specification. */
export const TYPING = {
  title: { typeSpeed: 40, backSpeed: 50 },
  desc: { typeSpeed: 30, backSpeed: 10 },
} as const;

/** How long a typed banner stays whole before it is erased; the first one, from the page, too. */
export const READING_TIME_MS = 2000;
