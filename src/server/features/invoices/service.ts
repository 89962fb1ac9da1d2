import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import { formatDate, isoDay } from "../../../shared/dates";
import { formatPence } from "../../../shared/money";
import { quoteReference } from "../../../shared/quote-math";
import { customerDisplayName } from "../../../shared/schemas/customers";
import type {
  CreateInvoice,
  Invoice,
  InvoiceList,
  invoiceKindLabels,
  paymentInputSchema,
  SendInvoice,
} from "../../../shared/schemas/invoices";
import {
  CIS_RATES,
  depositLines,
  deriveInvoiceStatus,
  dueDateFor,
  finalLines,
  grossPence,
  type InvoiceLineDraft,
  invoiceReference,
  invoiceTotals,
  type QuoteLineForInvoice,
  REVERSE_CHARGE_WORDING,
  standardLines,
  vatByRate,
} from "../../../shared/uk-tax";
import type { Deps } from "../../context";
import type { Db, DbOrTx } from "../../db/client";
import { nextVersion, versionConflict, versionIs } from "../../db/row-version";
import {
  activityEvents,
  businessCounters,
  businesses,
  customers,
  invoiceLines,
  invoices,
  payments,
  quoteMaterials,
  quotes,
} from "../../db/schema";
import { badRequest, conflict, notFound } from "../../errors";
import { takeSendAllowance } from "../../mail/sending";
import { layoutEmail } from "../../mail/templates";
import { type InvoiceDocument, renderInvoicePdf } from "./pdf";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const COUNTER = "invoice";
const NOT_FOUND = "Invoice not found";

type InvoiceRow = typeof invoices.$inferSelect;
type LineRow = typeof invoiceLines.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;
type PaymentParsed = z.output<typeof paymentInputSchema>;
type KindLabels = typeof invoiceKindLabels;

const today = () => isoDay(new Date());

function checkId(id: string, message = NOT_FOUND) {
  if (!UUID.test(id)) throw notFound(message);
}

/** The CIS rate that produced a stored deduction (the rate itself is not stored on the invoice). */
function cisRateOf(labourNetPence: number, deductionPence: number): number | null {
  if (deductionPence <= 0 || labourNetPence <= 0) return null;
  const exact = (deductionPence * 100) / labourNetPence;
  return (
    CIS_RATES.filter((r) => r > 0).reduce((best, r) =>
      Math.abs(r - exact) < Math.abs(best - exact) ? r : best,
    ) ?? null
  );
}

interface Context {
  vatNumber: string;
  customers: Map<string, { name: string; email: string }>;
}

function toInvoice(row: InvoiceRow, lines: LineRow[], paid: PaymentRow[], ctx: Context): Invoice {
  const paidPence = paid.reduce((sum, p) => sum + p.amountPence, 0);
  const amountDuePence = row.amountDuePence;
  const labourNetPence = lines.filter((l) => l.isLabour).reduce((s, l) => s + l.netPence, 0);
  const customer = row.customerId ? ctx.customers.get(row.customerId) : undefined;
  return {
    id: row.id,
    number: row.number,
    reference: invoiceReference(row.number),
    quoteId: row.quoteId,
    customerId: row.customerId,
    customerName: customer?.name ?? row.customerName,
    customerEmail: customer?.email ?? "",
    kind: row.kind,
    status: deriveInvoiceStatus({
      stored: row.status,
      amountDuePence,
      paidPence,
      dueDate: row.dueDate,
      today: today(),
    }),
    issueDate: row.issueDate,
    taxPoint: row.taxPoint,
    dueDate: row.dueDate,
    netPence: row.netPence,
    vatPence: row.vatPence,
    totalPence: row.netPence + (row.reverseCharge ? 0 : row.vatPence),
    depositsDeductedPence: row.depositsDeductedPence,
    labourNetPence,
    cisDeductionPence: row.cisDeductionPence,
    cisRatePercent: cisRateOf(labourNetPence, row.cisDeductionPence),
    reverseCharge: row.reverseCharge,
    supplierVatNumber: ctx.vatNumber,
    amountDuePence,
    paidPence,
    balancePence: amountDuePence - paidPence,
    rateTotals: vatByRate(lines.map((l) => ({ ...l, vatRate: l.vatRate }))),
    lines: lines.map((l) => ({
      id: l.id,
      description: l.description,
      quantity: l.quantity,
      unit: l.unit,
      unitPricePence: l.unitPricePence,
      vatRate: l.vatRate,
      netPence: l.netPence,
      vatPence: l.vatPence,
      isLabour: l.isLabour,
    })),
    payments: paid.map((p) => ({
      id: p.id,
      amountPence: p.amountPence,
      paidOn: p.paidOn,
      method: p.method,
      note: p.note,
      createdAt: p.createdAt.toISOString(),
    })),
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  };
}

async function loadInvoices(db: DbOrTx, businessId: string, rows: InvoiceRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const customerIds = [...new Set(rows.map((r) => r.customerId).filter(Boolean))] as string[];
  const [lineRows, paymentRows, customerRows, [business]] = await Promise.all([
    db
      .select()
      .from(invoiceLines)
      .where(inArray(invoiceLines.invoiceId, ids))
      .orderBy(asc(invoiceLines.position)),
    db
      .select()
      .from(payments)
      .where(inArray(payments.invoiceId, ids))
      .orderBy(asc(payments.paidOn), asc(payments.createdAt)),
    customerIds.length
      ? db
          .select()
          .from(customers)
          .where(and(inArray(customers.id, customerIds), eq(customers.businessId, businessId)))
      : Promise.resolve([]),
    db
      .select({ vatNumber: businesses.vatNumber })
      .from(businesses)
      .where(eq(businesses.id, businessId)),
  ]);
  const group = <T extends { invoiceId: string }>(list: T[]) => {
    const map = new Map<string, T[]>();
    for (const item of list) map.set(item.invoiceId, [...(map.get(item.invoiceId) ?? []), item]);
    return map;
  };
  const lines = group(lineRows);
  const paid = group(paymentRows);
  const ctx: Context = {
    vatNumber: business?.vatNumber.trim() ?? "",
    customers: new Map(
      customerRows.map((c) => [c.id, { name: customerDisplayName(c), email: c.email }] as const),
    ),
  };
  return rows.map((r) => toInvoice(r, lines.get(r.id) ?? [], paid.get(r.id) ?? [], ctx));
}

/** The business's invoices, newest number first, and the outstanding balance of those issued. */
export async function listInvoices(
  db: Db,
  businessId: string,
  filter: { status?: string; quoteId?: string } = {},
): Promise<InvoiceList> {
  const rows = await db
    .select()
    .from(invoices)
    .where(
      filter.quoteId && UUID.test(filter.quoteId)
        ? and(eq(invoices.businessId, businessId), eq(invoices.quoteId, filter.quoteId))
        : eq(invoices.businessId, businessId),
    )
    .orderBy(desc(invoices.number));
  const all = await loadInvoices(db, businessId, rows);
  const outstandingPence = all
    .filter((i) => i.status !== "draft")
    .reduce((sum, i) => sum + Math.max(0, i.balancePence), 0);
  const list = filter.status ? all.filter((i) => i.status === filter.status) : all;
  return { invoices: list, outstandingPence };
}

/** The balance still to pay on every issued (not draft) invoice: the dashboard's "Outstanding". */
export async function outstandingInvoicesPence(db: DbOrTx, businessId: string): Promise<number> {
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(greatest(0, ${invoices.amountDuePence} - coalesce((
        select sum(p.amount_pence) from payments p where p.invoice_id = ${invoices.id}
      ), 0))), 0)`.mapWith(Number),
    })
    .from(invoices)
    .where(and(eq(invoices.businessId, businessId), ne(invoices.status, "draft")));
  return row?.total ?? 0;
}

async function findRow(db: DbOrTx, businessId: string, id: string, lock = false) {
  checkId(id);
  const query = db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.businessId, businessId)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

export async function getInvoice(db: DbOrTx, businessId: string, id: string): Promise<Invoice> {
  const [invoice] = await loadInvoices(db, businessId, [await findRow(db, businessId, id)]);
  return invoice!;
}

async function recordActivity(
  db: DbOrTx,
  businessId: string,
  kind: string,
  message: string,
  id: string,
) {
  await db
    .insert(activityEvents)
    .values({ businessId, kind, message, entityType: "invoice", entityId: id });
}

/**
 * The next gap-free invoice number of the business, taken under a row lock on its counter (and
 * never below a number already used). Numbers are never handed back, so deleting never re-uses one.
 */
async function nextInvoiceNumber(tx: DbOrTx, businessId: string): Promise<number> {
  await tx
    .insert(businessCounters)
    .values({ businessId, name: COUNTER, value: 0 })
    .onConflictDoNothing();
  const where = and(
    eq(businessCounters.businessId, businessId),
    eq(businessCounters.name, COUNTER),
  );
  const [counter] = await tx
    .select({ value: businessCounters.value })
    .from(businessCounters)
    .where(where)
    .for("update");
  const [used] = await tx
    .select({ max: sql<number | null>`max(${invoices.number})`.mapWith(Number) })
    .from(invoices)
    .where(eq(invoices.businessId, businessId));
  const value = Math.max(counter?.value ?? 0, used?.max ?? 0) + 1;
  await tx.update(businessCounters).set({ value }).where(where);
  return value;
}

const kindNames: KindLabels = {
  deposit: "Deposit invoice",
  final: "Final invoice",
  standard: "Invoice",
};

/**
 * Raises an invoice from an accepted quote of this business: its lines carried over (materials at
 * their VAT rate or the quote's, labour as a labour line), nothing re-typed. A deposit invoice asks
 * for the business's deposit percentage; a final invoice deducts every deposit invoiced.
 */
export async function createInvoice(
  db: Db,
  businessId: string,
  input: CreateInvoice,
  now = new Date(),
): Promise<Invoice> {
  checkId(input.quoteId, "Quote not found");
  const id = await db.transaction(async (tx) => {
    // Locking the quote serialises invoices raised from it (deposit, final) against each other.
    const [quote] = await tx
      .select()
      .from(quotes)
      .where(and(eq(quotes.id, input.quoteId), eq(quotes.businessId, businessId)))
      .for("update");
    if (!quote) throw notFound("Quote not found");
    if (quote.status !== "accepted") {
      throw badRequest("Only an accepted quote can be invoiced", { quoteId: "Not accepted" });
    }
    const [business] = await tx.select().from(businesses).where(eq(businesses.id, businessId));
    if (!business) throw notFound();
    const [customer] = quote.customerId
      ? await tx
          .select()
          .from(customers)
          .where(and(eq(customers.id, quote.customerId), eq(customers.businessId, businessId)))
      : [];
    const existing = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.businessId, businessId), eq(invoices.quoteId, quote.id)));
    if (input.kind !== "standard" && existing.some((i) => i.kind === "final")) {
      throw conflict("already_invoiced", "This quote already has a final invoice");
    }

    // Lines keep the quote's rates. A VAT-registered business charges VAT on the supply even when
    // the quote was shown without it (docs/uk-tax.md §3); one that is not registered charges none.
    const vatRegistered = business.vatNumber.trim() !== "";
    const rate = (r: number | null) => (vatRegistered ? (r ?? quote.vatRate) : 0);
    const materials = await tx
      .select()
      .from(quoteMaterials)
      .where(eq(quoteMaterials.quoteId, quote.id))
      .orderBy(asc(quoteMaterials.position));
    const quoteLines: QuoteLineForInvoice[] = materials.map((m) => ({
      description: m.name,
      quantity: m.quantity,
      unit: m.unit,
      unitPricePence: m.unitPricePence,
      vatRate: rate(m.vatRate),
      isLabour: false,
    }));
    if (quote.totalLaborPence > 0) {
      quoteLines.push({
        description: `Labour (${quote.laborDays} ${quote.laborDays === 1 ? "day" : "days"})`,
        quantity: quote.laborDays,
        unit: quote.laborDays === 1 ? "day" : "days",
        unitPricePence: quote.dayRatePence,
        vatRate: rate(null),
        isLabour: true,
      });
    }
    const reference = quoteReference(quote.number);
    let lines: InvoiceLineDraft[];
    let depositsDeductedPence = 0;
    if (input.kind === "deposit") {
      if (business.depositPercent <= 0) {
        throw badRequest("Set a deposit percentage in Settings before raising a deposit invoice");
      }
      lines = depositLines(quoteLines, business.depositPercent, reference);
    } else if (input.kind === "final") {
      const deposits = existing.filter((i) => i.kind === "deposit");
      const depositLineRows = deposits.length
        ? await tx
            .select()
            .from(invoiceLines)
            .where(
              inArray(
                invoiceLines.invoiceId,
                deposits.map((d) => d.id),
              ),
            )
            .orderBy(asc(invoiceLines.position))
        : [];
      const byInvoice = deposits
        .sort((a, b) => a.number - b.number)
        .map((d) => ({
          reference: invoiceReference(d.number),
          lines: depositLineRows.filter((l) => l.invoiceId === d.id),
        }));
      depositsDeductedPence = byInvoice.reduce((sum, d) => sum + grossPence(d.lines), 0);
      lines = finalLines(quoteLines, byInvoice);
    } else {
      lines = standardLines(quoteLines);
    }
    if (lines.length === 0) throw badRequest("The quote has nothing to invoice");

    const reverseCharge = vatRegistered && Boolean(customer?.reverseCharge);
    const totals = invoiceTotals({
      lines,
      reverseCharge,
      cisRatePercent: customer?.cisRatePercent ?? null,
      depositsDeductedPence,
    });
    if (totals.amountDuePence < 0) {
      throw badRequest("The deposits invoiced are more than the quote's total");
    }
    const issueDate = isoDay(now);
    const number = await nextInvoiceNumber(tx, businessId);
    const [row] = await tx
      .insert(invoices)
      .values({
        businessId,
        number,
        quoteId: quote.id,
        customerId: quote.customerId,
        customerName: customer ? customerDisplayName(customer) : quote.customerName,
        kind: input.kind,
        status: "draft",
        issueDate,
        taxPoint: issueDate,
        dueDate: dueDateFor(issueDate, business.paymentTermsDays),
        netPence: totals.netPence,
        vatPence: totals.vatPence,
        depositsDeductedPence,
        cisDeductionPence: totals.cisDeductionPence,
        reverseCharge,
        amountDuePence: totals.amountDuePence,
        notes: reverseCharge ? REVERSE_CHARGE_WORDING : "",
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: invoices.id });
    if (!row) throw new Error("invoice insert returned no row");
    await tx.insert(invoiceLines).values(
      lines.map((l, position) => ({
        invoiceId: row.id,
        businessId,
        position,
        description: l.description,
        quantity: l.quantity,
        unit: l.unit,
        unitPricePence: l.unitPricePence,
        vatRate: l.vatRate,
        netPence: l.netPence,
        vatPence: l.vatPence,
        isLabour: l.isLabour,
      })),
    );
    await recordActivity(
      tx,
      businessId,
      "invoice.created",
      `${kindNames[input.kind]} ${invoiceReference(number)} raised from quote ${quote.name || reference}`,
      row.id,
    );
    return row.id;
  });
  return getInvoice(db, businessId, id);
}

/** Only a draft without payments can be deleted; its number is never handed out again. */
export async function deleteInvoice(db: Db, businessId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findRow(tx, businessId, id, true);
    if (row.status !== "draft") {
      throw conflict("invoice_issued", "A sent invoice cannot be deleted; raise a credit note");
    }
    const [paid] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(payments)
      .where(eq(payments.invoiceId, id));
    if ((paid?.n ?? 0) > 0) {
      throw conflict("invoice_paid", "Delete the invoice's payments first");
    }
    if (row.kind === "deposit" && row.quoteId) {
      const [final] = await tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(
          and(
            eq(invoices.businessId, businessId),
            eq(invoices.quoteId, row.quoteId),
            eq(invoices.kind, "final"),
          ),
        );
      if (final) throw conflict("deposit_deducted", "This deposit is deducted on a final invoice");
    }
    await tx.delete(invoices).where(and(eq(invoices.id, id), eq(invoices.businessId, businessId)));
    await recordActivity(
      tx,
      businessId,
      "invoice.deleted",
      `Draft invoice ${invoiceReference(row.number)} deleted`,
      id,
    );
  });
}

/**
 * Adds one to the invoice's version (a payment recorded or removed changes its balance and
 * status); with `version`, only when the invoice is still at it, else 409 `version_conflict`.
 */
async function bumpVersion(
  tx: DbOrTx,
  businessId: string,
  id: string,
  version: number | undefined,
) {
  const [row] = await tx
    .update(invoices)
    .set({ version: nextVersion(invoices.version), updatedAt: new Date() })
    .where(
      and(
        eq(invoices.id, id),
        eq(invoices.businessId, businessId),
        versionIs(invoices.version, version),
      ),
    )
    .returning({ id: invoices.id });
  if (!row) throw versionConflict("invoice");
}

/** Records a payment; more than the balance is refused. */
export async function recordPayment(
  db: Db,
  businessId: string,
  id: string,
  input: PaymentParsed,
): Promise<Invoice> {
  await db.transaction(async (tx) => {
    const row = await findRow(tx, businessId, id, true);
    await bumpVersion(tx, businessId, id, input.version);
    const [sum] = await tx
      .select({ paid: sql<number>`coalesce(sum(${payments.amountPence}), 0)`.mapWith(Number) })
      .from(payments)
      .where(eq(payments.invoiceId, id));
    const balance = row.amountDuePence - (sum?.paid ?? 0);
    if (input.amountPence > balance) {
      throw badRequest(
        balance <= 0
          ? "This invoice is already paid"
          : `The payment is more than the balance of ${formatPence(balance)}`,
        { amountPence: "More than the balance" },
      );
    }
    await tx.insert(payments).values({
      invoiceId: id,
      businessId,
      amountPence: input.amountPence,
      paidOn: input.paidOn,
      method: input.method || "bank transfer",
      note: input.note,
    });
    await recordActivity(
      tx,
      businessId,
      "invoice.payment",
      `Payment of ${formatPence(input.amountPence)} recorded on ${invoiceReference(row.number)}`,
      id,
    );
  });
  return getInvoice(db, businessId, id);
}

export async function deletePayment(
  db: Db,
  businessId: string,
  id: string,
  paymentId: string,
): Promise<Invoice> {
  await db.transaction(async (tx) => {
    const row = await findRow(tx, businessId, id, true);
    checkId(paymentId, "Payment not found");
    const [deleted] = await tx
      .delete(payments)
      .where(
        and(
          eq(payments.id, paymentId),
          eq(payments.invoiceId, id),
          eq(payments.businessId, businessId),
        ),
      )
      .returning({ amountPence: payments.amountPence });
    if (!deleted) throw notFound("Payment not found");
    await bumpVersion(tx, businessId, id, undefined);
    await recordActivity(
      tx,
      businessId,
      "invoice.payment_deleted",
      `Payment of ${formatPence(deleted.amountPence)} removed from ${invoiceReference(row.number)}`,
      id,
    );
  });
  return getInvoice(db, businessId, id);
}

// ---- documents ---------------------------------------------------------------------------

export async function loadInvoiceDocument(
  db: DbOrTx,
  businessId: string,
  id: string,
): Promise<InvoiceDocument> {
  const invoice = await getInvoice(db, businessId, id);
  const [business] = await db.select().from(businesses).where(eq(businesses.id, businessId));
  if (!business) throw notFound();
  const [customer] = invoice.customerId
    ? await db
        .select({ email: customers.email, phone: customers.phone, address: customers.address })
        .from(customers)
        .where(and(eq(customers.id, invoice.customerId), eq(customers.businessId, businessId)))
    : [];
  const [quote] = invoice.quoteId
    ? await db
        .select({ number: quotes.number, name: quotes.name })
        .from(quotes)
        .where(and(eq(quotes.id, invoice.quoteId), eq(quotes.businessId, businessId)))
    : [];
  return {
    invoice,
    quote: quote ? { reference: quoteReference(quote.number), name: quote.name } : null,
    business: {
      name: business.name,
      address: business.address,
      phone: business.phone,
      email: business.email,
      website: business.website,
      vatNumber: business.vatNumber.trim(),
      logo: business.logo ?? null,
      paymentTermsDays: business.paymentTermsDays,
    },
    customer: {
      name: invoice.customerName,
      email: customer?.email ?? "",
      phone: customer?.phone ?? "",
      address: customer?.address ?? "",
    },
  };
}

export async function invoicePdf(db: Db, businessId: string, id: string) {
  const doc = await loadInvoiceDocument(db, businessId, id);
  return { filename: `Invoice-${doc.invoice.reference}.pdf`, pdf: await renderInvoicePdf(doc) };
}

/** Emails the invoice with its PDF attached; a draft becomes sent. */
export async function sendInvoice(
  deps: Pick<Deps, "db" | "mailer" | "config">,
  businessId: string,
  id: string,
  input: SendInvoice,
): Promise<Invoice> {
  const { db, mailer, config } = deps;
  const doc = await loadInvoiceDocument(db, businessId, id);
  // A send based on an old version is refused before any mail goes (nothing changes).
  if (input.version !== undefined && doc.invoice.version !== input.version) {
    throw versionConflict("invoice");
  }
  await takeSendAllowance({ db, config }, businessId);
  const { invoice, business } = doc;
  const filename = `Invoice-${invoice.reference}.pdf`;
  const paragraphs = [
    ...(input.message ?? "")
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean),
    `Invoice ${invoice.reference}${doc.quote ? ` for quote ${doc.quote.reference}` : ""}`,
    `Amount due: ${formatPence(invoice.balancePence)} by ${formatDate(`${invoice.dueDate}T12:00:00Z`)}`,
    ...(invoice.reverseCharge ? [REVERSE_CHARGE_WORDING] : []),
    `The invoice is attached as a PDF (${filename}).`,
  ];
  const mail = layoutEmail({
    to: input.email,
    subject: `Invoice ${invoice.reference} from ${business.name}`,
    businessName: business.name,
    paragraphs,
  });
  mail.attachments = [
    { filename, contentType: "application/pdf", content: await renderInvoicePdf(doc) },
  ];
  await mailer.send(mail);
  await db.transaction(async (tx) => {
    const row = await findRow(tx, businessId, id, true);
    const now = new Date();
    await tx
      .update(invoices)
      .set({ status: "sent", sentAt: now, version: nextVersion(invoices.version), updatedAt: now })
      .where(and(eq(invoices.id, id), eq(invoices.businessId, businessId)));
    await recordActivity(
      tx,
      businessId,
      "invoice.sent",
      `Invoice ${invoiceReference(row.number)} sent to ${input.email}`,
      id,
    );
  });
  return getInvoice(db, businessId, id);
}
