import { describe, expect, it } from "vitest";
import { invoiceTotals, type TaxLine } from "../uk-tax";
import {
  paymentShare,
  shareOf,
  type VatPurchase,
  type VatSale,
  vatReturn,
  wholePounds,
} from "./vat-return";

/** A sale from invoice lines, through the invoices' own maths (so CIS and reverse charge apply). */
function sale(
  ref: string,
  lines: TaxLine[],
  opts: { reverseCharge?: boolean; cis?: number } = {},
): VatSale & { amountDuePence: number; vatChargedPence: number } {
  const t = invoiceTotals({
    lines,
    reverseCharge: opts.reverseCharge ?? false,
    cisRatePercent: opts.cis ?? null,
  });
  return {
    id: ref,
    reference: ref,
    date: "2026-10-15",
    name: "Customer",
    netPence: t.netPence,
    vatPence: t.vatChargedPence,
    vatChargedPence: t.vatChargedPence,
    reverseCharge: opts.reverseCharge ?? false,
    amountDuePence: t.amountDuePence,
  };
}
const labour = (netPence: number, vatRate = 20): TaxLine => ({ netPence, vatRate, isLabour: true });
const goods = (netPence: number, vatRate = 20): TaxLine => ({ netPence, vatRate, isLabour: false });
const purchase = (netPence: number, vatPence: number, reverseCharge = false): VatPurchase => ({
  id: `p${netPence}`,
  reference: `PO-${netPence}`,
  date: "2026-10-20",
  name: "Merchant",
  netPence,
  vatPence,
  reverseCharge,
});
const standard = (sales: VatSale[], purchases: VatPurchase[] = []) =>
  vatReturn({ scheme: "invoice", flatRatePercent: 9.5, sales, purchases });

describe("VAT return boxes (VAT Notice 700/12)", () => {
  it("standard 20%: £1,000 labour + £500 materials → box 1 £300, box 6 £1,500", () => {
    const r = standard([sale("INV-0001", [labour(100_000), goods(50_000)])]);
    expect(r.boxes).toMatchObject({ box1Pence: 30_000, box3Pence: 30_000, box6Pence: 150_000 });
    expect(r.boxes.box5Pence).toBe(30_000);
    expect(r.direction).toBe("pay");
    expect(r.entries[0]?.boxes).toEqual([1, 6]);
  });

  it("reduced 5% and zero rate: VAT only on the 5% line, both nets in box 6", () => {
    const r = standard([sale("INV-0002", [labour(200_000, 5), goods(80_000, 0)])]);
    expect(r.boxes.box1Pence).toBe(10_000);
    expect(r.boxes.box6Pence).toBe(280_000);
  });

  it("a zero-rated invoice adds its net to box 6 only", () => {
    const r = standard([sale("INV-0003", [goods(45_000, 0)])]);
    expect(r.boxes.box1Pence).toBe(0);
    expect(r.boxes.box6Pence).toBe(45_000);
    expect(r.entries[0]?.boxes).toEqual([6]);
  });

  it("reverse charge, supplier side: net in box 6, no output VAT in box 1 (Notice 735)", () => {
    const r = standard([sale("INV-0004", [labour(100_000)], { reverseCharge: true })]);
    expect(r.boxes.box1Pence).toBe(0);
    expect(r.boxes.box6Pence).toBe(100_000);
    expect(r.entries[0]).toMatchObject({ vatPence: 0, boxes: [6] });
  });

  it("reverse charge, contractor side: VAT in boxes 1 and 4, net in box 7, nothing in box 6", () => {
    const r = standard([], [purchase(200_000, 40_000, true)]);
    expect(r.boxes).toMatchObject({
      box1Pence: 40_000,
      box4Pence: 40_000,
      box5Pence: 0,
      box6Pence: 0,
      box7Pence: 200_000,
    });
    expect(r.direction).toBe("none");
  });

  it("a CIS deduction does not change the VAT: £1,000 labour at 20% with 20% CIS → box 1 £200", () => {
    const withCis = sale("INV-0005", [labour(100_000)], { cis: 20 });
    expect(withCis.amountDuePence).toBe(100_000); // 1,000 + 200 VAT − 200 CIS
    const r = standard([withCis]);
    expect(r.boxes.box1Pence).toBe(20_000);
    expect(r.boxes.box6Pence).toBe(100_000);
  });

  it("purchases: VAT in box 4, net in box 7; more reclaimed than due → reclaim", () => {
    const r = standard([sale("INV-0006", [goods(10_000)])], [purchase(60_000, 12_000)]);
    expect(r.boxes).toMatchObject({ box1Pence: 2_000, box4Pence: 12_000, box5Pence: 10_000 });
    expect(r.boxes.box7Pence).toBe(60_000);
    expect(r.direction).toBe("reclaim");
  });

  it("boxes 6 and 7 are whole pounds; boxes 2, 8 and 9 are 0", () => {
    const r = standard([sale("INV-0007", [goods(12_399)])], [purchase(5_050, 1_010)]);
    expect(r.boxes.box6Pence).toBe(12_300);
    expect(r.boxes.box7Pence).toBe(5_000);
    expect(r.boxes.box1Pence).toBe(2_480);
    expect([r.boxes.box2Pence, r.boxes.box8Pence, r.boxes.box9Pence]).toEqual([0, 0, 0]);
    expect(wholePounds(-12_399)).toBe(-12_300);
  });

  it("a final invoice less its deposit counts only the balance", () => {
    const deposit = sale("INV-0008", [labour(50_000)]);
    const final = sale("INV-0009", [labour(100_000), labour(-50_000)]);
    const r = standard([deposit, final]);
    expect(r.boxes.box1Pence).toBe(20_000);
    expect(r.boxes.box6Pence).toBe(100_000);
  });
});

describe("cash accounting (VAT Notice 731)", () => {
  it("a part payment brings in its share of net and VAT: £600 of £1,200 → £500 net, £100 VAT", () => {
    const inv = sale("INV-0010", [labour(100_000)]);
    expect(paymentShare(inv, 60_000)).toEqual({ netPence: 50_000, vatPence: 10_000 });
    const r = vatReturn({
      scheme: "cash",
      flatRatePercent: 0,
      sales: [{ ...inv, ...paymentShare(inv, 60_000) }],
      purchases: [],
    });
    expect(r.boxes.box1Pence).toBe(10_000);
    expect(r.boxes.box6Pence).toBe(50_000);
  });

  it("a CIS contractor's payment counts the deducted tax as paid: £1,000 received of £1,000 due", () => {
    const inv = sale("INV-0011", [labour(100_000)], { cis: 20 });
    expect(paymentShare(inv, inv.amountDuePence)).toEqual({ netPence: 100_000, vatPence: 20_000 });
  });

  it("shares round half up, and the full amount gives back the whole invoice", () => {
    expect(shareOf(1_000, 1, 3)).toBe(333);
    expect(shareOf(1_000, 2, 3)).toBe(667);
    expect(shareOf(-1_000, 1, 2)).toBe(-500);
    expect(shareOf(1_000, 1, 0)).toBe(0);
  });
});

describe("flat rate scheme (VAT Notice 733)", () => {
  it("box 1 = 9.5% of the VAT-inclusive turnover; box 6 that turnover; boxes 4 and 7 empty", () => {
    const r = vatReturn({
      scheme: "flat-rate",
      flatRatePercent: 9.5,
      sales: [sale("INV-0012", [labour(100_000)]), sale("INV-0013", [goods(10_000, 5)])],
      purchases: [purchase(40_000, 8_000)],
    });
    // 1,200 + 105 = 1,305 × 9.5% = 123.975 → £123.98
    expect(r.flatRateTurnoverPence).toBe(130_500);
    expect(r.boxes).toMatchObject({
      box1Pence: 12_398,
      box4Pence: 0,
      box6Pence: 130_500,
      box7Pence: 0,
    });
    expect(r.entries.map((e) => e.reference)).toEqual(["INV-0012", "INV-0013"]);
  });

  it("reverse-charge sales stay out of the flat rate turnover: net in box 6 only", () => {
    const r = vatReturn({
      scheme: "flat-rate",
      flatRatePercent: 9.5,
      sales: [sale("INV-0014", [labour(100_000)], { reverseCharge: true })],
      purchases: [purchase(50_000, 10_000, true)],
    });
    // The contractor side still owes the reverse-charge VAT, but cannot reclaim it on the scheme.
    expect(r.boxes).toMatchObject({ box1Pence: 10_000, box4Pence: 0, box6Pence: 100_000 });
  });
});
