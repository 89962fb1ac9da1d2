import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import ipaddr from "ipaddr.js";

/**
 * The scraper's only way out to the network: allowed hosts only, every redirect re-checked, the
 * resolved address checked at connect time (so DNS cannot swap in a private address after the
 * check), a per-page timeout, a size cap, robots.txt and a per-host pace.
 */
export class FetchRefused extends Error {}

// ---- addresses ------------------------------------------------------------------------------

type AddressClass = "metadata" | "link-local" | "loopback" | "private";

/** Cloud metadata services, refused even when private addresses are allowed (tests). */
const METADATA = new Set(["169.254.169.254", "100.100.100.200", "fd00:ec2::254"]);

function ipv4Class(v4: ipaddr.IPv4): AddressClass | null {
  const text = v4.toString();
  if (METADATA.has(text)) return "metadata";
  switch (v4.range()) {
    case "unicast":
      return null;
    case "linkLocal":
      return "link-local";
    // 0.0.0.0/8 reaches this machine on Linux, like 127/8.
    case "loopback":
    case "unspecified":
      return "loopback";
    // private, carrierGradeNat (100.64/10), multicast, broadcast, reserved (192.0.0/24, the
    // TEST-NETs, 198.18/15, 240/4...) and whatever else ipaddr.js names.
    default:
      return "private";
  }
}

/** The IPv4 address in the last 32 bits of an IPv6 address. */
function lastIpv4(v6: ipaddr.IPv6): ipaddr.IPv4 {
  return ipaddr.fromByteArray(v6.toByteArray().slice(12)) as ipaddr.IPv4;
}

/** IPv4-compatible addresses (::a.b.c.d, deprecated), which ipaddr.js does not name. */
const IPV4_COMPATIBLE = ipaddr.parseCIDR("::/96") as [ipaddr.IPv6, number];
/** The well-known NAT64 prefix; ipaddr.js's rfc6052 also holds the local-use 64:ff9b:1::/48. */
const NAT64_WELL_KNOWN = ipaddr.parseCIDR("64:ff9b::/96") as [ipaddr.IPv6, number];

/**
 * "metadata" | "link-local" | "loopback" | "private" | null (public), from ipaddr.js's ranges.
 * Every IPv6 form that carries an IPv4 address is judged by that IPv4 address: IPv4-mapped in
 * dotted or hexadecimal form (`::ffff:127.0.0.1`, `::ffff:7f00:1`), IPv4-compatible (`::7f00:1`),
 * SIIT (`::ffff:0:7f00:1`), NAT64 (`64:ff9b::/96`) and 6to4 (`2002::/16`). Teredo and local-use
 * NAT64 (`64:ff9b:1::/48`) hide or route to addresses we cannot judge, so they are refused; a text
 * that is not an address at all is refused too.
 */
export function addressClass(ip: string): AddressClass | null {
  let address = ip.trim().toLowerCase();
  if (address.startsWith("[") && address.endsWith("]")) address = address.slice(1, -1);
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    // Strict: four dotted decimals or a real IPv6 address (no "0x7f.1" or "2130706433" forms).
    if (ipaddr.IPv4.isValidFourPartDecimal(address)) parsed = ipaddr.IPv4.parse(address);
    else if (ipaddr.IPv6.isValid(address)) parsed = ipaddr.IPv6.parse(address);
    else return "private";
  } catch {
    return "private";
  }
  if (parsed.kind() === "ipv4") return ipv4Class(parsed as ipaddr.IPv4);
  const v6 = parsed as ipaddr.IPv6;
  if (METADATA.has(v6.toString().replace(/%.*$/, ""))) return "metadata";
  const range = v6.range();
  if (range === "loopback" || range === "unspecified") return "loopback";
  // ::ffff:a.b.c.d (mapped), ::ffff:0:a.b.c.d (SIIT), ::a.b.c.d (compatible, deprecated).
  if (range === "ipv4Mapped" || range === "rfc6145" || v6.match(IPV4_COMPATIBLE)) {
    return ipv4Class(lastIpv4(v6));
  }
  if (range === "rfc6052") {
    return v6.match(NAT64_WELL_KNOWN) ? ipv4Class(lastIpv4(v6)) : "private";
  }
  if (range === "6to4") {
    // 2002:AABB:CCDD::/48 is the 6to4 router at AA.BB.CC.DD.
    return ipv4Class(ipaddr.fromByteArray(v6.toByteArray().slice(2, 6)) as ipaddr.IPv4);
  }
  if (range === "linkLocal") return "link-local";
  // uniqueLocal (fc00::/7), multicast, deprecated site-local (fec0::/10), reserved
  // (2001:db8::/32), teredo, discard, benchmarking...
  return range === "unicast" ? null : "private";
}

export function addressRefusal(ip: string, allowPrivate: boolean): string | null {
  const kind = addressClass(ip);
  if (!kind) return null;
  if (allowPrivate && (kind === "loopback" || kind === "private")) return null;
  return `Refused: the host resolves to a ${kind === "private" ? "private" : kind} address (${ip})`;
}

/** Web ports only: another port of an allowed host may be an admin console or a mail server. */
const WEB_PORTS = new Set([80, 443]);

/**
 * Only ports 80 and 443, unless private addresses are allowed (SCRAPER_ALLOW_PRIVATE=1, what the
 * tests' fixture server on a random local port needs).
 */
export function portRefusal(url: URL, allowPrivate: boolean): string | null {
  if (allowPrivate) return null;
  const port = url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80;
  return WEB_PORTS.has(port)
    ? null
    : `Refused: only ports 80 and 443 can be scraped (port ${port})`;
}

export function hostAllowed(hostname: string, allowedHosts: string[]): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "");
  return allowedHosts.includes(host);
}

/** Parses and checks a URL against the policy's scheme and host rules (no network). */
export function checkUrl(raw: string, allowedHosts: string[]): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FetchRefused("Please enter a full URL, starting with https://");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new FetchRefused("Only http and https URLs can be scraped");
  }
  if (url.username || url.password) throw new FetchRefused("URLs with credentials are not allowed");
  if (!hostAllowed(url.hostname, allowedHosts)) {
    throw new FetchRefused(
      `Only supplier pages can be scraped (${url.hostname} is not an allowed host)`,
    );
  }
  return url;
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A DNS lookup that refuses disallowed addresses: the check happens on the address connected to.
 * The port is judged after the address, so a private host is named as such whatever its port.
 */
export function guardedLookup(allowPrivate: boolean, ports: string | null) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    dnsLookup(hostname, { all: true }, (err, addresses) => {
      if (err) return callback(err, "");
      if (addresses.length === 0) return callback(new Error(`Could not resolve ${hostname}`), "");
      for (const a of addresses) {
        const refusal = addressRefusal(a.address, allowPrivate);
        if (refusal) return callback(new FetchRefused(refusal), "");
      }
      if (ports) return callback(new FetchRefused(ports), "");
      if (options.all) return callback(null, addresses);
      const first = addresses[0] as LookupAddress;
      return callback(null, first.address, first.family);
    });
  };
}
