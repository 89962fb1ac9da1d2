import { parseAddress } from "./client-ip";

const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/** Whether a URL's hostname names this machine: localhost, 127.0.0.0/8 or [::1]. */
export function isLoopbackHostname(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === "localhost") return true;
  return parseAddress(host.replace(/^\[(.*)\]$/, "$1"))?.range() === "loopback";
}

/**
 * The origins the app accepts writes and better-auth accepts sign-ins from: PUBLIC_URL's own and,
 * when PUBLIC_URL is a loopback address, every spelling of this machine on the same scheme and
 * port (http://localhost:3000, http://127.0.0.1:3000 and http://[::1]:3000 are one app).
 */
export function trustedOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  const origins = new Set([url.origin]);
  if (isLoopbackHostname(url.hostname)) {
    const port = url.port ? `:${url.port}` : "";
    for (const host of LOOPBACK_HOSTS) origins.add(`${url.protocol}//${host}${port}`);
  }
  return [...origins];
}
