import { formatPence } from "../../../../shared/money";
import { customerDisplayName } from "../../../../shared/schemas/customers";
import { invoiceReference } from "../../../../shared/uk-tax";
import { invoiceDueDate, invoiceFromQuote } from "../../../features/invoices/from-quote";
import { writeInvoiceLines } from "../../../features/invoices/write";
import { invoices, payments } from "../../schema";
import type { DemoWriter, InvoiceRow, Written } from "./writer";

type InvoiceKind = "deposit" | "final";

/**
 * A deposit or final invoice of a written quote, raised and sent on `day` with the lines and
 * totals the app itself would give it, numbered after the invoices raised before it.
 */
export async function raiseInvoice(
  w: DemoWriter,
  written: Written,
  kind: InvoiceKind,
  day: number,
): Promise<InvoiceRow> {
  const { business } = w;
  const { lines, columns } = await invoiceFromQuote(w.tx, written.quote, {
    kind,
    business,
    customer: written.customer,
    existing: written.invoices,
  });
  const issueDate = w.clock.dayOf(day);
  const createdAt = w.clock.at(day, "09:00");
  const sentAt = w.clock.at(day, "09:05");
  const number = ++w.numbers.invoice;
  const { email, phone, address } = written.customer;
  const [row] = await w.tx
    .insert(invoices)
    .values({
      businessId: business.id,
      number,
      quoteId: written.quote.id,
      customerId: written.customer.id,
      customerName: customerDisplayName(written.customer),
      customerContact: { email, phone, address },
      kind,
      status: "sent",
      issueDate,
      taxPoint: issueDate,
      dueDate: invoiceDueDate(issueDate, business.paymentTermsDays, kind, written.job?.startAt),
      ...columns,
      sentAt,
      createdAt,
      updatedAt: sentAt,
    })
    .returning();
  if (!row) throw new Error("demo invoice insert returned no row");
  await writeInvoiceLines(w.tx, { businessId: business.id, invoiceId: row.id }, lines);
  written.invoices.push(row);
  const reference = invoiceReference(number);
  const kindName = kind === "deposit" ? "Deposit invoice" : "Final invoice";
  const raisedMessage = `${kindName} ${reference} raised from quote ${written.quote.name}`;
  w.record(createdAt, "invoice.created", "invoice", row.id, raisedMessage);
  w.record(sentAt, "invoice.sent", "invoice", row.id, `Invoice ${reference} sent to ${email}`);
  return row;
}

/** A bank transfer paid into an invoice on `day`, in the evening, when the business logs it. */
export async function recordPayment(
  w: DemoWriter,
  invoice: InvoiceRow,
  day: number,
  amountPence: number,
) {
  const createdAt = w.clock.at(day, "18:20");
  await w.tx.insert(payments).values({
    invoiceId: invoice.id,
    businessId: w.business.id,
    amountPence,
    paidOn: w.clock.dayOf(day),
    method: "bank transfer",
    createdAt,
  });
  const message = `Payment of ${formatPence(amountPence)} recorded on ${invoiceReference(invoice.number)}`;
  w.record(createdAt, "invoice.payment", "invoice", invoice.id, message);
}
