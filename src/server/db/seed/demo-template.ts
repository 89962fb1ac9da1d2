import { addDays } from "../../../shared/dates";
import { computeQuoteTotals } from "../../../shared/quote-math";
import { DEFAULT_TERMS, SAMPLE_MATERIALS } from "../../../shared/sample-materials";

/** The demo business that Try Demo copies for every visitor (SPEC §3 "Seed sample data"). */
export const DEMO_BUSINESS = {
  name: "Harbour Building & Plastering",
  address: "Unit 4, Coldharbour Business Park, Sherborne DT9 4JW",
  phone: "01935 812 440",
  email: "office@harbourbuilding.example",
  website: "https://harbourbuilding.example",
  vatNumber: "GB 123 4567 89",
  marginPercent: 15,
  defaultTerms: DEFAULT_TERMS,
};

export const DEMO_CUSTOMERS = [
  {
    firstName: "Sarah",
    lastName: "Thompson",
    email: "sarah.thompson@example.co.uk",
    phone: "07700 900123",
    address: "14 Acreman Street, Sherborne DT9 3NX",
    comments: "Prefers calls after 5pm. Side gate access.",
  },
];

export const DEMO_MERCHANT_TERMS = [
  { merchantId: 1, discountPercent: 35, preferredBranch: "Sherborne" },
  { merchantId: 2, discountPercent: 25, preferredBranch: "Dorchester" },
  { merchantId: 3, discountPercent: 20, preferredBranch: "Yeovil" },
];

export const DEMO_TRADE_ACCOUNTS = [
  { merchantId: 1, accountNumber: "SF-204511", accountName: "Harbour Building", isDefault: true },
  {
    merchantId: 2,
    accountNumber: "TP-88310-A",
    accountName: "Harbour Building Ltd",
    isDefault: false,
  },
  {
    merchantId: 3,
    accountNumber: "JW-551902",
    accountName: "Harbour Building Ltd",
    isDefault: false,
  },
];

export function demoQuote(now: Date) {
  // The sample prices are the business's net costs; the quote's margin marks them up.
  const materials = SAMPLE_MATERIALS.map(({ unitPricePence, ...m }) => ({
    ...m,
    netUnitPricePence: unitPricePence,
    markupPercent: null,
  }));
  const input = {
    materials,
    laborDays: 3,
    dayRatePence: 25000,
    vatIncluded: true,
    vatRate: 20,
    marginPercent: 15,
    profitRule: "manual" as const,
  };
  return {
    name: "Loft room stud wall and boarding",
    jobDescription:
      "Build a stud partition wall in the loft room (3.6m x 2.4m), insulate between the studs with 100mm roll, board both sides with 12.5mm plasterboard ready for skim.",
    ...input,
    ...computeQuoteTotals(input),
    measurements: [
      { label: "Wall length", value: 3.6, unit: "m" as const },
      { label: "Wall height", value: 2.4, unit: "m" as const },
    ],
    expiresAt: addDays(now, 30),
  };
}
