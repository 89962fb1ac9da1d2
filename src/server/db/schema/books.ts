import { date, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { businesses } from "./business";
import { createdAt, id, pence, updatedAt } from "./columns";

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
