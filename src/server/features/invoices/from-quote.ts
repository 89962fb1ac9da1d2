import { and, asc, desc, eq, gt, inArray, isNotNull } from "drizzle-orm";
import { isoDay } from "../../../shared/dates";
import { quoteReference } from "../../../shared/quote-math";
import {
  type AcceptedSnapshot,
  acceptedSnapshotSchema,
} from "../../../shared/schemas/accepted-snapshot";
import type { InvoiceKind } from "../../../shared/schemas/invoices";
import {
  depositLines,
  dueDateFor,
  finalLines,
  grossPence,
  type InvoiceLineDraft,
  invoiceReference,
  invoiceTotals,
  NO_DEPOSIT_MESSAGE,
  type QuoteLineForInvoice,
  quoteInvoiceLines,
  REVERSE_CHARGE_WORDING,
  standardLines,
} from "../../../shared/uk-tax";
import type { DbOrTx } from "../../db/client";
import { invoiceLines, quoteMaterials, quotes } from "../../db/schema";
import { badRequest, conflict } from "../../errors";
import type { InvoiceRow } from "./read-model";

/**
 * What the customer agreed to pay for a quote: the snapshot of its latest accepted variation, else
 * its own accepted snapshot (docs/decisions/0014). A quote accepted before snapshots existed, or
 * not accepted, is invoiced from its row as before.
 */
async function chargedQuote(
  tx: DbOrTx,
  quote: typeof quotes.$inferSelect,
): Promise<
  Pick<
    AcceptedSnapshot,
    "materials" | "laborDays" | "dayRatePence" | "totalLaborPence" | "vatRate" | "reference"
  >
> {
  const [variation] = await tx
    .select({ snapshot: quotes.acceptedSnapshot })
    .from(quotes)
    .where(
      and(
        eq(quotes.businessId, quote.businessId),
        eq(quotes.number, quote.number),
        eq(quotes.isVariation, true),
        eq(quotes.status, "accepted"),
        gt(quotes.revision, quote.revision),
        isNotNull(quotes.acceptedSnapshot),
      ),
    )
    .orderBy(desc(quotes.revision))
    .limit(1);
  const frozen =
    variation?.snapshot ?? (quote.status === "accepted" ? quote.acceptedSnapshot : null);
  if (frozen != null) return acceptedSnapshotSchema.parse(frozen);
  const materials = await tx
    .select()
    .from(quoteMaterials)
    .where(eq(quoteMaterials.quoteId, quote.id))
    .orderBy(asc(quoteMaterials.position));
  return {
    materials,
    laborDays: quote.laborDays,
    dayRatePence: quote.dayRatePence,
    totalLaborPence: quote.totalLaborPence,
    vatRate: quote.vatRate,
    reference: quoteReference(quote.number, quote.revision),
  };
}

/**
 * The lines an invoice of `kind` carries over from its quote (materials at their VAT rate or the
 * quote's, labour as a labour line, nothing re-typed), and the deposits a final invoice deducts.
 * `existing` are the quote's invoices so far.
 */
export async function linesFromQuote(
  tx: DbOrTx,
  quote: typeof quotes.$inferSelect,
  options: {
    kind: InvoiceKind;
    vatRegistered: boolean;
    depositPercent: number;
    existing: InvoiceRow[];
  },
): Promise<{ lines: InvoiceLineDraft[]; depositsDeductedPence: number }> {
  const { kind, vatRegistered, depositPercent, existing } = options;
  // Lines keep the quote's rates. A VAT-registered business charges VAT on the supply even when
  // the quote was shown without it (docs/uk-tax.md §3); one that is not registered charges none.
  const charged = await chargedQuote(tx, quote);
  const rate = (r: number | null) => (vatRegistered ? (r ?? charged.vatRate) : 0);
  const quoteLines = quoteInvoiceLines(charged, rate);
  const reference = charged.reference;
  let lines: InvoiceLineDraft[];
  let depositsDeductedPence = 0;
  if (kind === "deposit") {
    if (depositPercent <= 0) {
      throw badRequest(NO_DEPOSIT_MESSAGE);
    }
    lines = depositLines(quoteLines, depositPercent, reference);
    checkDepositsWithinQuote(quoteLines, await depositsRaised(tx, existing), lines);
  } else if (kind === "final") {
    const byInvoice = await depositsRaised(tx, existing);
    depositsDeductedPence = byInvoice.reduce((sum, d) => sum + grossPence(d.lines), 0);
    lines = finalLines(quoteLines, byInvoice);
  } else {
    lines = standardLines(quoteLines);
  }
  if (lines.length === 0) throw badRequest("The quote has nothing to invoice");
  return { lines, depositsDeductedPence };
}

/**
 * The deposit invoices raised so far, oldest first, with their lines. `existing` holds every
 * version's invoices: deposits raised on the original, before a variation was accepted, were paid
 * towards this work too.
 */
async function depositsRaised(tx: DbOrTx, existing: InvoiceRow[]) {
  const deposits = existing.filter((i) => i.kind === "deposit");
  const rows = deposits.length
    ? await tx
        .select()
        .from(invoiceLines)
        .where(
          inArray(
            invoiceLines.invoiceId,
            deposits.map((d) => d.id),
          ),
        )
        .orderBy(asc(invoiceLines.position))
    : [];
  return deposits
    .sort((a, b) => a.number - b.number)
    .map((d) => ({
      reference: invoiceReference(d.number),
      lines: rows.filter((l) => l.invoiceId === d.id),
    }));
}

/**
 * Deposits never ask for more than the quote: three deposits of 50% billed the customer 150%,
 * and the final invoice was then refused. Each deposit's group is rounded half up, so deposits
 * that make the whole may come to a penny a group a deposit over: that much is let through.
 */
function checkDepositsWithinQuote(
  quoteLines: QuoteLineForInvoice[],
  raised: { lines: readonly { netPence: number }[] }[],
  asked: InvoiceLineDraft[],
) {
  const net = (lines: readonly { netPence: number }[]) =>
    lines.reduce((sum, l) => sum + l.netPence, 0);
  const quoteNet = net(standardLines(quoteLines));
  const taken = raised.reduce((sum, d) => sum + net(d.lines), 0);
  if (taken + net(asked) <= quoteNet + asked.length * (raised.length + 1)) return;
  const leftPercent = quoteNet > 0 ? Math.floor(((quoteNet - taken) * 100) / quoteNet) : 0;
  throw conflict(
    "deposits_exceed_quote",
    leftPercent > 0
      ? `Deposits would come to more than the quote: ${leftPercent}% of it is left to ask for. Ask for less, or raise the final invoice for the balance.`
      : "Deposits already cover the whole quote: raise the final invoice.",
  );
}

/**
 * What an invoice of `kind` raised from `quote` charges: its lines, the totals (a VAT-registered
 * business's reverse-charge customer pays no VAT; a CIS customer's deduction comes off), and those
 * as the invoice row's money columns. Raising an invoice and the demo's story use the one rule.
 */
export async function invoiceFromQuote(
  tx: DbOrTx,
  quote: typeof quotes.$inferSelect,
  options: {
    kind: InvoiceKind;
    business: { vatNumber: string; depositPercent: number };
    /** This deposit's own percentage; absent: the business's (Quote Settings). */
    depositPercent?: number;
    customer: { reverseCharge: boolean; cisRatePercent: number | null } | undefined;
    existing: InvoiceRow[];
  },
) {
  const { kind, business, customer, existing } = options;
  const vatRegistered = business.vatNumber.trim() !== "";
  const { lines, depositsDeductedPence } = await linesFromQuote(tx, quote, {
    kind,
    vatRegistered,
    depositPercent: options.depositPercent ?? business.depositPercent,
    existing,
  });
  const reverseCharge = vatRegistered && Boolean(customer?.reverseCharge);
  const totals = invoiceTotals({
    lines,
    reverseCharge,
    cisRatePercent: customer?.cisRatePercent ?? null,
    depositsDeductedPence,
  });
  const columns = {
    netPence: totals.netPence,
    vatPence: totals.vatPence,
    depositsDeductedPence,
    cisDeductionPence: totals.cisDeductionPence,
    reverseCharge,
    amountDuePence: totals.amountDuePence,
    notes: reverseCharge ? REVERSE_CHARGE_WORDING : "",
  };
  return { lines, totals, columns };
}

/**
 * The payment terms after the issue date; a deposit, paid before the work begins, is due by the
 * job's start when that comes first (never before the issue date).
 */
export function invoiceDueDate(
  issueDate: string,
  paymentTermsDays: number,
  kind: InvoiceKind,
  jobStart: Date | null | undefined,
): string {
  const dueDate = dueDateFor(issueDate, paymentTermsDays);
  if (kind !== "deposit" || !jobStart) return dueDate;
  const start = isoDay(jobStart);
  if (start >= dueDate) return dueDate;
  return start < issueDate ? issueDate : start;
}
