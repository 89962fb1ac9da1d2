import { eq } from "drizzle-orm";
import { customers, quoteMaterials, quoteMeasurements, quotes } from "../../db/schema";
import { type DemoCopy, type Remap, remapper } from "./context";

/** The customers, by new ids the copy's quotes, jobs, invoices and activity refer to. */
export async function copyCustomers({ tx, templateId, businessId, moved }: DemoCopy) {
  const customerRows = await tx
    .select()
    .from(customers)
    .where(eq(customers.businessId, templateId));
  const customer = remapper(customerRows);
  if (customerRows.length) {
    await tx.insert(customers).values(
      customerRows.map((c) => ({
        ...c,
        id: customer.id(c.id),
        businessId,
        createdAt: moved(c.createdAt),
        updatedAt: moved(c.updatedAt),
      })),
    );
  }
  return customer;
}

/**
 * The quotes with their lines and sizes, by new ids; and each quote's labour days, which its
 * job's end follows.
 */
export async function copyQuotes(copy: DemoCopy, customerOf: Remap) {
  const { tx, templateId, businessId, moved, movedOrNull } = copy;
  const quoteRows = await tx.select().from(quotes).where(eq(quotes.businessId, templateId));
  const quote = remapper(quoteRows);
  if (quoteRows.length) {
    await tx.insert(quotes).values(
      quoteRows.map((q) => ({
        ...q,
        id: quote.id(q.id),
        businessId,
        customerId: customerOf(q.customerId),
        revisesQuoteId: quote.of(q.revisesQuoteId),
        replacedByQuoteId: quote.of(q.replacedByQuoteId),
        // A copy has no photos and no customer link of its own until it is sent.
        imageId: null,
        publicToken: null,
        sentAt: movedOrNull(q.sentAt),
        decisionAt: movedOrNull(q.decisionAt),
        firstViewedAt: movedOrNull(q.firstViewedAt),
        lastViewedAt: movedOrNull(q.lastViewedAt),
        expiresAt: moved(q.expiresAt),
        createdAt: moved(q.createdAt),
        updatedAt: moved(q.updatedAt),
      })),
    );
  }
  await copyQuoteLines(copy, quote.id);
  const laborDays = new Map(quoteRows.map((q) => [q.id, q.laborDays] as const));
  return { ...quote, laborDays };
}

/** The quotes' material lines and measurements, on the copy's quotes. */
async function copyQuoteLines(
  { tx, templateId, businessId }: DemoCopy,
  quoteId: (id: string) => string,
) {
  const materialRows = await tx
    .select()
    .from(quoteMaterials)
    .where(eq(quoteMaterials.businessId, templateId));
  if (materialRows.length) {
    await tx.insert(quoteMaterials).values(
      materialRows.map(({ id: _id, ...l }) => ({
        ...l,
        businessId,
        quoteId: quoteId(l.quoteId),
      })),
    );
  }
  const sizeRows = await tx
    .select()
    .from(quoteMeasurements)
    .where(eq(quoteMeasurements.businessId, templateId));
  if (sizeRows.length) {
    await tx
      .insert(quoteMeasurements)
      .values(
        sizeRows.map(({ id: _id, ...m }) => ({ ...m, businessId, quoteId: quoteId(m.quoteId) })),
      );
  }
}
