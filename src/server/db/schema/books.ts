/** The books: invoices, their lines and payments, the expenses a business enters, accounting exports. */
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { businesses, customers } from "./business";
import { createdAt, decimal, id, pence, updatedAt } from "./columns";
import { quotes } from "./quotes";

/** Issue 21 (migration 0023): each accounting export, so the next can start where it ended. */
export const accountingExports = pgTable(
  "accounting_exports",
  {
    id: id(),
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    format: text("format", { enum: ["xero", "quickbooks", "freeagent"] }).notNull(),
    fromDate: date("from_date").notNull(),
    toDate: date("to_date").notNull(),
    invoiceCount: integer("invoice_count").notNull().default(0),
    paymentCount: integer("payment_count").notNull().default(0),
    billCount: integer("bill_count").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("accounting_exports_business_idx").on(t.businessId, t.createdAt)],
);

/**
 * Issue 21 (migration 0028): expenses the business enters itself (van insurance, phone, fuel, an
 * accountant), so the MTD quarter's other categories and the VAT return's input tax are not 0.
 */
export const businessExpenses = pgTable(
  "business_expenses",
  {
    id: id(),
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    spentOn: date("spent_on").notNull(),
    category: text("category").notNull(),
    supplier: text("supplier").notNull().default(""),
    description: text("description").notNull(),
    netPence: pence("net_pence").notNull(),
    vatPence: pence("vat_pence").notNull().default(0),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("business_expenses_business_day_idx").on(t.businessId, t.spentOn, t.id)],
);

export const invoices = pgTable(
  "invoices",
  {
    id: id(),
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    quoteId: uuid("quote_id").references(() => quotes.id, { onDelete: "set null" }),
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "set null" }),
    customerName: text("customer_name").notNull().default(""),
    /** The customer's details as raised, then as sent (migration 0039): kept when they change. */
    customerContact: jsonb("customer_contact").$type<{
      email: string;
      phone: string;
      address: string;
    }>(),
    kind: text("kind", { enum: ["deposit", "final", "standard"] })
      .notNull()
      .default("standard"),
    status: text("status", { enum: ["draft", "sent"] })
      .notNull()
      .default("draft"),
    issueDate: date("issue_date").notNull(),
    taxPoint: date("tax_point").notNull(),
    dueDate: date("due_date").notNull(),
    netPence: pence("net_pence").notNull().default(0),
    vatPence: pence("vat_pence").notNull().default(0),
    /** Deposits already invoiced and deducted on a final invoice. */
    depositsDeductedPence: pence("deposits_deducted_pence").notNull().default(0),
    cisDeductionPence: pence("cis_deduction_pence").notNull().default(0),
    reverseCharge: boolean("reverse_charge").notNull().default(false),
    amountDuePence: pence("amount_due_pence").notNull().default(0),
    notes: text("notes").notNull().default(""),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Optimistic concurrency: every change adds one; a save names the version it was based on. */
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("invoices_number_unique").on(t.businessId, t.number),
    index("invoices_quote_idx").on(t.quoteId),
    index("invoices_customer_idx").on(t.customerId),
    // The hourly overdue reminders, across businesses (migration 0037).
    index("invoices_sent_due_idx").on(t.dueDate).where(sql`${t.status} = 'sent'`),
  ],
);

export const invoiceLines = pgTable(
  "invoice_lines",
  {
    id: id(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    description: text("description").notNull(),
    quantity: decimal("quantity").notNull(),
    unit: text("unit").notNull().default("pcs"),
    unitPricePence: pence("unit_price_pence").notNull(),
    vatRate: decimal("vat_rate").notNull().default(20),
    netPence: pence("net_pence").notNull(),
    vatPence: pence("vat_pence").notNull(),
    isLabour: boolean("is_labour").notNull().default(false),
  },
  (t) => [
    index("invoice_lines_business_idx").on(t.businessId),
    index("invoice_lines_invoice_idx").on(t.invoiceId, t.position),
  ],
);

export const payments = pgTable(
  "payments",
  {
    id: id(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    amountPence: pence("amount_pence").notNull(),
    paidOn: date("paid_on").notNull(),
    method: text("method").notNull().default("bank transfer"),
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    index("payments_invoice_idx").on(t.invoiceId),
    // A business's payments by day (insights, the VAT return, MTD): without it every such read
    // scanned every business's payments (migration 0032).
    index("payments_business_paid_idx").on(t.businessId, t.paidOn),
  ],
);
