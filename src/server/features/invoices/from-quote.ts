import { asc, eq, inArray } from "drizzle-orm";
import { quoteReference } from "../../../shared/quote-math";
import type { InvoiceKind } from "../../../shared/schemas/invoices";
import {
  depositLines,
  finalLines,
  grossPence,
  type InvoiceLineDraft,
  invoiceReference,
  type QuoteLineForInvoice,
  standardLines,
} from "../../../shared/uk-tax";
import type { DbOrTx } from "../../db/client";
import { invoiceLines, quoteMaterials, type quotes } from "../../db/schema";
import { badRequest } from "../../errors";
import type { InvoiceRow } from "./read-model";

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
  const rate = (r: number | null) => (vatRegistered ? (r ?? quote.vatRate) : 0);
  const materials = await tx
    .select()
    .from(quoteMaterials)
    .where(eq(quoteMaterials.quoteId, quote.id))
    .orderBy(asc(quoteMaterials.position));
  const quoteLines: QuoteLineForInvoice[] = materials.map((m) => ({
    description: m.name,
    quantity: m.quantity,
    unit: m.unit,
    unitPricePence: m.unitPricePence,
    vatRate: rate(m.vatRate),
    isLabour: false,
  }));
  if (quote.totalLaborPence > 0) {
    quoteLines.push({
      description: `Labour (${quote.laborDays} ${quote.laborDays === 1 ? "day" : "days"})`,
      quantity: quote.laborDays,
      unit: quote.laborDays === 1 ? "day" : "days",
      unitPricePence: quote.dayRatePence,
      vatRate: rate(null),
      isLabour: true,
    });
  }
  const reference = quoteReference(quote.number);
  let lines: InvoiceLineDraft[];
  let depositsDeductedPence = 0;
  if (kind === "deposit") {
    if (depositPercent <= 0) {
      throw badRequest("Set a deposit percentage in Settings before raising a deposit invoice");
    }
    lines = depositLines(quoteLines, depositPercent, reference);
  } else if (kind === "final") {
    const deposits = existing.filter((i) => i.kind === "deposit");
    const depositLineRows = deposits.length
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
    const byInvoice = deposits
      .sort((a, b) => a.number - b.number)
      .map((d) => ({
        reference: invoiceReference(d.number),
        lines: depositLineRows.filter((l) => l.invoiceId === d.id),
      }));
    depositsDeductedPence = byInvoice.reduce((sum, d) => sum + grossPence(d.lines), 0);
    lines = finalLines(quoteLines, byInvoice);
  } else {
    lines = standardLines(quoteLines);
  }
  if (lines.length === 0) throw badRequest("The quote has nothing to invoice");
  return { lines, depositsDeductedPence };
}
