import { and, eq } from "drizzle-orm";
import { messages } from "../../../shared/messages";
import { quoteReference } from "../../../shared/quote-math";
import type { Deps } from "../../context";
import { nextVersion } from "../../db/row-version";
import { activityEvents, quotes } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import { type PreparedAcceptance, prepareAcceptance } from "../quotes/documents/accepted";
import { tellOfDecision } from "./decision-mail";
import { findByToken, viewPublicQuote } from "./view";

const ALREADY = {
  accepted: "This quote has already been accepted.",
  declined: "This quote has already been declined.",
} as const;
export const REPLACED = "This quote has been replaced by a newer version.";

/** Why this quote cannot be decided now, checked before the slow PDF and again under the lock. */
function refuse(
  row: { status: string; replacedByQuoteId: string | null; expiresAt: Date },
  now: Date,
) {
  if (row.status === "accepted" || row.status === "declined") {
    throw conflict("already_decided", ALREADY[row.status]);
  }
  if (row.replacedByQuoteId) throw conflict("quote_replaced", REPLACED);
  if (row.expiresAt.getTime() < now.getTime()) {
    throw conflict("quote_expired", messages.quotes.expired);
  }
}

/**
 * The customer's decision: recorded once (who, when, from which address and browser), the
 * quote's status set; an acceptance freezes the quote as shown (snapshot, PDF, SHA-256). The
 * business is told, and on acceptance the customer gets the accepted PDF. Replays, expired,
 * replaced and draft quotes are refused.
 */
export async function decidePublicQuote(
  deps: Pick<Deps, "db" | "queue" | "config" | "log">,
  token: string,
  decision: { kind: "accepted" | "declined"; name: string; reason?: string },
  client: { ip: string; userAgent: string },
  now = new Date(),
) {
  const { db } = deps;
  const found = await findByToken(db, token);
  const { id, businessId } = found;
  refuse(found, now);
  const prepared: PreparedAcceptance | null =
    decision.kind === "accepted"
      ? await prepareAcceptance(db, businessId, id, {
          byName: decision.name,
          at: now,
          source: "customer",
        })
      : null;
  const reference = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(quotes)
      .where(and(eq(quotes.id, id), eq(quotes.businessId, businessId)))
      .for("update");
    if (!current || current.status === "draft") throw notFound(messages.quotes.notFound);
    refuse(current, now);
    // The customer accepts what they were shown: a quote changed while its PDF was drawn is not it.
    if (prepared && current.version !== prepared.version) {
      throw conflict("quote_changed", "This quote has just changed. Please reload it and check.");
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
        ...(prepared?.columns ?? {}),
        version: nextVersion(quotes.version),
        updatedAt: now,
      })
      .where(eq(quotes.id, id));
    const reference = quoteReference(current.number, current.revision);
    await tx.insert(activityEvents).values({
      businessId,
      kind: `quote.${decision.kind}`,
      message: `Quote ${reference} ${decision.kind} by ${decision.name}`,
      entityType: "quote",
      entityId: id,
    });
    return reference;
  });

  await tellOfDecision(deps, { businessId, id, reference, decision, now, prepared });
  return viewPublicQuote(db, token, now);
}
