import { and, eq, ne } from "drizzle-orm";
import { businessCounters, merchantTerms, quoteTemplates, tradeAccounts } from "../../db/schema";
import { DEMO_VERSION_COUNTER } from "../../db/seed/demo/data";
import { type DemoCopy, remapper } from "./context";

/** The numbering a copy's quotes, invoices and orders go on from; not the template's version. */
export async function copyCounters({ tx, templateId, businessId }: DemoCopy) {
  const counters = await tx
    .select()
    .from(businessCounters)
    .where(
      and(
        eq(businessCounters.businessId, templateId),
        ne(businessCounters.name, DEMO_VERSION_COUNTER),
      ),
    );
  if (counters.length) {
    await tx.insert(businessCounters).values(counters.map((c) => ({ ...c, businessId })));
  }
}

export async function copyMerchantTerms({ tx, templateId, businessId }: DemoCopy) {
  const terms = await tx
    .select()
    .from(merchantTerms)
    .where(eq(merchantTerms.businessId, templateId));
  if (terms.length) {
    await tx.insert(merchantTerms).values(terms.map(({ id: _id, ...t }) => ({ ...t, businessId })));
  }
}

/** The trade accounts, by new ids the copy's orders refer to. */
export async function copyTradeAccounts({ tx, templateId, businessId, moved }: DemoCopy) {
  const accountRows = await tx
    .select()
    .from(tradeAccounts)
    .where(eq(tradeAccounts.businessId, templateId));
  const account = remapper(accountRows);
  if (accountRows.length) {
    await tx.insert(tradeAccounts).values(
      accountRows.map((a) => ({
        ...a,
        id: account.id(a.id),
        businessId,
        createdAt: moved(a.createdAt),
      })),
    );
  }
  return account;
}

/** The quote templates (kits), made when the copy is. */
export async function copyQuoteTemplates({ tx, templateId, businessId }: DemoCopy) {
  const kits = await tx
    .select()
    .from(quoteTemplates)
    .where(eq(quoteTemplates.businessId, templateId));
  if (kits.length) {
    await tx
      .insert(quoteTemplates)
      .values(
        kits.map(({ id: _id, createdAt: _ca, updatedAt: _ua, ...k }) => ({ ...k, businessId })),
      );
  }
}
