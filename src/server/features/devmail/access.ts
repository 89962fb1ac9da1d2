import type { Context, MiddlewareHandler } from "hono";
import { messages } from "../../../shared/messages";
import { isLoopbackSocket } from "../../auth/client-ip";
import type { Config } from "../../config";
import type { AppEnv } from "../../context";
import { errorJson } from "../../http/middleware";
import type { Mailer } from "../../mail/mailer";

/**
 * The development mailbox (page and API) is open only when mail goes to the outbox (no SMTP_URL)
 * and the request comes from this machine: its SOCKET address is loopback, whatever NODE_ENV says.
 * Headers never grant access. One header can only refuse it: behind a reverse proxy on this
 * machine every socket is loopback, so a request carrying the configured proxy header
 * (TRUSTED_PROXY_IP_HEADER) came through the proxy, from anywhere, and is refused.
 */
export function mailboxOpen(c: Context<AppEnv>): boolean {
  const { mailer, config } = c.get("deps");
  if (mailer.kind !== "outbox") return false;
  if (config.clientIpHeader && c.req.header(config.clientIpHeader) !== undefined) return false;
  return isLoopbackSocket(c);
}

const MAILBOX_PAGE = /^\/dev\/mailbox(\/.*)?$/;

/** The /dev/mailbox page follows the API's rule: anyone else gets the same 404 as for any unknown path. */
export const mailboxPageGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (MAILBOX_PAGE.test(c.req.path) && !mailboxOpen(c)) {
    return errorJson(c, 404, "not_found", messages.http.notFound);
  }
  return next();
};

/** The one start-up line saying where mail goes (never the SMTP credentials). */
export function mailDestinationLine(
  config: Pick<Config, "smtpUrl">,
  mailer: Pick<Mailer, "kind">,
  port: number,
) {
  if (mailer.kind === "outbox" || !config.smtpUrl) {
    return `Mail: outbox, read it at http://localhost:${port}/dev/mailbox from this machine`;
  }
  const url = new URL(config.smtpUrl);
  const defaultPort = url.protocol === "smtps:" ? 465 : 587;
  return `Mail: SMTP via ${url.hostname}:${url.port || defaultPort}`;
}
