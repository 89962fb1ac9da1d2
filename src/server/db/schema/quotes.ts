import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { businesses, bytea, customers, uploadedImages } from "./business";
import { createdAt, decimal, id, pence, updatedAt } from "./columns";

export const quotes = pgTable(
  "quotes",
  {
    id: id(),
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    /** Revisions share the number: "Q-0042 rev 2" is number 42, revision 2. */
    revision: integer("revision").notNull().default(1),
    /** The version this one revises (null for a first version). */
    revisesQuoteId: uuid("revises_quote_id").references((): AnyPgColumn => quotes.id, {
      onDelete: "set null",
    }),
    /** A revision of an accepted quote: the customer accepts or declines the change apart. */
    isVariation: boolean("is_variation").notNull().default(false),
    /** Set when a newer revision of this one is sent: its customer page then points there. */
    replacedByQuoteId: uuid("replaced_by_quote_id").references((): AnyPgColumn => quotes.id, {
      onDelete: "set null",
    }),
    name: text("name").notNull().default(""),
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "set null" }),
    /** Kept so a quote stays readable after its customer is deleted. */
    customerName: text("customer_name").notNull().default(""),
    jobDescription: text("job_description").notNull().default(""),
    laborDays: decimal("labor_days").notNull().default(1),
    dayRatePence: pence("day_rate_pence").notNull().default(25000),
    vatIncluded: boolean("vat_included").notNull().default(true),
    vatRate: decimal("vat_rate").notNull().default(20),
    marginPercent: decimal("margin_percent").notNull().default(15),
    profitRule: text("profit_rule", { enum: ["wizard", "manual"] })
      .notNull()
      .default("manual"),
    /** What the customer pays for materials (SPEC's field): net cost plus markup. */
    totalMaterialsCostPence: pence("total_materials_cost_pence").notNull().default(0),
    /** What the materials cost the business at its trade net prices. */
    materialsNetPence: pence("materials_net_pence").notNull().default(0),
    totalLaborPence: pence("total_labor_pence").notNull().default(0),
    subtotalPence: pence("subtotal_pence").notNull().default(0),
    vatAmountPence: pence("vat_amount_pence").notNull().default(0),
    totalAmountPence: pence("total_amount_pence").notNull().default(0),
    profitPence: pence("profit_pence").notNull().default(0),
    status: text("status", { enum: ["draft", "sent", "accepted", "declined"] })
      .notNull()
      .default("draft"),
    /** No longer written or read: migration 0029 copied its photo into quote_photos. */
    imageId: uuid("image_id").references(() => uploadedImages.id, { onDelete: "set null" }),
    publicToken: text("public_token").unique(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    sentTo: text("sent_to"),
    /** The terms the quote went out with; null while a draft (the business's defaults). */
    terms: text("terms"),
    /** Where the work is, when not at the customer's address; null: the customer's address. */
    siteAddress: text("site_address"),
    /** Who recorded the decision: the customer online, or the user on the board or list. */
    decisionSource: text("decision_source", { enum: ["customer", "user"] }),
    decisionByName: text("decision_by_name"),
    decisionAt: timestamp("decision_at", { withTimezone: true }),
    decisionIp: text("decision_ip"),
    decisionUserAgent: text("decision_user_agent"),
    declineReason: text("decline_reason"),
    /** What the customer accepted, frozen at acceptance (lines, totals, VAT, terms). */
    acceptedSnapshot: jsonb("accepted_snapshot"),
    /** SHA-256 (hex) of the PDF of the accepted snapshot. */
    acceptedPdfSha256: text("accepted_pdf_sha256"),
    /** That PDF itself, served as it was accepted (docs/decisions/0014). */
    acceptedPdf: bytea("accepted_pdf"),
    /** The customer's own openings of the quote page; the business's previews do not count. */
    firstViewedAt: timestamp("first_viewed_at", { withTimezone: true }),
    lastViewedAt: timestamp("last_viewed_at", { withTimezone: true }),
    viewCount: integer("view_count").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Optimistic concurrency: every change adds one; a save names the version it was based on. */
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("quotes_replaced_by_idx")
      .on(t.replacedByQuoteId)
      .where(sql`${t.replacedByQuoteId} is not null`),
    index("quotes_image_idx").on(t.imageId).where(sql`${t.imageId} is not null`),
    index("quotes_business_created_idx").on(t.businessId, t.createdAt),
    index("quotes_business_status_idx").on(t.businessId, t.status),
    index("quotes_customer_idx").on(t.customerId),
    uniqueIndex("quotes_number_unique").on(t.businessId, t.number, t.revision),
    index("quotes_revises_idx").on(t.revisesQuoteId),
    // The hourly follow-up reminders, across businesses (migration 0037).
    index("quotes_sent_at_idx").on(t.sentAt).where(sql`${t.status} = 'sent'`),
  ],
);

export const quoteMaterials = pgTable(
  "quote_materials",
  {
    id: id(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    quantity: decimal("quantity").notNull(),
    unit: text("unit").notNull().default("pcs"),
    /** What the business pays per unit (its trade net price). */
    netUnitPricePence: pence("net_unit_price_pence").notNull(),
    /** This line's own markup; null: the quote's margin. */
    markupPercent: decimal("markup_percent"),
    /** What the customer is charged per unit: net × (1 + markup), half up to the penny. */
    unitPricePence: pence("unit_price_pence").notNull(),
    totalPence: pence("total_pence").notNull(),
    vatRate: decimal("vat_rate"),
    sku: text("sku"),
    merchantId: integer("merchant_id"),
    productId: integer("product_id"),
  },
  (t) => [
    index("quote_materials_business_idx").on(t.businessId),
    index("quote_materials_quote_idx").on(t.quoteId, t.position),
  ],
);

export const quoteMeasurements = pgTable(
  "quote_measurements",
  {
    id: id(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    label: text("label").notNull(),
    value: decimal("value").notNull(),
    unit: text("unit", { enum: ["m", "cm", "mm", "ft", "in"] }).notNull(),
  },
  (t) => [
    index("quote_measurements_business_idx").on(t.businessId),
    index("quote_measurements_quote_idx").on(t.quoteId, t.position),
  ],
);

/** A quote's site photos (up to 10), in the order they were added (migration 0029). */
export const quotePhotos = pgTable(
  "quote_photos",
  {
    id: id(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    /** Deleting the image (removed, or dropped as unreadable at start-up) deletes the photo. */
    imageId: uuid("image_id")
      .notNull()
      .references(() => uploadedImages.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("quote_photos_business_idx").on(t.businessId),
    index("quote_photos_quote_idx").on(t.quoteId, t.position),
    uniqueIndex("quote_photos_image_idx").on(t.imageId),
  ],
);

export const jobs = pgTable(
  "jobs",
  {
    id: id(),
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "set null" }),
    status: text("status", { enum: ["scheduled", "in-progress", "completed"] })
      .notNull()
      .default("scheduled"),
    startAt: timestamp("start_at", { withTimezone: true }),
    endAt: timestamp("end_at", { withTimezone: true }),
    /** The end is the start plus the quote's labour days in working days, moving with the start. */
    endFollowsLabour: boolean("end_follows_labour").notNull().default(false),
    notes: text("notes").notNull().default(""),
    startedAt: timestamp("started_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** Optimistic concurrency: every change adds one; a save names the version it was based on. */
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("jobs_business_status_idx").on(t.businessId, t.status),
    // A customer's jobs (their page, ?customerId=), and the set null when a customer is deleted
    // (migration 0034).
    index("jobs_customer_idx").on(t.customerId),
    // The latest finished jobs (the board's last column, insights' jobs) without sorting them all
    // (migration 0033).
    index("jobs_business_completed_idx").on(
      t.businessId,
      t.status,
      t.completedAt.desc(),
      t.createdAt.desc(),
    ),
    uniqueIndex("jobs_quote_unique").on(t.quoteId),
  ],
);
