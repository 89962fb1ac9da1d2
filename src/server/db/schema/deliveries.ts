import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { invoices } from "./books";
import { businesses } from "./business";
import { orders } from "./catalogue";
import { createdAt, id, updatedAt } from "./columns";
import { quotes } from "./quotes";

/**
 * A laid-out email as stored for its job: attachments as base64 (jsonb holds no bytes); an empty
 * string once a newer email of the same document superseded it (`attachmentsDroppedAt`).
 */
export interface StoredMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; contentBase64: string }[];
}

/** One business email and what became of it (migration 0019). */
export const emailDeliveries = pgTable(
  "email_deliveries",
  {
    id: id(),
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    quoteId: uuid("quote_id").references(() => quotes.id, { onDelete: "cascade" }),
    invoiceId: uuid("invoice_id").references(() => invoices.id, { onDelete: "cascade" }),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    state: text("state").$type<"queued" | "sent" | "failed">().notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    message: jsonb("message").$type<StoredMail>().notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** When a newer email of the same kind and document dropped this one's attachment bytes. */
    attachmentsDroppedAt: timestamp("attachments_dropped_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("email_deliveries_order_idx").on(t.orderId).where(sql`${t.orderId} is not null`),
    index("email_deliveries_quote_idx").on(t.quoteId, t.createdAt),
    index("email_deliveries_invoice_idx").on(t.invoiceId, t.createdAt),
    index("email_deliveries_business_idx").on(t.businessId, t.createdAt),
  ],
);
