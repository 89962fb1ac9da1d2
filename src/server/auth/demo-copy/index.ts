import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { activityEvents, businesses, memberships } from "../../db/schema";
import { type DemoCopy, type Remap, startCopy } from "./context";
import { copyJobs } from "./jobs";
import { copyExpenses, copyInvoices, copyOrders } from "./money";
import { copyCustomers, copyQuotes } from "./quotes";
import { copyCounters, copyMerchantTerms, copyQuoteTemplates, copyTradeAccounts } from "./settings";

/*
 * Try Demo: every visitor gets their own copy of the demo template (db/seed/demo), made in one
 * transaction of one read and one multi-row insert per table. Every row gets a new id, made here
 * so that the rows referring to it can be written in the same batch.
 *
 * The template's dates are relative to its creation, and the copy moves them to its own: moments
 * (created, sent, accepted, paid at) by the time since the template was made, calendar days
 * (invoice and payment dates, expenses) by the days since, so a copy made weeks after the template
 * still has the job that started yesterday and the one that starts next week. A job moves as one:
 * its start to a working day (back for work begun, on for work to come), its end with the labour.
 */

/**
 * The template, locked against its replacement by a newer seed for the rest of the copy. A copy
 * that waited on that replacement finds the old row gone, and reads again to find the new one.
 */
async function lockedTemplate(tx: Tx) {
  for (let attempt = 0; attempt < 2; attempt++) {
    const [template] = await tx
      .select()
      .from(businesses)
      .where(eq(businesses.isDemoTemplate, true))
      .limit(1)
      .for("key share");
    if (template) return template;
  }
  throw new Error("The demo template is missing: run the seed");
}

/** Try Demo: every visitor gets their own copy of the demo template to play with. */
export async function copyDemoTemplate(db: Db, userId: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const template = await lockedTemplate(tx);
    const { id: _id, createdAt: _c, updatedAt: _u, calendarFeedToken: _t, ...details } = template;
    const businessId = randomUUID();
    await tx.insert(businesses).values({
      ...details,
      id: businessId,
      isDemo: true,
      isDemoTemplate: false,
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(memberships).values({ businessId, userId, role: "owner" });

    const copy = startCopy(tx, template, businessId, now);
    await copyCounters(copy);
    await copyMerchantTerms(copy);
    const account = await copyTradeAccounts(copy);
    const customer = await copyCustomers(copy);
    const quote = await copyQuotes(copy, customer.of);
    const job = await copyJobs(copy, quote, customer.of);
    const invoice = await copyInvoices(copy, quote.of, customer.of);
    const order = await copyOrders(copy, account.of, quote.of);
    await copyExpenses(copy);
    await copyActivity(copy, {
      quote: quote.of,
      job: job.of,
      invoice: invoice.of,
      order: order.of,
      customer: customer.of,
    });
    await copyQuoteTemplates(copy);
    return businessId;
  });
}

/** The activity names what it was about: the copy's own quote, job, invoice, order or customer. */
async function copyActivity(
  { tx, templateId, businessId, moved }: DemoCopy,
  entities: Record<string, Remap>,
) {
  const eventRows = await tx
    .select()
    .from(activityEvents)
    .where(eq(activityEvents.businessId, templateId));
  if (eventRows.length) {
    await tx.insert(activityEvents).values(
      eventRows.map(({ id: _id, ...e }) => ({
        ...e,
        businessId,
        entityId: entities[e.entityType ?? ""]?.(e.entityId) ?? null,
        createdAt: moved(e.createdAt),
      })),
    );
  }
}
