import { and, eq, sql } from "drizzle-orm";
import { messages } from "../../../shared/messages";
import { type Quote, type QuoteStatus, quoteStatusLabels } from "../../../shared/schemas/quotes";
import type { Db } from "../../db/client";
import { nextVersion, versionConflict } from "../../db/row-version";
import { businesses, quotes, revokedQuoteLinks } from "../../db/schema";
import { conflict } from "../../errors";
import { prepareAcceptance } from "./documents/accepted";
import { clearedAcceptance } from "./documents/accepted-read";
import { getQuote } from "./read-model";
import { lockQuote, recordActivity } from "./write";

/*
 * A quote's life after it is written: its status and the decision recorded with it. What moves a
 * quote from one stage to the next belongs here; new drafts made from a quote (duplicate, revise)
 * are in ./revisions.ts.
 */

/**
 * Changes the status from the list or the board. The same status is a no-op; accepted or declined
 * here records the decision as the user's (who, when); going back to draft or sent clears it.
 */
export async function changeQuoteStatus(
  db: Db,
  businessId: string,
  id: string,
  status: QuoteStatus,
  user: { name: string },
  /** The version the user saw (the boards' drags send none); the row is locked, so compared here. */
  version?: number,
): Promise<Quote> {
  // Accepted here freezes the quote as the customer was shown it (documents/accepted.ts); the
  // PDF is drawn before the row is locked, and refused below if the row moved meanwhile.
  const prepared =
    status === "accepted"
      ? await prepareAcceptance(db, businessId, id, {
          byName: user.name,
          at: new Date(),
          source: "user",
        })
      : null;
  await db.transaction(async (tx) => {
    const current = await lockQuote(tx, businessId, id);
    if (version !== undefined && current.version !== version) throw versionConflict("quote");
    if (current.status === status) return;
    // The customer's own acceptance is what the business stakes money on: only the customer (on
    // a variation) changes it, never a drag back on the board.
    if (current.status === "accepted" && current.decisionSource === "customer") {
      throw conflict("quote_accepted", messages.quotes.acceptedByCustomer);
    }
    if (prepared && current.version !== prepared.version) throw versionConflict("quote");
    const decided = status === "accepted" || status === "declined";
    // Back to draft, the quote is being changed: the link already sent must stop showing it (it
    // answers as a revoked link), and the next send makes a new one.
    const token = status === "draft" ? current.publicToken : null;
    if (token) await tx.insert(revokedQuoteLinks).values({ token, businessId, quoteId: id });
    await tx
      .update(quotes)
      .set({
        status,
        decisionSource: decided ? "user" : null,
        decisionByName: decided ? user.name : null,
        decisionAt: decided ? new Date() : null,
        decisionIp: null,
        decisionUserAgent: null,
        declineReason: null,
        ...(prepared?.columns ?? clearedAcceptance),
        ...(token ? { publicToken: null } : {}),
        // Out of draft, the terms of the moment are the quote's (a PDF may have gone out by
        // hand); back in draft it keeps them, to change in the builder.
        ...(status === "draft"
          ? {}
          : {
              terms: sql`coalesce(${quotes.terms}, (select b.default_terms from ${businesses} b where b.id = ${businessId}))`,
            }),
        version: nextVersion(quotes.version),
        updatedAt: new Date(),
      })
      .where(and(eq(quotes.id, id), eq(quotes.businessId, businessId)));
    await recordActivity(
      tx,
      businessId,
      "quote.status_changed",
      `Quote ${current.name} marked as ${quoteStatusLabels[status]}`,
      id,
    );
  });
  return getQuote(db, businessId, id);
}
