import { createHash } from "node:crypto";
import type { Db } from "../db/client";
import { takeRateLimit } from "../http/rate-limit";
import type { Logger } from "../log";

/** Password-reset or verification emails one address receives per hour, however many ask. */
export const ACCOUNT_MAILS_PER_HOUR = 5;
/**
 * Account emails of every kind one address receives a day: within 5 of each kind an hour, a
 * stranger's mailbox could still get 240 of each a day from our domain. A real owner needs a few.
 */
export const ACCOUNT_MAILS_PER_DAY = { perMailbox: 12 };
/**
 * Account emails the service sends an hour, to every address together: thousands of mailboxes
 * each within its own caps would still be a flood from our domain (its reputation is every
 * business's: their quotes go out from it). Far above a real hour's.
 */
export const ALL_ACCOUNT_MAILS = { perHour: 5_000 };
const HOUR_MS = 60 * 60_000;

/**
 * The caps an account email must be within, in turn: each counts only mail within the ones
 * before it, so one mailbox cannot spend the service's ceiling for everyone.
 */
const caps = [
  {
    key: (kind: string, mailbox: string) => `account-mail:${kind}:${mailbox}`,
    limit: () => ACCOUNT_MAILS_PER_HOUR,
    windowMs: HOUR_MS,
    reached: "the address's hourly cap",
  },
  {
    key: (_kind: string, mailbox: string) => `account-mail:day:${mailbox}`,
    limit: () => ACCOUNT_MAILS_PER_DAY.perMailbox,
    windowMs: 24 * HOUR_MS,
    reached: "the address's daily cap",
  },
  {
    key: () => "account-mail:all",
    limit: () => ALL_ACCOUNT_MAILS.perHour,
    windowMs: HOUR_MS,
    reached: "the service's hourly ceiling",
    /** Worth a look: many mailboxes at once. */
    alarming: true,
  },
];

/**
 * better-auth limits how often one client address may ask for a reset or verification email, not
 * how many one mailbox receives: a hundred addresses asking 5 a minute each could send a stranger
 * 500 emails a minute from our domain. Past a cap the email is not sent and the answer stays the
 * same (no hint whether the account exists). The key is the address's hash, not the address.
 */
export async function accountMailAllowed(
  deps: { db: Db; log: Logger },
  kind: "reset" | "verify",
  email: string,
  now = Date.now(),
): Promise<boolean> {
  const hash = createHash("sha256").update(email.trim().toLowerCase()).digest("base64url");
  const mailbox = hash.slice(0, 22);
  for (const cap of caps) {
    if (await takeRateLimit(deps.db, cap.key(kind, mailbox), cap.limit(), cap.windowMs, now))
      continue;
    const message = `account email not sent: ${cap.reached} is reached`;
    if ("alarming" in cap) deps.log.error(message, { kind });
    else deps.log.info(message, { kind });
    return false;
  }
  return true;
}
