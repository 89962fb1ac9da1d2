import type { Context } from "hono";
import ipaddr from "ipaddr.js";
import type { Config } from "../config";

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * The header better-auth reads the client address from: set by authHeaders() (session.ts) to
 * clientIp()'s answer on every request it forwards, replacing whatever the client sent.
 */
export const CLIENT_IP_HEADER = "x-sole-client-ip";

/** What a client's address is keyed as when none can be read (no socket, as in some tests). */
export const UNKNOWN_ADDRESS = "unknown";

/**
 * A parsed address, or null. Strict: IPv4 only in four-part decimal (ipaddr.js alone would also
 * take "127.1" or "0x7f.0.0.1"), IPv6 in any standard form, optionally in brackets and with a port
 * ("[2001:db8::1]:443", "192.0.2.1:8080"), as some proxies write them.
 */
export function parseAddress(raw: string | undefined | null): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (!raw) return null;
  let value = raw.trim();
  const bracketed = value.match(/^\[([^\]]+)\](?::\d+)?$/);
  if (bracketed?.[1]) value = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(value)) value = value.slice(0, value.indexOf(":"));
  if (ipaddr.IPv4.isValidFourPartDecimal(value)) return ipaddr.IPv4.parse(value);
  if (ipaddr.IPv6.isValid(value)) {
    const v6 = ipaddr.IPv6.parse(value);
    // ::ffff:192.0.2.1 is the IPv4 client 192.0.2.1 (Node reports dual-stack sockets this way).
    return v6.isIPv4MappedAddress() ? v6.toIPv4Address() : v6;
  }
  return null;
}

/** The canonical text of an address ("::ffff:127.0.0.1" -> "127.0.0.1", "2001:DB8:0::1" -> "2001:db8::1"). */
export function normaliseAddress(raw: string | undefined | null): string | null {
  return parseAddress(raw)?.toString() ?? null;
}

/** The address of the TCP peer: the only address a client cannot write. */
export function socketAddress(c: Context): string | undefined {
  return (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
}

/**
 * The client's address from a forwarded header written by `hops` trusted proxies. Each proxy
 * appends the address it saw, so the N-th entry from the right was written by the outermost
 * trusted proxy and is the client; everything left of it the client wrote itself and is ignored.
 * A header with fewer entries than hops (the request reached an inner proxy directly) gives its
 * left-most entry, which a trusted proxy wrote. An entry that is not an address gives null, and
 * the caller falls back to the socket.
 */
export function addressFromForwarded(header: string, hops: number): string | null {
  const entries = header
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  const index = Math.max(0, entries.length - Math.max(1, hops));
  return normaliseAddress(entries[index]);
}

/**
 * The client's address, normalised: behind `TRUSTED_PROXY_HOPS` proxies the N-th entry from the
 * right of `TRUSTED_PROXY_IP_HEADER`; otherwise (or when that header is missing or unreadable) the
 * socket's address. Never the left-most entry of a longer header, which the client chose. Every
 * per-address limit uses this one function, and better-auth gets it through authHeaders().
 */
export function clientIp(c: Context, config: Config): string {
  if (config.clientIpHeader) {
    const header = c.req.header(config.clientIpHeader);
    const forwarded = header ? addressFromForwarded(header, config.trustedProxyHops) : null;
    if (forwarded) return forwarded;
  }
  const socket = socketAddress(c);
  return normaliseAddress(socket) ?? socket ?? UNKNOWN_ADDRESS;
}

/** True only for a loopback peer (127.0.0.0/8, ::1, ::ffff:127.x.y.z), read from the socket alone. */
export function isLoopbackSocket(c: Context): boolean {
  return parseAddress(socketAddress(c))?.range() === "loopback";
}

/**
 * The client as every per-address limit counts it (sign-in lockout, customer page, public
 * estimate, waitlist): addressKey of the client's address, so no limit can be stepped around
 * through the addresses of one IPv6 /64.
 */
export function clientKey(c: Context, config: Config): string {
  return addressKey(clientIp(c, config));
}

/**
 * The part of an address that names one client, for per-address limits: an IPv4 address whole,
 * an IPv6 address by its /64 (one household or server is given a whole /64, as better-auth's own
 * rate limiter assumes).
 */
export function addressKey(address: string): string {
  const parsed = parseAddress(address);
  if (!parsed) return address.slice(0, 64);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${ipaddr.IPv6.parse(`${parts.map((p) => p.toString(16)).join(":")}::`).toString()}/64`;
}
