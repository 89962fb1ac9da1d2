import { customerDisplayName } from "../../../../shared/schemas/customers";
import { customers, merchantTerms, tradeAccounts } from "../../schema";
import {
  DEMO_CUSTOMERS,
  DEMO_MERCHANT_ID,
  DEMO_MERCHANT_TERMS,
  DEMO_TRADE_ACCOUNTS,
  type DemoCustomerKey,
} from "./data";
import type { CustomerRow, DemoParties, DemoWriter } from "./writer";

/** The business's terms and trade accounts at its merchants, then its customers. */
export async function writeSettingsAndCustomers(w: DemoWriter): Promise<DemoParties> {
  const account = await writeMerchantSettings(w);
  const term = DEMO_MERCHANT_TERMS.find((t) => t.merchantId === DEMO_MERCHANT_ID);
  const customerOf = await writeCustomers(w);
  return { account, term, customerOf };
}

/** Terms and trade accounts at every merchant; the account at the demo's own merchant. */
async function writeMerchantSettings(w: DemoWriter) {
  const businessId = w.business.id;
  await w.tx.insert(merchantTerms).values(
    DEMO_MERCHANT_TERMS.map((t, position) => ({
      ...t,
      businessId,
      position,
      merchantName: w.merchantNames.get(t.merchantId) ?? "",
    })),
  );
  const accounts = await w.tx
    .insert(tradeAccounts)
    .values(
      DEMO_TRADE_ACCOUNTS.map((a) => ({ ...a, businessId, createdAt: w.clock.at(-60, "09:00") })),
    )
    .returning();
  return accounts.find((a) => a.merchantId === DEMO_MERCHANT_ID);
}

/** The customers, each added on its own day, by the key the quote stories name them with. */
async function writeCustomers(w: DemoWriter): Promise<Map<DemoCustomerKey, CustomerRow>> {
  const { at } = w.clock;
  const customerRows = await w.tx
    .insert(customers)
    .values(
      DEMO_CUSTOMERS.map(({ key: _key, daysAgo, ...c }) => ({
        ...c,
        businessId: w.business.id,
        createdAt: at(-daysAgo, "10:30"),
        updatedAt: at(-daysAgo, "10:30"),
      })),
    )
    .returning();
  for (const c of customerRows) {
    const message = `Customer ${customerDisplayName(c)} added`;
    w.record(c.createdAt, "customer.created", "customer", c.id, message);
  }
  return new Map(
    DEMO_CUSTOMERS.map((c) => [c.key, customerRows.find((r) => r.email === c.email)!] as const),
  );
}
