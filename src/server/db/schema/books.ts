import { date, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { businesses } from "./business";
import { createdAt, id } from "./columns";

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
