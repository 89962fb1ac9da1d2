import {
  labourPence,
  lineTotalPence,
  percentOf,
  type RateTotal,
  signedPercentOf,
  vatByRate,
} from "./quote-math";

export { type RateTotal, vatByRate };

/**
 * UK VAT, domestic reverse charge and CIS maths for invoices, in integer pence. Every rule and its
 * HMRC source is explained in docs/uk-tax.md.
 */

/** Standard, reduced and zero rate (VAT Notice 700). */
export const VAT_RATES = [20, 5, 0] as const;
export type VatRate = (typeof VAT_RATES)[number];
/** CIS deduction rates: gross payment status 0 %, registered 20 %, unregistered 30 % (CIS340). */
export const CIS_RATES = [0, 20, 30] as const;
export type CisRate = (typeof CIS_RATES)[number];

export const REVERSE_CHARGE_WORDING = "Reverse charge: customer to pay the VAT to HMRC";
export const NOT_VAT_REGISTERED_WORDING = "Not VAT registered: no VAT is charged";

export interface TaxLine {
  netPence: number;
  vatRate: number;
  isLabour: boolean;
  /**
   * A deduction's VAT (a negative line: a deposit already invoiced) is the VAT its deposit
   * invoice charged, set by `finalLines`; other lines' VAT is worked out per rate.
   */
  vatPence?: number;
}

export interface InvoiceTotals {
  /** Net and VAT per rate, highest rate first; VAT is rounded once per rate. */
  rateTotals: RateTotal[];
  netPence: number;
  /** The VAT on the supply; under the reverse charge it is stated but not charged. */
  vatPence: number;
  /** The VAT the supplier charges: 0 under the reverse charge. */
  vatChargedPence: number;
  labourNetPence: number;
  cisDeductionPence: number;
  depositsDeductedPence: number;
  /** What the customer pays: net + VAT charged − CIS (deposits are already out of the net). */
  amountDuePence: number;
}

/** One line's net: quantity × unit price to the penny (negative for deductions). */
export function lineNetPence(quantity: number, unitPricePence: number): number {
  return unitPricePence < 0
    ? -lineTotalPence(quantity, -unitPricePence)
    : lineTotalPence(quantity, unitPricePence);
}

/** The VAT of one line, shown next to it (the totals use the per-rate figure). */
export function lineVatPence(line: Pick<TaxLine, "netPence" | "vatRate">): number {
  return signedPercentOf(line.netPence, line.vatRate);
}

/**
 * CIS deduction: the rate applied to the labour net only, never materials or VAT (CIS340 §3.
 * "Making deductions"), rounded down to the penny so a subcontractor is never over-deducted.
 */
export function cisDeductionPence(labourNetPence: number, cisRatePercent: number | null): number {
  if (!cisRatePercent || labourNetPence <= 0) return 0;
  return Math.floor((labourNetPence * Math.round(cisRatePercent * 100)) / 10_000);
}

export interface InvoiceTotalsInput {
  lines: readonly TaxLine[];
  /** Domestic reverse charge: the VAT is stated but the customer accounts for it (VAT Notice 735). */
  reverseCharge: boolean;
  /** The customer's CIS rate when it is a contractor, else null. */
  cisRatePercent: number | null;
  /** Gross of the deposit invoices already raised, shown on a final invoice (the lines carry it). */
  depositsDeductedPence?: number;
}

/**
 * An invoice's net and VAT per rate, highest rate first. The lines it charges are rounded once per
 * rate (VAT Notice 700 §17.5); its deductions take off exactly the VAT their deposits charged, so
 * deposits + final invoice = the quote to the penny (rounding the balance on its own could differ
 * by a penny a rate a deposit).
 */
export function invoiceVatByRate(lines: readonly TaxLine[]): RateTotal[] {
  const totals = new Map(vatByRate(lines.filter((l) => l.netPence >= 0)).map((r) => [r.rate, r]));
  for (const line of lines) {
    if (line.netPence >= 0) continue;
    const total = totals.get(line.vatRate) ?? { rate: line.vatRate, netPence: 0, vatPence: 0 };
    total.netPence += line.netPence;
    total.vatPence += line.vatPence ?? lineVatPence(line);
    totals.set(line.vatRate, total);
  }
  return [...totals.values()].sort((a, b) => b.rate - a.rate);
}

/** Per-rate totals, reverse charge, CIS and the amount due of one invoice. */
export function invoiceTotals(input: InvoiceTotalsInput): InvoiceTotals {
  const rateTotals = invoiceVatByRate(input.lines);
  const netPence = rateTotals.reduce((sum, r) => sum + r.netPence, 0);
  const vatPence = rateTotals.reduce((sum, r) => sum + r.vatPence, 0);
  const vatChargedPence = input.reverseCharge ? 0 : vatPence;
  const labourNetPence = input.lines
    .filter((l) => l.isLabour)
    .reduce((sum, l) => sum + l.netPence, 0);
  const cis = cisDeductionPence(labourNetPence, input.cisRatePercent);
  return {
    rateTotals,
    netPence,
    vatPence,
    vatChargedPence,
    labourNetPence,
    cisDeductionPence: cis,
    depositsDeductedPence: input.depositsDeductedPence ?? 0,
    amountDuePence: netPence + vatChargedPence - cis,
  };
}

export interface QuoteLineForInvoice {
  description: string;
  quantity: number;
  unit: string;
  unitPricePence: number;
  vatRate: number;
  isLabour: boolean;
}

/** What a quote charges, as its invoices are raised from it. */
export interface QuoteCharges {
  /** Lines as charged; `vatRate` null: the quote's rate. */
  materials: readonly {
    name: string;
    quantity: number;
    unit: string;
    unitPricePence: number;
    vatRate: number | null;
  }[];
  laborDays: number;
  dayRatePence: number;
}

/**
 * A quote's lines as its invoices carry them: each material as charged, labour as one line of
 * its days, each at the rate `rateOf` gives (from the line's own, null for labour).
 */
export function quoteInvoiceLines(
  quote: QuoteCharges,
  rateOf: (own: number | null) => number,
): QuoteLineForInvoice[] {
  const lines: QuoteLineForInvoice[] = quote.materials.map((m) => ({
    description: m.name,
    quantity: m.quantity,
    unit: m.unit,
    unitPricePence: m.unitPricePence,
    vatRate: rateOf(m.vatRate),
    isLabour: false,
  }));
  if (labourPence(quote.dayRatePence, quote.laborDays) > 0) {
    const unit = quote.laborDays === 1 ? "day" : "days";
    lines.push({
      description: `Labour (${quote.laborDays} ${unit})`,
      quantity: quote.laborDays,
      unit,
      unitPricePence: quote.dayRatePence,
      vatRate: rateOf(null),
      isLabour: true,
    });
  }
  return lines;
}

export interface InvoiceLineDraft extends QuoteLineForInvoice {
  netPence: number;
  vatPence: number;
}

const withTax = (line: QuoteLineForInvoice): InvoiceLineDraft => {
  const netPence = lineNetPence(line.quantity, line.unitPricePence);
  return { ...line, netPence, vatPence: lineVatPence({ netPence, vatRate: line.vatRate }) };
};

/**
 * The lines' VAT, each rate's (worked once on its net, §17.5) shared among its lines by the
 * largest remainders: the VAT column, the totals and an export that carries each line's VAT
 * (QuickBooks) agree to the penny (three lines of £1.10 at 5 % carry 6p, 6p and 5p, not 6p each).
 */
export function shareRateVat<Line extends TaxLine>(lines: readonly Line[]): Line[] {
  const shared = lines.map((line) => ({ ...line }));
  const rates = new Set(lines.map((l) => l.vatRate));
  for (const rate of rates) {
    const scaled = Math.round(rate * 100);
    const atRate = shared.filter((l) => l.vatRate === rate);
    const net = atRate.reduce((sum, l) => sum + l.netPence, 0);
    const exact = atRate.map((l) => l.netPence * scaled);
    atRate.forEach((line, i) => {
      line.vatPence = Math.floor((exact[i] ?? 0) / 10_000);
    });
    let pennies =
      signedPercentOf(net, rate) - atRate.reduce((sum, l) => sum + (l.vatPence ?? 0), 0);
    const byRemainder = atRate
      .map((line, i) => ({ line, remainder: (exact[i] ?? 0) - (line.vatPence ?? 0) * 10_000 }))
      .sort((a, b) => b.remainder - a.remainder);
    for (const { line } of byRemainder) {
      if (pennies <= 0) break;
      line.vatPence = (line.vatPence ?? 0) + 1;
      pennies--;
    }
  }
  return shared;
}

/** The quote's lines as invoice lines, each with its net and its share of its rate's VAT. */
export function standardLines(lines: readonly QuoteLineForInvoice[]): InvoiceLineDraft[] {
  return shareRateVat(lines.map(withTax));
}

/**
 * A deposit invoice: depositPercent of the quote's lines, one line per VAT rate and labour or
 * materials (so VAT per rate and CIS on labour work exactly as on the final invoice).
 */
export function depositLines(
  lines: readonly QuoteLineForInvoice[],
  depositPercent: number,
  reference: string,
): InvoiceLineDraft[] {
  const groups = new Map<string, { vatRate: number; isLabour: boolean; netPence: number }>();
  for (const line of standardLines(lines)) {
    const key = `${line.vatRate}|${line.isLabour}`;
    const group = groups.get(key);
    if (group) group.netPence += line.netPence;
    else
      groups.set(key, { vatRate: line.vatRate, isLabour: line.isLabour, netPence: line.netPence });
  }
  const grouped = [...groups.values()]
    .sort((a, b) => b.vatRate - a.vatRate || Number(b.isLabour) - Number(a.isLabour))
    .map((g) => {
      const unitPricePence = percentOf(g.netPence, depositPercent);
      return withTax({
        description: `Deposit ${depositPercent}% of quote ${reference}: ${g.isLabour ? "labour" : "materials"}${g.vatRate ? ` at ${g.vatRate}% VAT` : ""}`,
        quantity: 1,
        unit: "item",
        unitPricePence,
        vatRate: g.vatRate,
        isLabour: g.isLabour,
      });
    })
    .filter((l) => l.netPence !== 0);
  return shareRateVat(grouped);
}

/**
 * A final invoice: every line of the quote, less each deposit invoice's lines (as negative lines
 * at the same VAT rate, labour or materials), so the final invoice's VAT per rate is the quote's
 * less what the deposits charged: the deposit's VAT is never charged twice, and deposits + final
 * = the quote. A deduction carries its deposit line's share of that deposit's VAT at the rate
 * (the deposit rounded its rate's VAT once, over its labour and materials together).
 */
export function finalLines(
  lines: readonly QuoteLineForInvoice[],
  deposits: readonly { reference: string; lines: readonly InvoiceLineDraft[] }[],
): InvoiceLineDraft[] {
  const result = standardLines(lines);
  for (const deposit of deposits) {
    // Shared again from the deposit's nets: a deposit raised before lines shared their rate's VAT
    // stored each line's own.
    for (const line of shareRateVat(deposit.lines)) {
      result.push({
        description: `Less deposit invoiced ${deposit.reference} (${line.isLabour ? "labour" : "materials"}${line.vatRate ? ` at ${line.vatRate}% VAT` : ""})`,
        quantity: 1,
        unit: "item",
        unitPricePence: -line.netPence,
        vatRate: line.vatRate,
        isLabour: line.isLabour,
        netPence: -line.netPence,
        vatPence: -line.vatPence,
      });
    }
  }
  return result;
}

/** The gross (net + VAT per rate) of a set of lines: what a deposit invoice asked for before CIS. */
export function grossPence(lines: readonly TaxLine[]): number {
  return vatByRate(lines).reduce((sum, r) => sum + r.netPence + r.vatPence, 0);
}

export type InvoiceStatus = "draft" | "sent" | "part-paid" | "paid" | "overdue";

/**
 * The status people see: paid when nothing is left to pay, overdue when a sent invoice still has a
 * balance after its due date, part-paid when something was paid, else the stored draft or sent.
 */
export function deriveInvoiceStatus(input: {
  stored: "draft" | "sent";
  amountDuePence: number;
  paidPence: number;
  dueDate: string;
  today: string;
}): InvoiceStatus {
  const balance = input.amountDuePence - input.paidPence;
  if (balance <= 0 && (input.paidPence > 0 || input.stored === "sent")) return "paid";
  if (balance > 0 && input.stored === "sent" && input.dueDate < input.today) return "overdue";
  if (input.paidPence > 0) return "part-paid";
  return input.stored;
}

/** The due date: issue date + payment terms days (YYYY-MM-DD in, YYYY-MM-DD out). */
export function dueDateFor(issueDate: string, paymentTermsDays: number): string {
  const date = new Date(`${issueDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + paymentTermsDays);
  return date.toISOString().slice(0, 10);
}

/** Why a deposit invoice cannot be raised while the business's deposit is 0%. */
export const NO_DEPOSIT_MESSAGE = "No deposit is set: set one in Settings, Quote Settings";

export const invoiceReference = (number: number) => `INV-${String(number).padStart(4, "0")}`;

/**
 * Why an invoice of `kind` cannot be raised from a quote that already has `existing` (every
 * version's), or null. A final or full invoice bills the whole work, so nothing follows it; a full
 * invoice bills it all, so it cannot follow a deposit (the final invoice bills the balance).
 */
export function invoiceRefusal(
  kind: "deposit" | "final" | "standard",
  existing: readonly { kind: string; number: number }[],
): string | null {
  const whole = existing.find((i) => i.kind !== "deposit");
  if (whole) return `This quote is already invoiced in full on ${invoiceReference(whole.number)}`;
  const deposit = existing[0];
  if (kind === "standard" && deposit) {
    return `This quote has a deposit invoice, ${invoiceReference(deposit.number)}: raise the final invoice for the balance`;
  }
  return null;
}
