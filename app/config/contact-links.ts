import { site } from "./site";

/** A WhatsApp chat with the company: wa.me takes the international number as digits only. */
export function whatsappUrl(): string {
  return `https://wa.me/${site.whatsapp.replace(/\D/g, "")}`;
}

/**
 * Directions to the office in Google Maps (the map most people here use),
 * opened in a new tab: no map script or iframe on our pages.
 */
export function directionsUrl(): string {
  const { latitude, longitude } = site.location;
  const url = new URL("https://www.google.com/maps/dir/");
  url.searchParams.set("api", "1");
  url.searchParams.set("destination", `${latitude},${longitude}`);
  return url.toString();
}
