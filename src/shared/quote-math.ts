import { formatDate } from "./dates";

/**
 * Quote maths in integer pence (SPEC §9), used by the builder as the user types and by the server
 * on every write; the server's figures are the ones stored.
 */

export interface MaterialLineInput {
  quantity: number;
  /** What the line costs the business per unit (the trade net price). */
  netUnitPricePence: number;
  /** The line's own markup on its net cost; absent or null: the quote's margin. */
  markupPercent?: number | null;
  /** The line's own VAT rate (20, 5 or 0); absent or null: the quote's rate. */
  vatRate?: number | null;
}

export interface QuoteMathInput {
  materials: readonly MaterialLineInput[];
  laborDays: number;
  dayRatePence: number;
  vatIncluded: boolean;
  /** The rate of labour and of every line without its own (default from Quote Settings). */
  vatRate: number;
  /** The markup on materials of every line without its own (default from Quote Settings). */
  marginPercent: number;
  /** Kept for stored quotes and old clients; profit no longer depends on it (decision 0012). */
  profitRule?: "wizard" | "manual";
}

export interface QuoteTotals {
  totalMaterialsCostPence: number;
  materialsNetPence: number;
  totalLaborPence: number;
  subtotalPence: number;
  vatAmountPence: number;
  totalAmountPence: number;
  profitPence: number;
}

const QUANTITY_SCALE = 1000; // quantities carry at most 3 decimals
const RATE_SCALE = 100; // percentages carry at most 2 decimals

/** Half-up division of non-negative integers, exact for values below 2^53. */
function divRound(numerator: number, denominator: number): number {
  return Math.floor((numerator + denominator / 2) / denominator);
}

const scaled = (value: number, scale: number) => Math.round(value * scale);

/** quantity × unit price, rounded to the penny per line. */
export function lineTotalPence(quantity: number, unitPricePence: number): number {
  return divRound(scaled(quantity, QUANTITY_SCALE) * unitPricePence, QUANTITY_SCALE);
}

/** amount × percent / 100, rounded once to the penny. */
export function percentOf(amountPence: number, percent: number): number {
  return divRound(amountPence * scaled(percent, RATE_SCALE), 100 * RATE_SCALE);
}

/**
 * What the customer is charged per unit: net × (1 + markup / 100), rounded half up to the penny
 * (docs/decisions/0012-materials-markup.md).
 */
export function markedUpUnitPence(netUnitPricePence: number, markupPercent: number): number {
  return divRound(
    netUnitPricePence * (100 * RATE_SCALE + scaled(markupPercent, RATE_SCALE)),
    100 * RATE_SCALE,
  );
}

/** A line's charged unit price, its own markup or else the quote's margin applied. */
export function chargedUnitPence(
  line: Pick<MaterialLineInput, "netUnitPricePence" | "markupPercent">,
  marginPercent: number,
): number {
  return markedUpUnitPence(line.netUnitPricePence, line.markupPercent ?? marginPercent);
}

export function labourPence(dayRatePence: number, laborDays: number): number {
  return lineTotalPence(laborDays, dayRatePence);
}

export interface RateTotal {
  rate: number;
  netPence: number;
  vatPence: number;
}

/** Half-up rounding that is symmetric for negative amounts (deposit deductions). */
export function signedPercentOf(amountPence: number, percent: number): number {
  return amountPence < 0 ? -percentOf(-amountPence, percent) : percentOf(amountPence, percent);
}

/**
 * Net and VAT per rate, highest rate first. Nets are added per rate and the VAT of each rate is
 * worked out once on that rate's net and rounded half-up to the penny (VAT Notice 700 §17.5).
 */
export function vatByRate(lines: readonly { netPence: number; vatRate: number }[]): RateTotal[] {
  const nets = new Map<number, number>();
  for (const line of lines) nets.set(line.vatRate, (nets.get(line.vatRate) ?? 0) + line.netPence);
  return [...nets]
    .sort(([a], [b]) => b - a)
    .map(([rate, netPence]) => ({ rate, netPence, vatPence: signedPercentOf(netPence, rate) }));
}

/**
 * A quote's net and VAT per rate: each material line at its own rate (or the quote's), labour at
 * the quote's rate. Empty when VAT is not included.
 */
export function quoteVatBreakdown(
  input: Pick<
    QuoteMathInput,
    "materials" | "laborDays" | "dayRatePence" | "vatIncluded" | "vatRate" | "marginPercent"
  >,
): RateTotal[] {
  // VAT is on what the customer is charged: the marked-up line totals.
  const lines = input.materials.map((line) => ({
    netPence: lineTotalPence(line.quantity, chargedUnitPence(line, input.marginPercent)),
    vatRate: line.vatRate ?? input.vatRate,
  }));
  return vatBreakdownOf(
    input,
    lines.filter((l) => l.netPence !== 0),
  );
}

/**
 * The same from the material lines' charged totals, each non-zero, at their rates (a rate's lines
 * may come summed: a list's quote reads the sums, not the lines), and the labour.
 */
export function vatBreakdownOf(
  input: Pick<QuoteMathInput, "laborDays" | "dayRatePence" | "vatIncluded" | "vatRate">,
  materials: readonly { netPence: number; vatRate: number }[],
): RateTotal[] {
  if (!input.vatIncluded) return [];
  const labour = {
    netPence: labourPence(input.dayRatePence, input.laborDays),
    vatRate: input.vatRate,
  };
  return vatByRate(labour.netPence !== 0 ? [...materials, labour] : materials);
}

/**
 * A quote's totals. Materials are charged at their marked-up prices, and profit counts exactly
 * what is charged: the materials markup (charged − net) plus SPEC's 60 % share of labour.
 */
export function computeQuoteTotals(input: QuoteMathInput): QuoteTotals {
  let totalMaterialsCostPence = 0;
  let materialsNetPence = 0;
  for (const line of input.materials) {
    totalMaterialsCostPence += lineTotalPence(
      line.quantity,
      chargedUnitPence(line, input.marginPercent),
    );
    materialsNetPence += lineTotalPence(line.quantity, line.netUnitPricePence);
  }
  const totalLaborPence = labourPence(input.dayRatePence, input.laborDays);
  const subtotalPence = totalMaterialsCostPence + totalLaborPence;
  const vatAmountPence = quoteVatBreakdown(input).reduce((sum, r) => sum + r.vatPence, 0);
  const profitPence = totalMaterialsCostPence - materialsNetPence + percentOf(totalLaborPence, 60);
  return {
    totalMaterialsCostPence,
    materialsNetPence,
    totalLaborPence,
    subtotalPence,
    vatAmountPence,
    totalAmountPence: subtotalPence + vatAmountPence,
    profitPence,
  };
}

/** Net price after a merchant discount: round(gross × (1 − d/100)). */
export function netPricePence(grossPence: number, discountPercent: number): number {
  return percentOf(grossPence, 100 - discountPercent);
}

/** SPEC §9: "Quote {count+1} dd/mm/yyyy". */
export function defaultQuoteName(existingCount: number, today: Date): string {
  return `Quote ${existingCount + 1} ${formatDate(today)}`;
}

/**
 * "Q-0001", or "Q-0001 rev 2" for a revision: the reference people see on the PDF, the email and
 * the customer page.
 */
export function quoteReference(number: number, revision = 1): string {
  const base = `Q-${String(number).padStart(4, "0")}`;
  return revision > 1 ? `${base} rev ${revision}` : base;
}

/**
 * SPEC §9's suggested days: at least 1; ceil(matched products / 3) when products matched, else
 * floor(description length / 100).
 */
export function suggestedDays(opts: { matchedProducts: number; descriptionLength: number }) {
  const days =
    opts.matchedProducts > 0
      ? Math.ceil(opts.matchedProducts / 3)
      : Math.floor(opts.descriptionLength / 100);
  return Math.max(1, days);
}

/** Expiry: created + the Quote Settings validity (default 30 days). */
export function quoteExpiry(createdAt: Date, validDays = 30): Date {
  return new Date(createdAt.getTime() + validDays * 86_400_000);
}
