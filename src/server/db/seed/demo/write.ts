import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../../client";
import { businessCounters, businessExpenses, businesses } from "../../schema";
import { writeSettingsAndCustomers } from "./customers";
import { DEMO_EXPENSES, DEMO_TEMPLATE_VERSION, DEMO_VERSION_COUNTER } from "./data";
import { raiseInvoice, recordPayment } from "./invoices";
import { placeOrder } from "./orders";
import { writeDraftQuote, writeStoryQuotes } from "./quotes";
import {
  type DemoParties,
  type DemoWriter,
  finishDemoTemplate,
  startDemoTemplate,
  type Written,
} from "./writer";

/**
 * The demo template, seeded once and then copied for every Try Demo (auth/demo-copy): a
 * business a few weeks into its work, with quotes in every state, jobs on every column of the
 * board, deposit and final invoices part paid, purchase orders and the activity that made them.
 * Every date is relative to `now`, the template's own creation, which the copy moves to its own.
 * A template of an older DEMO_TEMPLATE_VERSION is made again; the visitors' copies are businesses
 * of their own, nothing of theirs refers to the template, so they stay as they are.
 */
export async function seedDemoTemplate(db: Db, now = new Date()) {
  const [template] = await db
    .select({ id: businesses.id, version: businessCounters.value })
    .from(businesses)
    .leftJoin(
      businessCounters,
      and(
        eq(businessCounters.businessId, businesses.id),
        eq(businessCounters.name, DEMO_VERSION_COUNTER),
      ),
    )
    .where(eq(businesses.isDemoTemplate, true))
    .limit(1);
  if (template && (template.version ?? 0) >= DEMO_TEMPLATE_VERSION) return;
  await db.transaction(async (tx) => {
    if (template) await tx.delete(businesses).where(eq(businesses.id, template.id));
    await writeDemoTemplate(tx, now);
  });
}

/** The story in the order it happened, so the numbers and the activity follow it. */
async function writeDemoTemplate(tx: Tx, now: Date) {
  const w = await startDemoTemplate(tx, now);
  const parties = await writeSettingsAndCustomers(w);
  const written = await writeStoryQuotes(w, parties);
  await writeInvoicesPaymentsAndOrders(w, parties, written);
  await writeExpenses(w);
  await writeDraftQuote(w, parties);
  await finishDemoTemplate(w);
}

interface Step {
  day: number;
  run: () => Promise<unknown>;
}

/** Invoices and orders are numbered in the order they were raised, across the quotes. */
async function writeInvoicesPaymentsAndOrders(
  w: DemoWriter,
  parties: DemoParties,
  written: Written[],
) {
  const steps = written.flatMap((quote) => stepsOf(w, parties, quote));
  for (const step of steps.sort((a, b) => a.day - b.day)) await step.run();
}

/** A quote's deposit (and its payment), final invoice (part paid) and order, each on its day. */
function stepsOf(w: DemoWriter, parties: DemoParties, written: Written): Step[] {
  const { deposit, final, orderDay } = written.story;
  const steps: Step[] = [];
  if (deposit) {
    steps.push({
      day: deposit.day,
      run: async () => {
        const invoice = await raiseInvoice(w, written, "deposit", deposit.day);
        if (deposit.paidDay !== undefined) {
          await recordPayment(w, invoice, deposit.paidDay, invoice.amountDuePence);
        }
      },
    });
  }
  if (final) {
    steps.push({
      day: final.day,
      run: async () => {
        const invoice = await raiseInvoice(w, written, "final", final.day);
        // A part payment, never the whole: the final invoice stays part paid whatever its total.
        const paid = Math.min(final.paidPence, invoice.amountDuePence - 1);
        await recordPayment(w, invoice, final.paidDay, paid);
      },
    });
  }
  if (orderDay !== undefined) {
    steps.push({ day: orderDay, run: () => placeOrder(w, parties, written, orderDay) });
  }
  return steps;
}

/** A few of the business's own costs, each logged the evening it was spent. */
async function writeExpenses(w: DemoWriter) {
  if (!DEMO_EXPENSES.length) return;
  const { at, dayOf } = w.clock;
  await w.tx.insert(businessExpenses).values(
    DEMO_EXPENSES.map(({ day, ...e }) => ({
      ...e,
      businessId: w.business.id,
      spentOn: dayOf(day),
      createdAt: at(day, "18:45"),
      updatedAt: at(day, "18:45"),
    })),
  );
}
