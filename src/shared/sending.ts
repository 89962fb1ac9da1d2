/** What a demo business is told wherever it could email a customer (server 403 and send forms). */
export const DEMO_CANNOT_SEND =
  "Demo businesses can't send email. Create an account to send quotes to your customers.";

const ukClock = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/London",
});

const ukDay = new Intl.DateTimeFormat("en-GB", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: "Europe/London",
});

/**
 * The 429 message of the sending cap. `resetAt` is rounded up to the next whole minute so that
 * "You can send again at 14:32" is never earlier than the moment the window really opens.
 */
export function sendLimitedMessage(
  sent: number,
  window: "minute" | "day",
  resetAt: number,
  now: number,
): string {
  const at = new Date(Math.ceil(resetAt / 60_000) * 60_000);
  const period = window === "minute" ? "in the last minute" : "in the last 24 hours";
  const sameDay = ukDay.format(at) === ukDay.format(new Date(now));
  const when = sameDay ? ukClock.format(at) : `${ukClock.format(at)} on ${ukDay.format(at)}`;
  return `You've sent ${sent} emails ${period}. You can send again at ${when}.`;
}
