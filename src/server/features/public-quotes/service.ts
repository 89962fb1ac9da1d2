import { and, asc, eq } from "drizzle-orm";
import { messages } from "../../../shared/messages";
import { quoteReference } from "../../../shared/quote-math";
import type { PublicQuoteView } from "../../../shared/schemas/public-quote";
import type { Deps } from "../../context";
import type { Db } from "../../db/client";
import { nextVersion } from "../../db/row-version";
import { activityEvents, businesses, memberships, quotes, user } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import { layoutEmail } from "../../mail/templates";
import { refuseRevokedLink } from "../quote-links/service";
import { loadQuoteDocument } from "../quotes/documents/load";
import { renderQuotePdf } from "../quotes/documents/pdf";
import { getQuote } from "../quotes/read-model";

/** Tokens are 24 random bytes in base64url; anything else names no quote. */
const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

export type PublicQuote = PublicQuoteView;

/** The quote behind a customer link: sent at least once (a draft is never shown), else 404. */
async function findByToken(db: Db, token: string) {
  if (!TOKEN.test(token)) throw notFound(messages.quotes.notFound);
  const [row] = await db
    .select({ id: quotes.id, businessId: quotes.businessId, status: quotes.status })
    .from(quotes)
    .where(eq(quotes.publicToken, token));
  if (!row) await refuseRevokedLink(db, token);
  if (!row || row.status === "draft") throw notFound(messages.quotes.notFound);
  return row;
}

/** What the customer may see: no margin, profit, supplier or internal fields. */
export async function viewPublicQuote(db: Db, token: string, now = new Date()) {
  const { id, businessId } = await findByToken(db, token);
  const doc = await loadQuoteDocument(db, businessId, id);
  const { quote, business } = doc;
  const decided = quote.status === "accepted" || quote.status === "declined";
  const view: PublicQuote = {
    reference: doc.reference,
    number: quote.number,
    name: quote.name,
    business: {
      name: business.name,
      address: business.address,
      phone: business.phone,
      email: business.email,
      website: business.website,
      vatNumber: business.vatNumber,
    },
    customerName: quote.customerName,
    jobDescription: quote.jobDescription,
    materials: quote.materials.map((m) => ({
      name: m.name,
      quantity: m.quantity,
      unit: m.unit,
      unitPricePence: m.unitPricePence,
      totalPence: m.totalPence,
      vatRate: quote.vatIncluded ? (m.vatRate ?? quote.vatRate) : 0,
    })),
    measurements: quote.measurements.map((m) => ({ label: m.label, value: m.value, unit: m.unit })),
    laborDays: quote.laborDays,
    dayRatePence: quote.dayRatePence,
    totalMaterialsCostPence: quote.totalMaterialsCostPence,
    totalLaborPence: quote.totalLaborPence,
    subtotalPence: quote.subtotalPence,
    vatIncluded: quote.vatIncluded,
    vatRate: quote.vatRate,
    vatBreakdown: quote.vatBreakdown,
    vatAmountPence: quote.vatAmountPence,
    totalAmountPence: quote.totalAmountPence,
    status: quote.status,
    createdAt: quote.createdAt,
    expiresAt: quote.expiresAt,
    expired: !decided && new Date(quote.expiresAt).getTime() < now.getTime(),
    decision:
      decided && quote.decision
        ? {
            decision: quote.status as "accepted" | "declined",
            byName: quote.decision.byName,
            at: quote.decision.at,
          }
        : null,
  };
  return view;
}

export async function publicQuotePdf(db: Db, token: string) {
  const { id, businessId } = await findByToken(db, token);
  const doc = await loadQuoteDocument(db, businessId, id);
  return { filename: `Quote-${doc.reference}.pdf`, pdf: await renderQuotePdf(doc) };
}

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

const ALREADY = {
  accepted: "This quote has already been accepted.",
  declined: "This quote has already been declined.",
} as const;

/**
 * The customer's decision: recorded once (who, when, from where), the quote's status set, the
 * business told by email. Replays, expired and draft quotes are refused.
 */
export async function decidePublicQuote(
  deps: Pick<Deps, "db" | "mailer" | "config" | "log">,
  token: string,
  decision: { kind: "accepted" | "declined"; name: string; reason?: string },
  client: { ip: string; userAgent: string },
  now = new Date(),
) {
  const { db } = deps;
  const { id, businessId } = await findByToken(db, token);
  const quoteName = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(quotes)
      .where(and(eq(quotes.id, id), eq(quotes.businessId, businessId)))
      .for("update");
    if (!current || current.status === "draft") throw notFound(messages.quotes.notFound);
    if (current.status === "accepted" || current.status === "declined") {
      throw conflict("already_decided", ALREADY[current.status]);
    }
    if (current.expiresAt.getTime() < now.getTime()) {
      throw conflict("quote_expired", messages.quotes.expired);
    }
    await tx
      .update(quotes)
      .set({
        status: decision.kind,
        decisionSource: "customer",
        decisionByName: decision.name,
        decisionAt: now,
        decisionIp: client.ip.slice(0, 100),
        decisionUserAgent: client.userAgent.slice(0, 500),
        declineReason: decision.kind === "declined" ? decision.reason?.trim() || null : null,
        version: nextVersion(quotes.version),
        updatedAt: now,
      })
      .where(eq(quotes.id, id));
    const reference = quoteReference(current.number);
    await tx.insert(activityEvents).values({
      businessId,
      kind: `quote.${decision.kind}`,
      message: `Quote ${reference} ${decision.kind} by ${decision.name}`,
      entityType: "quote",
      entityId: id,
    });
    return current.name;
  });

  const quote = await getQuote(db, businessId, id);
  const reference = quoteReference(quote.number);
  const inbox = await businessInbox(db, businessId);
  if (inbox) {
    const paragraphs = [
      `${decision.name} ${decision.kind} quote ${reference}${quoteName ? ` (${quoteName})` : ""} on ${new Intl.DateTimeFormat(
        "en-GB",
        { dateStyle: "short", timeStyle: "short", timeZone: "Europe/London" },
      ).format(now)}.`,
      `Customer: ${quote.customerName || decision.name}`,
    ];
    if (decision.kind === "declined" && decision.reason?.trim()) {
      paragraphs.push(`Reason given: ${decision.reason.trim()}`);
    }
    try {
      await deps.mailer.send(
        layoutEmail({
          to: inbox.email,
          subject: `Quote ${reference} ${decision.kind} by ${decision.name}`,
          businessName: inbox.name,
          paragraphs,
          action: {
            label: "Open the quote",
            url: `${deps.config.publicUrl}/dashboard/quotes/${id}`,
          },
        }),
      );
    } catch (error) {
      // The decision stands even when the notification cannot be sent.
      deps.log.error("quote decision email failed", { error: String(error) });
    }
  }
  return viewPublicQuote(db, token, now);
}
