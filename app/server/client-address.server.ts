import ipaddr from "ipaddr.js";

/**
 * The key the per-address limits count under. An IPv6 visitor usually holds
 * a whole /64 and can pick a new address in it for every request, so IPv6
 * addresses count by their /64; IPv4 (also when written as ::ffff:a.b.c.d)
 * by the address.
 */
export function clientAddressKey(address: string | undefined): string {
  if (!address || !ipaddr.isValid(address)) return "unknown";
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  if (parsed.kind() === "ipv4") return parsed.toString();
  const groups = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${groups.join(":")}::/64`;
}
