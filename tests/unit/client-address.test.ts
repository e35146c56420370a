import { describe, expect, it } from "vitest";
import { clientAddressKey } from "~/server/client-address.server";

describe("the key per-address limits count under", () => {
  it("is the address for IPv4, written either way", () => {
    expect(clientAddressKey("203.0.113.9")).toBe("203.0.113.9");
    expect(clientAddressKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
  });
  it("is the /64 for IPv6: one visitor cannot rotate through their own network", () => {
    expect(clientAddressKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(clientAddressKey("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(clientAddressKey("2001:db8:1:3::1")).not.toBe(clientAddressKey("2001:db8:1:2::1"));
  });
  it("is 'unknown' for anything else", () => {
    expect(clientAddressKey(undefined)).toBe("unknown");
    expect(clientAddressKey("not an address")).toBe("unknown");
  });
});
