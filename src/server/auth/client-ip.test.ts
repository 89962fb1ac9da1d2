import { describe, expect, it } from "vitest";
import { addressFromForwarded, addressKey, normaliseAddress } from "./client-ip";
import { isLoopbackHostname, trustedOrigins } from "./origins";

describe("client address from a forwarded header", () => {
  it("takes the N-th entry from the right, never the left-most the client wrote", () => {
    const header = "6.6.6.6, 203.0.113.7, 10.0.0.2";
    expect(addressFromForwarded(header, 1)).toBe("10.0.0.2");
    expect(addressFromForwarded(header, 2)).toBe("203.0.113.7");
    expect(addressFromForwarded(header, 3)).toBe("6.6.6.6");
  });

  it("with fewer entries than hops, takes the left-most (a trusted proxy wrote it)", () => {
    expect(addressFromForwarded("203.0.113.7", 2)).toBe("203.0.113.7");
    expect(addressFromForwarded("203.0.113.7, 10.0.0.2", 3)).toBe("203.0.113.7");
  });

  it("gives null for an empty header or an entry that is not an address", () => {
    expect(addressFromForwarded("", 1)).toBeNull();
    expect(addressFromForwarded(" , ", 1)).toBeNull();
    expect(addressFromForwarded("1.2.3.4, unknown", 1)).toBeNull();
    expect(addressFromForwarded("1.2.3.4, 127.1", 1)).toBeNull();
  });

  it("normalises addresses: mapped IPv4, IPv6 case and zeros, brackets and ports", () => {
    expect(normaliseAddress("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(normaliseAddress("2001:DB8:0:0::1")).toBe("2001:db8::1");
    expect(normaliseAddress("[2001:db8::1]:443")).toBe("2001:db8::1");
    expect(normaliseAddress("192.0.2.1:8080")).toBe("192.0.2.1");
    expect(normaliseAddress("0x7f.0.0.1")).toBeNull();
  });

  it("keys IPv4 addresses whole and IPv6 addresses by their /64", () => {
    expect(addressKey("192.0.2.1")).toBe("192.0.2.1");
    expect(addressKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8:1:2:bbbb::9")).toBe("2001:db8:1:2::/64");
  });
});

describe("trusted origins", () => {
  it("accepts every loopback spelling on the same port when PUBLIC_URL is loopback", () => {
    expect(trustedOrigins("http://localhost:3000")).toEqual([
      "http://localhost:3000",
      "http://127.0.0.1:3000",
      "http://[::1]:3000",
    ]);
    expect(trustedOrigins("http://127.0.0.1:4173")).toContain("http://localhost:4173");
    expect(isLoopbackHostname("[::1]")).toBe(true);
    expect(isLoopbackHostname("127.8.9.10")).toBe(true);
  });

  it("accepts only PUBLIC_URL's origin otherwise", () => {
    expect(trustedOrigins("https://sole.example")).toEqual(["https://sole.example"]);
    expect(isLoopbackHostname("localhost.evil.example")).toBe(false);
  });
});
