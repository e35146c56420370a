/** Every kind of public page, a service's and the not-found page (404) included. */
export const publicPages = (serviceId: string) => [
  "/",
  "/about",
  "/team",
  "/solutions",
  `/solution-details/${serviceId}`,
  "/privacy",
  "/no-such-page",
];
