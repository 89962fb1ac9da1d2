import { eq } from "drizzle-orm";
import {
  businessExpenses,
  invoiceLines,
  invoices,
  orderLines,
  orders,
  payments,
} from "../../db/schema";
import { type DemoCopy, type Remap, remapper } from "./context";

/** The invoices with their lines and payments, by new ids the copy's activity refers to. */
export async function copyInvoices(copy: DemoCopy, quoteOf: Remap, customerOf: Remap) {
  const { tx, templateId, businessId, moved, movedOrNull, movedDay } = copy;
  const invoiceRows = await tx.select().from(invoices).where(eq(invoices.businessId, templateId));
  const invoice = remapper(invoiceRows);
  if (invoiceRows.length) {
    await tx.insert(invoices).values(
      invoiceRows.map((i) => ({
        ...i,
        id: invoice.id(i.id),
        businessId,
        quoteId: quoteOf(i.quoteId),
        customerId: customerOf(i.customerId),
        issueDate: movedDay(i.issueDate),
        taxPoint: movedDay(i.taxPoint),
        dueDate: movedDay(i.dueDate),
        sentAt: movedOrNull(i.sentAt),
        createdAt: moved(i.createdAt),
        updatedAt: moved(i.updatedAt),
      })),
    );
  }
  await copyInvoiceLines(copy, invoice.id);
  await copyPayments(copy, invoice.id);
  return invoice;
}

async function copyInvoiceLines(
  { tx, templateId, businessId }: DemoCopy,
  invoiceId: (id: string) => string,
) {
  const lineRows = await tx
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.businessId, templateId));
  if (lineRows.length) {
    await tx.insert(invoiceLines).values(
      lineRows.map(({ id: _id, ...l }) => ({
        ...l,
        businessId,
        invoiceId: invoiceId(l.invoiceId),
      })),
    );
  }
}

async function copyPayments(
  { tx, templateId, businessId, moved, movedDay }: DemoCopy,
  invoiceId: (id: string) => string,
) {
  const paymentRows = await tx.select().from(payments).where(eq(payments.businessId, templateId));
  if (paymentRows.length) {
    await tx.insert(payments).values(
      paymentRows.map(({ id: _id, ...p }) => ({
        ...p,
        businessId,
        invoiceId: invoiceId(p.invoiceId),
        paidOn: movedDay(p.paidOn),
        createdAt: moved(p.createdAt),
      })),
    );
  }
}

/** The purchase orders with their lines, by new ids the copy's activity refers to. */
export async function copyOrders(copy: DemoCopy, accountOf: Remap, quoteOf: Remap) {
  const { tx, templateId, businessId, moved, movedDay } = copy;
  const orderRows = await tx.select().from(orders).where(eq(orders.businessId, templateId));
  const order = remapper(orderRows);
  if (orderRows.length) {
    await tx.insert(orders).values(
      orderRows.map((o) => ({
        ...o,
        id: order.id(o.id),
        businessId,
        tradeAccountId: accountOf(o.tradeAccountId),
        quoteId: quoteOf(o.quoteId),
        deliveryDate: o.deliveryDate ? movedDay(o.deliveryDate) : null,
        createdAt: moved(o.createdAt),
      })),
    );
  }
  const lineRows = await tx.select().from(orderLines).where(eq(orderLines.businessId, templateId));
  if (lineRows.length) {
    await tx.insert(orderLines).values(
      lineRows.map(({ id: _id, ...l }) => ({
        ...l,
        businessId,
        orderId: order.id(l.orderId),
      })),
    );
  }
  return order;
}

/** The business's own costs, on the copy's days. */
export async function copyExpenses({ tx, templateId, businessId, moved, movedDay }: DemoCopy) {
  const expenseRows = await tx
    .select()
    .from(businessExpenses)
    .where(eq(businessExpenses.businessId, templateId));
  if (expenseRows.length) {
    await tx.insert(businessExpenses).values(
      expenseRows.map(({ id: _id, ...e }) => ({
        ...e,
        businessId,
        spentOn: movedDay(e.spentOn),
        createdAt: moved(e.createdAt),
        updatedAt: moved(e.updatedAt),
      })),
    );
  }
}
