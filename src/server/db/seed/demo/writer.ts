import type { Tx } from "../../client";
import {
  activityEvents,
  businessCounters,
  businesses,
  type customers,
  type invoices,
  type jobs,
  type quoteMaterials,
  type quotes,
  type tradeAccounts,
} from "../../schema";
import { MERCHANTS } from "../catalogue-data";
import type { DemoCustomerKey } from "./data";
import {
  DEMO_BUSINESS,
  type DEMO_MERCHANT_TERMS,
  DEMO_TEMPLATE_VERSION,
  DEMO_VERSION_COUNTER,
} from "./data";
import { type StoryClock, storyClock } from "./dates";
import type { DemoQuoteStory } from "./stories";

export type CustomerRow = typeof customers.$inferSelect;
export type JobRow = typeof jobs.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

export const MINUTE = 60_000;

/**
 * What every part of the demo's story is written with: the template business, the story's clock,
 * and what the parts add to as they go. The activity is written last, in one insert; the numbers
 * given to quotes, invoices and orders become the business's counters, which a copy's own follow.
 */
export interface DemoWriter {
  tx: Tx;
  now: Date;
  business: typeof businesses.$inferSelect;
  clock: StoryClock;
  merchantNames: Map<number, string>;
  events: (typeof activityEvents.$inferInsert)[];
  numbers: { quote: number; invoice: number; order: number };
  record: (
    createdAt: Date,
    kind: string,
    entityType: string,
    entityId: string,
    message: string,
  ) => void;
}

/** The merchant the business buys from and its customers, which the rest of the story refers to. */
export interface DemoParties {
  account: typeof tradeAccounts.$inferSelect | undefined;
  term: (typeof DEMO_MERCHANT_TERMS)[number] | undefined;
  customerOf: Map<DemoCustomerKey, CustomerRow>;
}

/** One quote of the story once written: what its invoices, payments and order are raised from. */
export interface Written {
  story: DemoQuoteStory;
  quote: typeof quotes.$inferSelect;
  customer: CustomerRow;
  job: JobRow | undefined;
  lines: (typeof quoteMaterials.$inferSelect)[];
  invoices: InvoiceRow[];
}

/** The template business itself, made at `now`, and the writer the rest of its story uses. */
export async function startDemoTemplate(tx: Tx, now: Date): Promise<DemoWriter> {
  const [business] = await tx
    .insert(businesses)
    .values({ ...DEMO_BUSINESS, isDemoTemplate: true, createdAt: now, updatedAt: now })
    .returning();
  if (!business) throw new Error("demo template insert returned no row");
  const events: DemoWriter["events"] = [];
  return {
    tx,
    now,
    business,
    clock: storyClock(now),
    merchantNames: new Map(MERCHANTS.map((m) => [m.id, m.name] as const)),
    events,
    numbers: { quote: 0, invoice: 0, order: 0 },
    record: (createdAt, kind, entityType, entityId, message) =>
      events.push({ businessId: business.id, kind, message, entityType, entityId, createdAt }),
  };
}

/** The activity gathered along the story, and the counters a copy's numbering goes on from. */
export async function finishDemoTemplate(w: DemoWriter) {
  const businessId = w.business.id;
  await w.tx.insert(activityEvents).values(w.events);
  // The next quote, invoice and order of a copy follow these (business_counters).
  await w.tx.insert(businessCounters).values([
    { businessId, name: "quote", value: w.numbers.quote },
    { businessId, name: "invoice", value: w.numbers.invoice },
    { businessId, name: "order", value: w.numbers.order },
    { businessId, name: DEMO_VERSION_COUNTER, value: DEMO_TEMPLATE_VERSION },
  ]);
}
