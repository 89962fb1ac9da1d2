import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt, decimal, id, pence, updatedAt } from "./columns";

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

export const businesses = pgTable("businesses", {
  id: id(),
  name: text("name").notNull().default("Your Business"),
  address: text("address").notNull().default(""),
  phone: text("phone").notNull().default(""),
  email: text("email").notNull().default(""),
  website: text("website").notNull().default(""),
  vatNumber: text("vat_number").notNull().default(""),
  /** null until the business says; false is "not VAT registered" (migration 0022). */
  vatRegistered: boolean("vat_registered"),
  marginPercent: decimal("margin_percent").notNull().default(15),
  logo: bytea("logo"),
  logoContentType: text("logo_content_type"),
  /** The logo was re-encoded by sharp (uploads since migration 0007, older ones at start-up). */
  logoReencoded: boolean("logo_reencoded").notNull().default(false),
  defaultDayRatePence: pence("default_day_rate_pence").notNull().default(25000),
  defaultVatRate: decimal("default_vat_rate").notNull().default(20),
  quoteValidDays: integer("quote_valid_days").notNull().default(30),
  defaultTerms: text("default_terms").notNull(),
  paymentTermsDays: integer("payment_terms_days").notNull().default(14),
  /** "Pay by bank transfer" on invoices: the sort code is 6 digits, the account number 8. */
  bankAccountName: text("bank_account_name").notNull().default(""),
  bankSortCode: text("bank_sort_code").notNull().default(""),
  bankAccountNumber: text("bank_account_number").notNull().default(""),
  depositPercent: decimal("deposit_percent").notNull().default(50),
  /** Reminders (migration 0020), each on until switched off in Settings. */
  remindQuotes: boolean("remind_quotes").notNull().default(true),
  remindInvoices: boolean("remind_invoices").notNull().default(true),
  morningSummary: boolean("morning_summary").notNull().default(true),
  /** Issue 21 (migration 0023): how the VAT return is worked out and which MTD quarters apply. */
  vatScheme: text("vat_scheme", { enum: ["invoice", "cash", "flat-rate"] })
    .notNull()
    .default("invoice"),
  flatRatePercent: decimal("flat_rate_percent").notNull().default(9.5),
  mtdQuarterBasis: text("mtd_quarter_basis", { enum: ["tax-year", "calendar"] })
    .notNull()
    .default("tax-year"),
  /** Issue 22 (migration 0024): finished jobs adjust the estimator's days unless switched off. */
  learnPace: boolean("learn_pace").notNull().default(true),
  /** Demo sandboxes are removed after 7 days. */
  isDemo: boolean("is_demo").notNull().default(false),
  /** The demo template that Try Demo copies; exactly one row has it. */
  isDemoTemplate: boolean("is_demo_template").notNull().default(false),
  calendarFeedToken: text("calendar_feed_token").unique(),
  /** The dashboard's first-run checklist was dismissed (null: still shown). */
  setupChecklistDismissedAt: timestamp("setup_checklist_dismissed_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const memberships = pgTable(
  "memberships",
  {
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["owner", "member"] })
      .notNull()
      .default("owner"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.userId] }),
    index("memberships_user_idx").on(t.userId),
  ],
);

/** Gap-free per-business sequences (quote, invoice and order numbers), taken under a row lock. */
export const businessCounters = pgTable(
  "business_counters",
  {
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    value: integer("value").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.name] })],
);

/** One table for SPEC's "client" and "customer". */
export const customers = pgTable(
  "customers",
  {
    id: id(),
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    email: text("email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    address: text("address").notNull().default(""),
    comments: text("comments").notNull().default(""),
    /** VAT-registered and not an end user: construction services fall under the domestic reverse charge. */
    reverseCharge: boolean("reverse_charge").notNull().default(false),
    /** CIS deduction rate when the customer is a contractor (0, 20 or 30); null when not. */
    cisRatePercent: decimal("cis_rate_percent"),
    /** Optimistic concurrency: every change adds one; a save names the version it was based on. */
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("customers_business_idx").on(t.businessId, t.createdAt)],
);

export const activityEvents = pgTable(
  "activity_events",
  {
    id: id(),
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    message: text("message").notNull(),
    entityType: text("entity_type"),
    entityId: text("entity_id"),
    createdAt: createdAt(),
  },
  (t) => [index("activity_business_idx").on(t.businessId, t.createdAt)],
);

export const waitlistEmails = pgTable(
  "waitlist_emails",
  {
    id: id(),
    email: text("email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("waitlist_email_unique").on(sql`lower(${t.email})`)],
);

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    to: text("to").notNull(),
    from: text("from").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /** [{ filename, contentType, size, contentBase64 }] */
    attachments: text("attachments").notNull().default("[]"),
    createdAt: createdAt(),
  },
  (t) => [index("mail_outbox_created_idx").on(t.createdAt)],
);

/**
 * Each reminder claimed before it is sent (kind, record, step), so that it goes once even when the
 * run repeats or races on another instance. Step: "follow-up", the overdue day, or a London date.
 */
export const reminderSends = pgTable(
  "reminder_sends",
  {
    kind: text("kind").notNull(),
    recordId: uuid("record_id").notNull(),
    step: text("step").notNull(),
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    sentTo: text("sent_to").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "reminder_sends_pkey", columns: [t.kind, t.recordId, t.step] }),
    index("reminder_sends_business_idx").on(t.businessId),
  ],
);

export const favourites = pgTable(
  "favourites",
  {
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    productId: integer("product_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index("favourites_business_idx").on(t.businessId),
  ],
);

export const uploadedImages = pgTable(
  "uploaded_images",
  {
    id: id(),
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    contentType: text("content_type").notNull(),
    data: bytea("data").notNull(),
    /** The stored size, kept by the database (migration 0031): summed for the photo quota. */
    bytes: integer("bytes").generatedAlwaysAs(sql`octet_length(data)`),
    /** Re-encoded by sharp (uploads since migration 0007, older ones at start-up). */
    reencoded: boolean("reencoded").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("uploaded_images_not_reencoded_idx").on(t.id).where(sql`not ${t.reencoded}`),
    // Migration 0031 has it INCLUDE (bytes): a business's total is read from the index alone.
    index("uploaded_images_business_bytes_idx").on(t.businessId),
  ],
);
