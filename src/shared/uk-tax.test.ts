import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  cisDeductionPence,
  depositLines,
  deriveInvoiceStatus,
  dueDateFor,
  finalLines,
  grossPence,
  invoiceReference,
  invoiceTotals,
  type QuoteLineForInvoice,
  standardLines,
  vatByRate,
} from "./uk-tax";

const labour = (pence: number, vatRate = 20): QuoteLineForInvoice => ({
  description: "Labour",
  quantity: 1,
  unit: "item",
  unitPricePence: pence,
  vatRate,
  isLabour: true,
});
const material = (pence: number, vatRate = 20, quantity = 1): QuoteLineForInvoice => ({
  description: "Materials",
  quantity,
  unit: "item",
  unitPricePence: pence,
  vatRate,
  isLabour: false,
});

describe("VAT per rate (VAT Notice 700 §17.5, 700/21)", () => {
  it("adds the nets per rate and rounds the VAT once per rate, highest rate first", () => {
    // Three lines of £1.10 at 5 %: per line 5.5p rounds to 6p (18p); per rate £3.30 × 5 % = 16.5p → 17p.
    const lines = standardLines([
      material(10_000, 20),
      material(110, 5, 3),
      material(2_500, 0),
      labour(5_050, 5),
    ]);
    expect(vatByRate(lines)).toEqual([
      { rate: 20, netPence: 10_000, vatPence: 2_000 },
      { rate: 5, netPence: 5_380, vatPence: 269 },
      { rate: 0, netPence: 2_500, vatPence: 0 },
    ]);
    const totals = invoiceTotals({ lines, reverseCharge: false, cisRatePercent: null });
    expect(totals.netPence).toBe(17_880);
    expect(totals.vatPence).toBe(2_269);
    expect(totals.amountDuePence).toBe(20_149);
  });

  it("a business that is not VAT registered puts every line at 0 % and charges no VAT", () => {
    const lines = standardLines([material(50_000, 0), labour(100_000, 0)]);
    const totals = invoiceTotals({ lines, reverseCharge: false, cisRatePercent: null });
    expect(totals.vatPence).toBe(0);
    expect(totals.amountDuePence).toBe(150_000);
  });
});

describe("domestic reverse charge (VAT Notice 735)", () => {
  it("states the VAT and its rate but leaves it out of the amount due", () => {
    // Notice 735 §12 example: £1,000 of standard-rated building work for a VAT-registered contractor.
    const lines = standardLines([labour(100_000)]);
    const totals = invoiceTotals({ lines, reverseCharge: true, cisRatePercent: null });
    expect(totals.rateTotals).toEqual([{ rate: 20, netPence: 100_000, vatPence: 20_000 }]);
    expect(totals.vatPence).toBe(20_000);
    expect(totals.vatChargedPence).toBe(0);
    expect(totals.amountDuePence).toBe(100_000);
  });
});

describe("CIS deduction (CIS340)", () => {
  it("takes the rate from labour only: never materials or VAT", () => {
    // Labour £1,000, materials £500, VAT 20 % £300: deduction 20 % × £1,000 = £200; pay £1,600.
    const lines = standardLines([labour(100_000), material(50_000)]);
    const totals = invoiceTotals({ lines, reverseCharge: false, cisRatePercent: 20 });
    expect(totals.vatPence).toBe(30_000);
    expect(totals.labourNetPence).toBe(100_000);
    expect(totals.cisDeductionPence).toBe(20_000);
    expect(totals.amountDuePence).toBe(160_000);
  });

  it("30 % for an unregistered subcontractor, 0 % with gross payment status", () => {
    const lines = standardLines([labour(100_000), material(50_000)]);
    expect(invoiceTotals({ lines, reverseCharge: false, cisRatePercent: 30 }).amountDuePence).toBe(
      150_000,
    );
    expect(invoiceTotals({ lines, reverseCharge: false, cisRatePercent: 0 }).amountDuePence).toBe(
      180_000,
    );
  });

  it("with the reverse charge too: the customer pays net less CIS", () => {
    const lines = standardLines([labour(100_000), material(50_000)]);
    const totals = invoiceTotals({ lines, reverseCharge: true, cisRatePercent: 20 });
    expect(totals.amountDuePence).toBe(130_000);
  });

  it("rounds the deduction down to the penny", () => {
    expect(cisDeductionPence(33_333, 30)).toBe(9_999);
    expect(cisDeductionPence(33_333, null)).toBe(0);
  });
});

describe("deposit and final invoices", () => {
  const quote = [material(50_000), labour(100_000)];

  it("a 50 % deposit asks for half the quote total, per rate and labour", () => {
    const deposit = depositLines(quote, 50, "Q-0001");
    expect(deposit.map((l) => [l.vatRate, l.isLabour, l.netPence])).toEqual([
      [20, true, 50_000],
      [20, false, 25_000],
    ]);
    const totals = invoiceTotals({ lines: deposit, reverseCharge: false, cisRatePercent: null });
    expect(totals.amountDuePence).toBe(90_000);
  });

  it("the final invoice deducts every deposit invoiced: deposit + final = quote total", () => {
    const deposit = depositLines(quote, 50, "Q-0001");
    const final = finalLines(quote, [{ reference: "INV-0001", lines: deposit }]);
    const totals = invoiceTotals({
      lines: final,
      reverseCharge: false,
      cisRatePercent: null,
      depositsDeductedPence: grossPence(deposit),
    });
    expect(totals.depositsDeductedPence).toBe(90_000);
    expect(totals.netPence).toBe(75_000);
    expect(totals.vatPence).toBe(15_000);
    expect(totals.amountDuePence).toBe(90_000);
    expect(grossPence(deposit) + totals.amountDuePence).toBe(180_000);
  });

  it("CIS is split between the deposit and the final invoice on their labour", () => {
    const deposit = depositLines(quote, 50, "Q-0001");
    const depositTotals = invoiceTotals({
      lines: deposit,
      reverseCharge: false,
      cisRatePercent: 20,
    });
    const final = finalLines(quote, [{ reference: "INV-0001", lines: deposit }]);
    const finalTotals = invoiceTotals({ lines: final, reverseCharge: false, cisRatePercent: 20 });
    expect(depositTotals.cisDeductionPence).toBe(10_000);
    expect(finalTotals.cisDeductionPence).toBe(10_000);
    expect(depositTotals.amountDuePence + finalTotals.amountDuePence).toBe(160_000);
  });

  it("an odd penny is not lost: a 30 % deposit of £333.33", () => {
    const deposit = depositLines([labour(33_333)], 30, "Q-0002");
    const final = finalLines([labour(33_333)], [{ reference: "INV-0001", lines: deposit }]);
    const d = invoiceTotals({ lines: deposit, reverseCharge: false, cisRatePercent: null });
    const f = invoiceTotals({ lines: final, reverseCharge: false, cisRatePercent: null });
    expect(d.netPence + f.netPence).toBe(33_333);
    expect(d.netPence).toBe(10_000);
  });
});

describe("each line's VAT", () => {
  it("is its share of its rate's VAT: three lines of £1.10 at 5 % carry 6p, 6p and 5p (17p)", () => {
    const lines = standardLines([
      material(110, 5),
      material(110, 5),
      material(110, 5),
      labour(999),
    ]);
    expect(lines.map((l) => l.vatPence)).toEqual([6, 6, 5, 200]);
    expect(vatByRate(lines)).toEqual([
      { rate: 20, netPence: 999, vatPence: 200 },
      { rate: 5, netPence: 330, vatPence: 17 },
    ]);
  });
});

describe("deposits and the final invoice add up to the quote to the penny", () => {
  const charge = (lines: ReturnType<typeof standardLines>, cis: number | null = null) =>
    invoiceTotals({ lines, reverseCharge: false, cisRatePercent: cis });
  const quoteGross = (lines: readonly QuoteLineForInvoice[]) =>
    vatByRate(standardLines(lines)).reduce((sum, r) => sum + r.netPence + r.vatPence, 0);

  it("a 50 % deposit of £1,000.07 labour: the balance's own VAT would charge a penny more", () => {
    const quote = [labour(100_007)];
    const deposit = depositLines(quote, 50, "Q-0003");
    const final = finalLines(quote, [{ reference: "INV-0001", lines: deposit }]);
    // Deposit £500.04 + £100.01 VAT; the balance £500.03 at 20 % alone is £100.006, i.e. £100.01.
    expect(charge(deposit).vatPence).toBe(10_001);
    expect(charge(final).vatPence).toBe(10_000);
    expect(charge(final).rateTotals).toEqual([{ rate: 20, netPence: 50_003, vatPence: 10_000 }]);
    expect(charge(deposit).amountDuePence + charge(final).amountDuePence).toBe(quoteGross(quote));
  });

  it("the deduction of a deposit's labour and materials at one rate takes off that rate's VAT", () => {
    const quote = [material(3_333), labour(6_667)];
    const deposit = depositLines(quote, 50, "Q-0004");
    const final = finalLines(quote, [{ reference: "INV-0001", lines: deposit }]);
    const deductions = final.filter((l) => l.netPence < 0);
    expect(deductions.reduce((sum, l) => sum + l.vatPence, 0)).toBe(-charge(deposit).vatPence);
  });

  it("holds for any quote, rates, deposits and percentages", () => {
    const line = fc.record({
      pence: fc.integer({ min: 1, max: 5_000_000 }),
      rate: fc.constantFrom(20, 5, 0),
      isLabour: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 6 }),
        fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 3 }),
        (lines, percents) => {
          const quote = lines.map((l) =>
            l.isLabour ? labour(l.pence, l.rate) : material(l.pence, l.rate),
          );
          const deposits = percents.map((percent, i) => ({
            reference: `INV-000${i + 1}`,
            lines: depositLines(quote, percent, "Q-0005"),
          }));
          const finalDrafts = finalLines(quote, deposits);
          const final = charge(finalDrafts);
          // Each invoice's lines carry VAT that adds up to its VAT per rate.
          for (const lines of [...deposits.map((d) => d.lines), finalDrafts, standardLines(quote)])
            for (const rate of charge(lines).rateTotals)
              expect(
                lines
                  .filter((l) => l.vatRate === rate.rate)
                  .reduce((sum, l) => sum + l.vatPence, 0),
              ).toBe(rate.vatPence);
          const paid = deposits.reduce((sum, d) => sum + charge(d.lines).amountDuePence, 0);
          expect(paid + final.amountDuePence).toBe(quoteGross(quote));
          const quoteVat = vatByRate(standardLines(quote));
          for (const rate of final.rateTotals) {
            const depositVat = deposits.reduce(
              (sum, d) =>
                sum + (charge(d.lines).rateTotals.find((r) => r.rate === rate.rate)?.vatPence ?? 0),
              0,
            );
            expect(rate.vatPence).toBe(
              (quoteVat.find((r) => r.rate === rate.rate)?.vatPence ?? 0) - depositVat,
            );
          }
        },
      ),
      { numRuns: 2_000 },
    );
  });
});

describe("status, dates and numbers", () => {
  const base = { stored: "sent" as const, amountDuePence: 10_000, dueDate: "2026-01-15" };
  it("derives paid, part-paid and overdue from payments and the due date", () => {
    expect(deriveInvoiceStatus({ ...base, paidPence: 0, today: "2026-01-15" })).toBe("sent");
    expect(deriveInvoiceStatus({ ...base, paidPence: 0, today: "2026-01-16" })).toBe("overdue");
    expect(deriveInvoiceStatus({ ...base, paidPence: 4_000, today: "2026-01-10" })).toBe(
      "part-paid",
    );
    expect(deriveInvoiceStatus({ ...base, paidPence: 10_000, today: "2026-02-01" })).toBe("paid");
    expect(
      deriveInvoiceStatus({ ...base, stored: "draft", paidPence: 0, today: "2026-02-01" }),
    ).toBe("draft");
  });

  it("due date = issue date + payment terms; numbers are INV-0001", () => {
    expect(dueDateFor("2026-12-25", 14)).toBe("2027-01-08");
    expect(invoiceReference(1)).toBe("INV-0001");
    expect(invoiceReference(12345)).toBe("INV-12345");
  });
});
