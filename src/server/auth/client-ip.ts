import type { Context } from "hono";
import type { Config } from "../config";

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * The client's address: from the configured proxy header when behind a proxy (its first entry),
 * otherwise the socket's address. Never from a header the client chose.
 */
export function clientIp(c: Context, config: Config): string {
  if (config.clientIpHeader) {
    const forwarded = c.req.header(config.clientIpHeader)?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  return (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? "unknown";
}
