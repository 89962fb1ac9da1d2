import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { businesses } from "./business";
import { createdAt, decimal, id, pence, updatedAt } from "./columns";

/** Global; ids 1, 2, 3 are fixed. */
export const merchants = pgTable("merchants", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  website: text("website").notNull().default(""),
  logoUrl: text("logo_url"),
});

export const merchantBranches = pgTable(
  "merchant_branches",
  {
    id: serial("id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    address: text("address").notNull().default(""),
    email: text("email").notNull().default(""),
  },
  (t) => [uniqueIndex("merchant_branch_unique").on(t.merchantId, t.name)],
);

export const productCategories = pgTable("product_categories", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  slug: text("slug").notNull().unique(),
});

/**
 * One table for SPEC's `products` and `product_master`. `business_id` is null for the public
 * catalogue and set for a business's own imported price list.
 *
 * Product search also reads `products.search_txid` (indexed; the transaction that last inserted
 * or updated the row, stamped by a trigger) and `product_search_deletions` (ids of deleted
 * products; a null id for a truncate), both from migration 0009 (0038 indexes the stamp with the
 * id): hand-written SQL, deliberately not part of this schema, so backups leave them out and the
 * restore's own writes stamp them.
 */
export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    businessId: uuid("business_id").references(() => businesses.id, { onDelete: "cascade" }),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id),
    categoryId: integer("category_id").references(() => productCategories.id),
    name: text("name").notNull(),
    sku: text("sku").notNull().default(""),
    unit: text("unit").notNull().default("each"),
    pricePence: pence("price_pence").notNull(),
    description: text("description").notNull().default(""),
    url: text("url").notNull().default(""),
    imageUrl: text("image_url").notNull().default(""),
    stock: text("stock").notNull().default(""),
    /** A business's own price already at its trade price: no merchant discount on top. */
    tradePrice: boolean("trade_price").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("products_public_sku_unique")
      .on(t.merchantId, t.sku)
      .where(sql`${t.businessId} is null`),
    uniqueIndex("products_private_sku_unique")
      .on(t.businessId, t.merchantId, t.sku)
      .where(sql`${t.businessId} is not null`),
    index("products_name_trgm").using("gin", sql`lower(${t.name}) gin_trgm_ops`),
    index("products_sku_trgm").using("gin", sql`lower(${t.sku}) gin_trgm_ops`),
    index("products_updated_idx").on(t.updatedAt),
  ],
);

export const merchantTerms = pgTable(
  "merchant_terms",
  {
    id: id(),
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    merchantId: integer("merchant_id").references(() => merchants.id),
    merchantName: text("merchant_name").notNull(),
    discountPercent: decimal("discount_percent").notNull().default(0),
    preferredBranch: text("preferred_branch"),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("merchant_terms_business_idx").on(t.businessId)],
);

export const tradeAccounts = pgTable(
  "trade_accounts",
  {
    id: id(),
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id),
    accountNumber: text("account_number").notNull(),
    accountName: text("account_name").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("trade_accounts_business_idx").on(t.businessId)],
);

export const scrapingJobs = pgTable(
  "scraping_jobs",
  {
    id: id(),
    businessId: uuid("business_id").references(() => businesses.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    merchantId: integer("merchant_id").references(() => merchants.id),
    // queued (stored and enqueued, ADR 0019), running (a worker holds it), completed or failed.
    status: text("status", { enum: ["queued", "running", "completed", "failed"] })
      .notNull()
      .default("running"),
    startTime: timestamp("start_time", { withTimezone: true }).notNull().defaultNow(),
    endTime: timestamp("end_time", { withTimezone: true }),
    pagesDone: integer("pages_done").notNull().default(0),
    pagesTotal: integer("pages_total"),
    newProducts: integer("new_products").notNull().default(0),
    updatedProducts: integer("updated_products").notNull().default(0),
    productIds: text("product_ids").notNull().default("[]"),
    error: text("error"),
  },
  (t) => [index("scraping_jobs_business_idx").on(t.businessId, t.startTime)],
);

export const orders = pgTable(
  "orders",
  {
    id: id(),
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id),
    tradeAccountId: uuid("trade_account_id").references(() => tradeAccounts.id, {
      onDelete: "set null",
    }),
    quoteId: uuid("quote_id"),
    status: text("status", { enum: ["placed", "cancelled"] })
      .notNull()
      .default("placed"),
    branch: text("branch"),
    deliveryDate: text("delivery_date"),
    deliveryAddress: text("delivery_address").notNull(),
    totalPence: pence("total_pence").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("orders_trade_account_idx")
      .on(t.tradeAccountId)
      .where(sql`${t.tradeAccountId} is not null`),
    uniqueIndex("orders_number_unique").on(t.businessId, t.number),
    index("orders_quote_idx").on(t.quoteId),
    index("orders_quote_merchant_idx").on(t.quoteId, t.merchantId),
  ],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    productId: integer("product_id"),
    name: text("name").notNull(),
    sku: text("sku").notNull(),
    quantity: decimal("quantity").notNull(),
    unit: text("unit").notNull().default("each"),
    unitPricePence: pence("unit_price_pence").notNull(),
    totalPence: pence("total_pence").notNull(),
  },
  (t) => [
    index("order_lines_business_idx").on(t.businessId),
    index("order_lines_order_idx").on(t.orderId),
  ],
);

/**
 * A price-list import running in the background (migration 0005): rows done of total while it runs,
 * then inserted / updated / skipped, or the reason it failed.
 */
export const priceListImports = pgTable(
  "price_list_imports",
  {
    id: id(),
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id),
    status: text("status", { enum: ["queued", "running", "done", "failed"] })
      .notNull()
      .default("queued"),
    rowsTotal: integer("rows_total").notNull().default(0),
    rowsDone: integer("rows_done").notNull().default(0),
    inserted: integer("inserted").notNull().default(0),
    updated: integer("updated").notNull().default(0),
    skipped: integer("skipped").notNull().default(0),
    /** The file's prices are the business's trade prices (products.trade_price). */
    tradePrices: boolean("trade_prices").notNull().default(false),
    error: text("error"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("price_list_imports_business_idx").on(t.businessId, t.createdAt),
    index("price_list_imports_active_idx")
      .on(t.status)
      .where(sql`${t.status} in ('queued', 'running')`),
    check(
      "price_list_imports_status_check",
      sql`${t.status} in ('queued', 'running', 'done', 'failed')`,
    ),
  ],
);

/** An import's parsed rows waiting for the queue's worker (migration 0026, ADR 0019). */
export const priceListImportBatches = pgTable(
  "price_list_import_batches",
  {
    importId: uuid("import_id")
      .notNull()
      .references(() => priceListImports.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    /** Up to 100 parsed rows as JSON, written once by the request. */
    rows: text("rows").notNull(),
  },
  (t) => [primaryKey({ name: "price_list_import_batches_pk", columns: [t.importId, t.seq] })],
);
