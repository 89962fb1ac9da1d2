import { createHash } from "node:crypto";
import type { Db } from "../db/client";
import { takeRateLimit } from "../http/rate-limit";
import type { Logger } from "../log";

/** Password-reset or verification emails one address receives per hour, however many ask. */
export const ACCOUNT_MAILS_PER_HOUR = 5;
/**
 * Account emails the service sends an hour, to every address together: thousands of mailboxes
 * each within its own 5 would still be a flood from our domain (its reputation is every
 * business's: their quotes go out from it). Far above a real hour's.
 */
export const ALL_ACCOUNT_MAILS = { perHour: 5_000 };
const HOUR_MS = 60 * 60_000;

/**
 * better-auth limits how often one client address may ask for a reset or verification email, not
 * how many one mailbox receives: a hundred addresses asking 5 a minute each could send a stranger
 * 500 emails a minute from our domain. Past the cap the email is not sent and the answer stays
 * the same (no hint whether the account exists). The key is the address's hash, not the address.
 */
export async function accountMailAllowed(
  deps: { db: Db; log: Logger },
  kind: "reset" | "verify",
  email: string,
  now = Date.now(),
): Promise<boolean> {
  const hash = createHash("sha256").update(email.trim().toLowerCase()).digest("base64url");
  const allowed = await takeRateLimit(
    deps.db,
    `account-mail:${kind}:${hash.slice(0, 22)}`,
    ACCOUNT_MAILS_PER_HOUR,
    HOUR_MS,
    now,
  );
  if (!allowed) {
    deps.log.info("account email not sent: the address's hourly cap is reached", { kind });
    return false;
  }
  // Counted only for mail within its mailbox's cap: one mailbox cannot spend it for everyone.
  if (
    !(await takeRateLimit(deps.db, "account-mail:all", ALL_ACCOUNT_MAILS.perHour, HOUR_MS, now))
  ) {
    deps.log.error("account email not sent: the service's hourly ceiling is reached", { kind });
    return false;
  }
  return true;
}
