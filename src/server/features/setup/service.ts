import { eq, sql } from "drizzle-orm";
import {
  isPlaceholderBusinessName,
  type SetupItemKey,
  type SetupProgress,
  setupItemKeys,
} from "../../../shared/schemas/setup";
import { type Db, queryRows } from "../../db/client";
import { businesses } from "../../db/schema";
import { notFound } from "../../errors";

interface Row extends Record<string, unknown> {
  name: string;
  address: string;
  phone: string;
  email: string;
  vat_number: string;
  vat_registered: boolean | null;
  has_logo: boolean;
  bank_sort_code: string;
  bank_account_number: string;
  is_demo: boolean;
  dismissed: boolean;
  has_trade_account: boolean;
  has_customer: boolean;
  has_sent_quote: boolean;
}

const filled = (value: string) => value.trim() !== "";

/**
 * Issue 20's first-run checklist, worked out from the business's own rows in one query, so an item
 * ticks itself the moment the thing is done wherever it was done (settings, the builder, an import).
 */
export async function setupProgress(db: Db, businessId: string): Promise<SetupProgress> {
  const [row] = await queryRows<Row>(
    db,
    sql`select b.name, b.address, b.phone, b.email, b.vat_number, b.vat_registered,
      b.logo_content_type is not null as has_logo, b.bank_sort_code, b.bank_account_number,
      b.is_demo, b.setup_checklist_dismissed_at is not null as dismissed,
      exists (select 1 from trade_accounts where business_id = b.id) as has_trade_account,
      exists (select 1 from customers where business_id = b.id) as has_customer,
      exists (select 1 from quotes where business_id = b.id
              and (sent_at is not null or status <> 'draft')) as has_sent_quote
    from businesses b where b.id = ${businessId}`,
  );
  if (!row) throw notFound();
  const done: Record<SetupItemKey, boolean> = {
    businessDetails:
      !isPlaceholderBusinessName(row.name) &&
      filled(row.address) &&
      filled(row.phone) &&
      filled(row.email),
    logo: Boolean(row.has_logo),
    bankDetails: filled(row.bank_sort_code) && filled(row.bank_account_number),
    // Registered counts once the number is there; "not registered" is an answer in itself.
    vatStatus:
      row.vat_registered === false || (row.vat_registered === true && filled(row.vat_number)),
    tradeAccount: Boolean(row.has_trade_account),
    firstCustomer: Boolean(row.has_customer),
    firstQuote: Boolean(row.has_sent_quote),
  };
  const items = setupItemKeys.map((key) => ({ key, done: done[key] }));
  const doneCount = items.filter((item) => item.done).length;
  return {
    items,
    doneCount,
    total: items.length,
    complete: doneCount === items.length,
    dismissed: Boolean(row.dismissed),
    isDemo: Boolean(row.is_demo),
  };
}

/** Dismissal is the business's, not one user's: whoever dismisses it hides it for everyone. */
export async function setSetupDismissed(db: Db, businessId: string, dismissed: boolean) {
  await db
    .update(businesses)
    .set({ setupChecklistDismissedAt: dismissed ? new Date() : null })
    .where(eq(businesses.id, businessId));
  return setupProgress(db, businessId);
}
