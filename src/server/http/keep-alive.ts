import type { Server } from "node:http";

/**
 * How long an idle keep-alive connection stays open. Node's 5 s is shorter than the idle timeout
 * of the load balancers in front of a server (60 s on most) and than a client may wait between
 * two requests on one connection: closing a connection just as the client sends its next request
 * on it ends that request with "socket hang up" (a 502 behind a proxy). Longer than the proxies',
 * so they close first. A client that opens a connection and sends nothing is still cut off by
 * Node's request timeouts.
 */
export const KEEP_ALIVE_MS = 65_000;

export function keepConnectionsAlive(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Node's rule: a request's headers are waited for longer than an idle connection is kept.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}
