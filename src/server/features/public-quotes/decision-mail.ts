import { and, asc, eq } from "drizzle-orm";
import { formatPence } from "../../../shared/money";
import type { Deps } from "../../context";
import type { Db } from "../../db/client";
import { businesses, memberships, quotes, user } from "../../db/schema";
import { AppError } from "../../errors";
import { queueEmail } from "../../mail/deliveries";
import { takeSendAllowance } from "../../mail/sending";
import { layoutEmail } from "../../mail/templates";
import { emailDocument } from "../documents/email";
import type { PreparedAcceptance } from "../quotes/documents/accepted";

/** Where the business hears about decisions: its email, else its owner's. */
async function businessInbox(db: Db, businessId: string) {
  const [business] = await db
    .select({ name: businesses.name, email: businesses.email })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (business?.email) return { name: business.name, email: business.email };
  const [owner] = await db
    .select({ email: user.email })
    .from(memberships)
    .innerJoin(user, eq(user.id, memberships.userId))
    .where(and(eq(memberships.businessId, businessId), eq(memberships.role, "owner")))
    .orderBy(asc(memberships.createdAt))
    .limit(1);
  return owner?.email ? { name: business?.name ?? "", email: owner.email } : null;
}

const when = (at: Date) =>
  new Intl.DateTimeFormat("en-GB", {
    dateStyle: "short",
    timeStyle: "short",
    timeZone: "Europe/London",
  }).format(at);

/**
 * Tells the business of the customer's decision ("{name} accepted Q-0042 for £X"), and on
 * acceptance sends the customer their copy: the PDF kept at acceptance, attached. The decision
 * stands even when an email cannot be sent. The business's notice counts against its sending cap
 * as every email it causes does: its inbox is any address its settings name, and a quote moved
 * back to Sent can be declined again, so uncounted it would carry a customer name and reason of
 * anyone's choosing to any address, without end. Past the cap it is not sent (the decision shows
 * on the board and in the activity).
 */
export async function tellOfDecision(
  deps: Pick<Deps, "db" | "queue" | "config" | "log">,
  event: {
    businessId: string;
    id: string;
    reference: string;
    decision: { kind: "accepted" | "declined"; name: string; reason?: string };
    now: Date;
    prepared: PreparedAcceptance | null;
  },
) {
  const { db, config, log } = deps;
  const { businessId, id, reference, decision, now, prepared } = event;
  const [row] = await db
    .select({
      name: quotes.name,
      customerName: quotes.customerName,
      sentTo: quotes.sentTo,
      total: quotes.totalAmountPence,
    })
    .from(quotes)
    .where(and(eq(quotes.id, id), eq(quotes.businessId, businessId)));
  if (!row) return;
  const snapshot = prepared?.snapshot;
  const total = formatPence(snapshot?.totalAmountPence ?? row.total);
  const quoteName = snapshot?.name ?? row.name;

  const inbox = await businessInbox(db, businessId);
  if (inbox) {
    const paragraphs = [
      `${decision.name} ${decision.kind} quote ${reference}${quoteName ? ` (${quoteName})` : ""}${
        decision.kind === "accepted" ? ` for ${total}` : ""
      } on ${when(now)}.`,
      `Customer: ${row.customerName || decision.name}`,
    ];
    if (decision.kind === "declined" && decision.reason?.trim()) {
      paragraphs.push(`Reason given: ${decision.reason.trim()}`);
    }
    try {
      await takeSendAllowance(deps, businessId);
      await queueEmail(
        deps,
        { businessId, kind: "decision", quoteId: id },
        layoutEmail({
          to: inbox.email,
          subject:
            decision.kind === "accepted"
              ? `${decision.name} accepted ${reference} for ${total}`
              : `Quote ${reference} declined by ${decision.name}`,
          businessName: inbox.name,
          paragraphs,
          action: { label: "Open the quote", url: `${config.publicUrl}/dashboard/quotes/${id}` },
          // To the business itself: not sent on its own behalf.
          footer: `Sent by Sole to ${inbox.name}`,
        }),
      );
    } catch (error) {
      if (error instanceof AppError && error.code === "send_limited")
        log.info("quote decision email not sent: the business's sending cap", { businessId });
      else log.error("quote decision email failed", { error: String(error) });
    }
  }

  const customerEmail = row.sentTo || snapshot?.customer.email;
  if (!prepared || !snapshot || !customerEmail) return;
  const filename = `Quote-${reference}.pdf`;
  try {
    await emailDocument(
      deps,
      { businessId, kind: "decision", quoteId: id },
      {
        to: customerEmail,
        subject: `You accepted quote ${reference} from ${snapshot.business.name}`,
        businessName: snapshot.business.name,
        paragraphs: [
          `Dear ${decision.name},`,
          `You accepted quote ${reference}${quoteName ? ` (${quoteName})` : ""} for ${total} on ${when(now)}.`,
          `Your copy of the quote as you accepted it is attached (${filename}). ${snapshot.business.name} will be in touch to arrange the work.`,
        ],
      },
      { filename, render: async () => prepared.columns.acceptedPdf },
    );
  } catch (error) {
    log.error("acceptance copy email failed", { error: String(error) });
  }
}
