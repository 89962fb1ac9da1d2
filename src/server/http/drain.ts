import type { Server } from "node:http";

/** How long requests in flight get to finish after SIGTERM (issue 19; the supervisor waits longer). */
export const DRAIN_MS = 10_000;

let draining = false;

/** True once this process has begun to stop: /api/ready then sends the load balancer elsewhere. */
export const isDraining = () => draining;

/**
 * Stops accepting connections and resolves once every request in flight has been answered (true),
 * or after `ms` with the connections still open closed (false). A keep-alive connection that goes
 * idle after the close is closed at once, so a client holding one cannot keep the server alive.
 */
export function drain(server: Server, ms = DRAIN_MS): Promise<boolean> {
  draining = true;
  return new Promise((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const timer = setTimeout(() => {
      clearInterval(idle);
      server.closeAllConnections();
      resolve(false);
    }, ms);
    server.close(() => {
      clearTimeout(timer);
      clearInterval(idle);
      resolve(true);
    });
  });
}
