import { and, desc, eq, lt } from "drizzle-orm";
import { messages } from "../../../shared/messages";
import { quoteReference } from "../../../shared/quote-math";
import type { AcceptedSnapshot } from "../../../shared/schemas/accepted-snapshot";
import type { PublicQuoteView } from "../../../shared/schemas/public-quote";
import type { DbOrTx } from "../../db/client";
import { quotes } from "../../db/schema";
import { notFound } from "../../errors";
import { refuseRevokedLink } from "../quote-links/service";
import {
  findAccepted,
  findAcceptedSnapshot,
  readSnapshot,
} from "../quotes/documents/accepted-read";
import { customerFigures } from "../quotes/documents/customer-figures";
import { loadQuoteDocument } from "../quotes/documents/load";
import { renderQuotePdf } from "../quotes/documents/pdf";

/** Tokens are 24 random bytes in base64url; anything else names no quote. */
const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

/** Whether a path's token could be a link's: anything else (a NUL the database refuses) is 404. */
export const isLinkToken = (token: string) => TOKEN.test(token);

/** The quote behind a customer link: sent at least once (a draft is never shown), else 404. */
export async function findByToken(db: DbOrTx, token: string) {
  if (!isLinkToken(token)) throw notFound(messages.quotes.notFound);
  const [row] = await db
    .select({
      id: quotes.id,
      businessId: quotes.businessId,
      status: quotes.status,
      number: quotes.number,
      revision: quotes.revision,
      isVariation: quotes.isVariation,
      replacedByQuoteId: quotes.replacedByQuoteId,
      expiresAt: quotes.expiresAt,
    })
    .from(quotes)
    .where(eq(quotes.publicToken, token));
  if (!row) await refuseRevokedLink(db, token);
  if (!row || row.status === "draft") throw notFound(messages.quotes.notFound);
  return row;
}
type FoundQuote = Awaited<ReturnType<typeof findByToken>>;

/** The newer version sent in this one's place, with its own customer page when it has one. */
async function replacement(db: DbOrTx, found: FoundQuote): Promise<PublicQuoteView["replacedBy"]> {
  if (!found.replacedByQuoteId || found.status === "accepted") return null;
  const [newer] = await db
    .select({
      number: quotes.number,
      revision: quotes.revision,
      status: quotes.status,
      token: quotes.publicToken,
    })
    .from(quotes)
    .where(and(eq(quotes.id, found.replacedByQuoteId), eq(quotes.businessId, found.businessId)));
  if (!newer || newer.status === "draft") return null;
  return {
    reference: quoteReference(newer.number, newer.revision),
    path: newer.token ? `/q/${newer.token}` : null,
  };
}

/**
 * What a variation changes: the latest version of the same quote accepted before it (its frozen
 * total), against this one's total (frozen too once accepted).
 */
async function comparison(
  db: DbOrTx,
  found: FoundQuote,
  totalPence: number,
): Promise<PublicQuoteView["variation"]> {
  if (!found.isVariation) return null;
  const [accepted] = await db
    .select({
      revision: quotes.revision,
      snapshot: quotes.acceptedSnapshot,
      total: quotes.totalAmountPence,
    })
    .from(quotes)
    .where(
      and(
        eq(quotes.businessId, found.businessId),
        eq(quotes.number, found.number),
        eq(quotes.status, "accepted"),
        lt(quotes.revision, found.revision),
      ),
    )
    .orderBy(desc(quotes.revision))
    .limit(1);
  if (!accepted) return null;
  const snapshot = readSnapshot(accepted.snapshot);
  const acceptedTotalPence = snapshot?.totalAmountPence ?? accepted.total;
  return {
    of: snapshot?.reference ?? quoteReference(found.number, accepted.revision),
    acceptedTotalPence,
    totalPence,
    differencePence: totalPence - acceptedTotalPence,
  };
}

type Figures = Omit<
  PublicQuoteView,
  "status" | "expired" | "decision" | "variation" | "replacedBy" | "number"
>;

/** The customer's figures of an accepted quote: its snapshot, whatever the row says now. */
function figuresOfSnapshot(s: AcceptedSnapshot): Figures {
  return {
    reference: s.reference,
    name: s.name,
    business: s.business,
    customerName: s.customerName,
    siteAddress: s.siteAddress,
    jobDescription: s.jobDescription,
    materials: s.materials.map((m) => ({
      ...m,
      vatRate: s.vatIncluded ? (m.vatRate ?? s.vatRate) : 0,
    })),
    measurements: s.measurements,
    laborDays: s.laborDays,
    dayRatePence: s.dayRatePence,
    totalMaterialsCostPence: s.totalMaterialsCostPence,
    totalLaborPence: s.totalLaborPence,
    subtotalPence: s.subtotalPence,
    vatIncluded: s.vatIncluded,
    vatRate: s.vatRate,
    vatBreakdown: s.vatBreakdown,
    vatAmountPence: s.vatAmountPence,
    totalAmountPence: s.totalAmountPence,
    createdAt: s.createdAt,
    expiresAt: s.expiresAt,
    terms: s.terms,
  };
}

/** The customer's figures of a quote not (yet) accepted: the row as it stands. */
async function figuresOfRow(
  db: DbOrTx,
  found: FoundQuote,
): Promise<Figures & { decision: DecisionOf }> {
  const { quote, business } = await loadQuoteDocument(db, found.businessId, found.id, {
    photo: false,
  });
  const figures = customerFigures(quote, business);
  return {
    ...figures,
    // Each line at the rate it is charged: the quote's where it has none, 0 without VAT.
    materials: figures.materials.map((m) => ({
      ...m,
      vatRate: quote.vatIncluded ? (m.vatRate ?? quote.vatRate) : 0,
    })),
    decision: quote.decision ? { byName: quote.decision.byName, at: quote.decision.at } : null,
  };
}
type DecisionOf = { byName: string | null; at: string } | null;

/** What the customer may see: no margin, profit, supplier or internal fields. */
export async function viewPublicQuote(db: DbOrTx, token: string, now = new Date()) {
  const found = await findByToken(db, token);
  // Only an accepted quote has a snapshot: the others need not ask for one.
  const accepted =
    found.status === "accepted" ? await findAcceptedSnapshot(db, found.businessId, found.id) : null;
  const { decision: rowDecision, ...figures } = accepted
    ? {
        ...figuresOfSnapshot(accepted.snapshot),
        decision: { byName: accepted.snapshot.accepted.byName, at: accepted.snapshot.accepted.at },
      }
    : await figuresOfRow(db, found);
  const decided = found.status === "accepted" || found.status === "declined";
  const view: PublicQuoteView = {
    ...figures,
    number: found.number,
    status: found.status,
    expired: !decided && found.expiresAt.getTime() < now.getTime(),
    decision:
      decided && rowDecision
        ? { decision: found.status as "accepted" | "declined", ...rowDecision }
        : null,
    variation: await comparison(db, found, figures.totalAmountPence),
    replacedBy: await replacement(db, found),
  };
  return view;
}

/** The customer's PDF: the one kept at acceptance once accepted, else drawn from the row. */
export async function publicQuotePdf(db: DbOrTx, token: string) {
  const { id, businessId } = await findByToken(db, token);
  const accepted = await findAccepted(db, businessId, id);
  if (accepted) {
    return { filename: `Quote-${accepted.snapshot.reference}.pdf`, pdf: accepted.pdf };
  }
  const doc = await loadQuoteDocument(db, businessId, id);
  return { filename: `Quote-${doc.reference}.pdf`, pdf: await renderQuotePdf(doc, businessId) };
}
