import { and, eq, gt, isNull, lte, sql } from "drizzle-orm";
import { formatDate } from "../../../shared/dates";
import { formatPence } from "../../../shared/money";
import { quoteReference } from "../../../shared/quote-math";
import { businesses, customers, quotes, reminderSends } from "../../db/schema";
import { layoutEmail } from "../../mail/templates";
import { contactLine, type ReminderDeps, sendOnce } from "./claim";
import { customerHours } from "./clock";

const DAY_MS = 86_400_000;
/** A sent quote not answered this long after it went gets one follow-up. */
export const FOLLOW_UP_AFTER_DAYS = 7;
/**
 * Quotes sent longer ago than this are left alone: switching reminders on (or the first run after
 * an upgrade) must not chase every old quote at once.
 */
const FOLLOW_UP_UNTIL_DAYS = 14;

/**
 * One follow-up email to the customer of each quote sent 7 days ago and neither accepted nor
 * declined: never for an expired quote, one replaced by a newer revision, a demo business, a
 * business that switched it off, or a quote with nowhere to send it. Returns how many went.
 */
export async function sendQuoteFollowUps(deps: ReminderDeps, now: Date): Promise<number> {
  if (!customerHours(now)) return 0;
  // Written out: drizzle qualifies a selected field's columns only in some queries.
  const recipient = sql<string>`coalesce(nullif(trim("quotes"."sent_to"), ''), nullif(trim("customers"."email"), ''), '')`;
  const due = await deps.db
    .select({
      id: quotes.id,
      businessId: quotes.businessId,
      number: quotes.number,
      revision: quotes.revision,
      name: quotes.name,
      customerName: quotes.customerName,
      totalPence: quotes.totalAmountPence,
      token: quotes.publicToken,
      sentAt: quotes.sentAt,
      expiresAt: quotes.expiresAt,
      to: recipient,
      businessName: businesses.name,
      businessPhone: businesses.phone,
      businessEmail: businesses.email,
    })
    .from(quotes)
    .innerJoin(businesses, eq(businesses.id, quotes.businessId))
    .leftJoin(
      customers,
      and(eq(customers.id, quotes.customerId), eq(customers.businessId, quotes.businessId)),
    )
    .where(
      and(
        eq(quotes.status, "sent"),
        lte(quotes.sentAt, new Date(now.getTime() - FOLLOW_UP_AFTER_DAYS * DAY_MS)),
        gt(quotes.sentAt, new Date(now.getTime() - FOLLOW_UP_UNTIL_DAYS * DAY_MS)),
        gt(quotes.expiresAt, now),
        isNull(quotes.replacedByQuoteId),
        eq(businesses.remindQuotes, true),
        eq(businesses.isDemo, false),
        eq(businesses.isDemoTemplate, false),
        sql`${recipient} <> ''`,
        sql`not exists (select 1 from ${reminderSends} r where r.kind = 'quote-follow-up' and r.record_id = ${quotes.id})`,
      ),
    );

  let sent = 0;
  for (const q of due) {
    const reference = quoteReference(q.number, q.revision);
    const url = q.token ? `${deps.config.publicUrl}/q/${q.token}` : null;
    const paragraphs = [
      q.customerName.trim() ? `Dear ${q.customerName.trim()},` : "Hello,",
      `Just following up on quote ${reference}${q.name ? ` (${q.name})` : ""} for ${formatPence(q.totalPence)}, which we sent you on ${formatDate(q.sentAt!)}, in case it got lost in your inbox.`,
      url
        ? `You can read it again and accept or decline it online with the button below. It is valid until ${formatDate(q.expiresAt)}.`
        : `It is valid until ${formatDate(q.expiresAt)}. If you would like to go ahead, just let us know.`,
      contactLine({ phone: q.businessPhone, email: q.businessEmail }),
      "Many thanks,",
      q.businessName,
    ].filter((p): p is string => Boolean(p));
    const mail = layoutEmail({
      to: q.to,
      subject: `Following up on quote ${reference} from ${q.businessName}`,
      businessName: q.businessName,
      paragraphs,
      action: url ? { label: "View the quote", url } : undefined,
    });
    const went = await sendOnce(
      deps,
      { kind: "quote-follow-up", recordId: q.id, step: "follow-up", businessId: q.businessId },
      mail,
      { entityType: "quote", message: `Follow-up for quote ${reference} sent to ${q.to}` },
    );
    if (went) sent += 1;
  }
  return sent;
}
