import { addDays } from "../../../../shared/dates";
import { computeQuoteTotals } from "../../../../shared/quote-math";
import { DEFAULT_TERMS, SAMPLE_MATERIALS } from "../../../../shared/sample-materials";
import type { MtdExpenseKey } from "../../../../shared/tax/mtd";

/** The demo business that Try Demo copies for every visitor (SPEC §3 "Seed sample data"). */
export const DEMO_BUSINESS = {
  name: "Harbour Building & Plastering",
  address: "Unit 4, Coldharbour Business Park, Sherborne DT9 4JW",
  phone: "01935 812 440",
  email: "office@harbourbuilding.example",
  website: "https://harbourbuilding.example",
  vatNumber: "GB 123 4567 89",
  vatRegistered: true,
  marginPercent: 15,
  defaultTerms: DEFAULT_TERMS,
  // Plainly not an account anyone could pay into: the demo shows where they go on invoices.
  bankAccountName: "Harbour Building Ltd (demo)",
  bankSortCode: "000000",
  bankAccountNumber: "00000000",
};

/**
 * What the template holds changes now and then (version 2: customers, quotes in every state, jobs,
 * invoices, orders, expenses and activity; 3: VAT registered, with bank details). The seed rebuilds a template of an older version; the
 * number is kept on the template as a business counter of this name, which copies leave out.
 */
export const DEMO_TEMPLATE_VERSION = 3;
export const DEMO_VERSION_COUNTER = "demo-template-version";

export type DemoCustomerKey = "helen" | "mark" | "priya" | "sarah";

/** Customers, oldest first; `daysAgo` is when each was added, before the template was made. */
export const DEMO_CUSTOMERS: {
  key: DemoCustomerKey;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  comments: string;
  daysAgo: number;
}[] = [
  {
    key: "helen",
    firstName: "Helen",
    lastName: "Marsh",
    email: "helen.marsh@example.co.uk",
    phone: "07700 900456",
    address: "9 Cornwall Road, Dorchester DT1 1RX",
    comments: "Works from home: keep the dust away from the dining room, it is her office.",
    daysAgo: 46,
  },
  {
    key: "mark",
    firstName: "Mark",
    lastName: "Ellison",
    email: "mark.ellison@example.co.uk",
    phone: "07700 900781",
    address: "Orchard Cottage, 3 Church Walk, Castle Cary BA7 7AA",
    comments: "Parking on the lane is tight: use the lay-by by the church.",
    daysAgo: 34,
  },
  {
    key: "priya",
    firstName: "Priya",
    lastName: "Shah",
    email: "priya.shah@example.co.uk",
    phone: "07700 900342",
    address: "22 Hendford Hill, Yeovil BA20 2RD",
    comments: "Two young children: kitchen needs to be usable by 6pm each day.",
    daysAgo: 25,
  },
  {
    key: "sarah",
    firstName: "Sarah",
    lastName: "Thompson",
    email: "sarah.thompson@example.co.uk",
    phone: "07700 900123",
    address: "14 Acreman Street, Sherborne DT9 3NX",
    comments: "Prefers calls after 5pm. Side gate access.",
    daysAgo: 16,
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

/** The merchant the demo's quotes buy from (its products carry SKUs, so they can be ordered). */
export const DEMO_MERCHANT_ID = 1;

/** A few of the business's own costs, so the VAT return and the MTD quarter are not empty. */
export const DEMO_EXPENSES: {
  day: number;
  category: MtdExpenseKey;
  supplier: string;
  description: string;
  netPence: number;
  vatPence: number;
}[] = [
  {
    day: -26,
    category: "carVanTravelExpenses",
    supplier: "Shell Sherborne",
    description: "Diesel for the van",
    netPence: 6_250,
    vatPence: 1_250,
  },
  {
    day: -9,
    category: "adminCosts",
    supplier: "EE",
    description: "Mobile phone contract",
    netPence: 2_500,
    vatPence: 500,
  },
  {
    day: -5,
    category: "carVanTravelExpenses",
    supplier: "Esso Yeovil",
    description: "Diesel for the van",
    netPence: 5_833,
    vatPence: 1_167,
  },
];

/** The draft quote every demo has had since the first: it stays as it was. */
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
