/**
 * The schema, migrations and seed on both engines: embedded PGlite (always) and a real
 * PostgreSQL server (its binaries must be installed: see tests/support/postgres.ts).
 */
import {
  type AnyColumn,
  and,
  eq,
  getTableColumns,
  getTableName,
  is,
  type SQL,
  sql,
} from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, type Db, openDatabase, queryRows } from "../../src/server/db/client";
import * as schema from "../../src/server/db/schema";
import { seedDatabase } from "../../src/server/db/seed";
import * as f from "../support/factories";
import { startPostgres } from "../support/postgres";
import { createPriceListImport, createPriceListImportBatch } from "../support/price-lists";

const server = await startPostgres();
afterAll(async () => {
  await server.stop();
});

const engines = [
  {
    name: "PGlite in memory",
    kind: "pglite",
    open: () => openDatabase({ dataDir: "memory://" }),
  },
  {
    name: "PostgreSQL server",
    kind: "postgres",
    open: () => openDatabase({ dataDir: "", databaseUrl: server.url }),
  },
] as const;

/** Every table the Drizzle schema declares, by SQL name. */
const schemaTables = (Object.values(schema) as unknown[]).filter((v): v is PgTable =>
  is(v, PgTable),
);
const schemaTableNames = schemaTables.map((t) => getTableName(t)).sort();
/** Tables made by hand-written migration SQL, outside the Drizzle schema (migration 0009). */
const sqlOnlyTables = ["product_search_deletions"];

/** Tables with a business_id column (tenant-owned, or optionally so). */
const tenantTables = schemaTables.filter((t) => "businessId" in getTableColumns(t));

const count = async (db: Db, table: string, where: SQL = sql`true`) => {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`,
  );
  return row!.n;
};
const countAll = async (db: Db) =>
  Object.fromEntries(
    await Promise.all(schemaTableNames.map(async (t) => [t, await count(db, t)] as const)),
  );

/** Money (bigint mode number) and numerics come back as numbers, timestamps as Date, dates as YYYY-MM-DD. */
function expectColumnTypes(table: PgTable, row: Record<string, unknown>) {
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = row[key];
    if (value === null || value === undefined) continue;
    const where = `${getTableName(table)}.${column.name}`;
    switch (column.columnType) {
      case "PgBigInt53":
      case "PgInteger":
      case "PgSerial":
        expect(Number.isInteger(value), `${where} = ${String(value)} is an integer`).toBe(true);
        break;
      case "PgNumericNumber":
        expect(typeof value, where).toBe("number");
        break;
      case "PgTimestamp":
        expect(value, where).toBeInstanceOf(Date);
        break;
      case "PgDateString":
        expect(value, where).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        break;
      case "PgBoolean":
        expect(typeof value, where).toBe("boolean");
        break;
      case "PgText":
      case "PgUUID":
        expect(typeof value, where).toBe("string");
        break;
    }
  }
}

interface RoundTrip {
  table: PgTable;
  create: (db: Db) => Promise<Record<string, unknown>>;
  key: (row: Record<string, unknown>) => SQL | undefined;
  update: Record<string, unknown>;
  /** Fields to compare explicitly, beyond the whole-row comparison. */
  expected?: Record<string, unknown>;
}

/** Typed at the call site, erased for the table-driven loop. */
function rt<T extends PgTable>(spec: {
  table: T;
  create: (db: Db) => Promise<T["$inferSelect"]>;
  key: (row: T["$inferSelect"]) => SQL | undefined;
  update: Partial<T["$inferInsert"]>;
  expected?: Partial<T["$inferSelect"]>;
}): RoundTrip {
  return spec as unknown as RoundTrip;
}

const byId = (column: AnyColumn) => (row: { id: unknown }) => eq(column, row.id);
const s = schema;
const roundTrips: RoundTrip[] = [
  rt({
    table: s.user,
    create: (db) => f.createUser(db, { name: "Ann Owner" }),
    key: byId(s.user.id),
    update: { name: "Ann Renamed" },
    expected: { name: "Ann Owner", emailVerified: true },
  }),
  rt({
    table: s.session,
    create: (db) => f.createSession(db),
    key: byId(s.session.id),
    update: { ipAddress: "127.0.0.9" },
  }),
  rt({
    table: s.account,
    create: (db) => f.createAccount(db),
    key: byId(s.account.id),
    update: { password: "hashed:new" },
  }),
  rt({
    table: s.verification,
    create: (db) => f.createVerification(db),
    key: byId(s.verification.id),
    update: { value: "changed" },
  }),
  rt({
    table: s.twoFactor,
    create: (db) => f.createTwoFactor(db),
    key: byId(s.twoFactor.id),
    update: { backupCodes: '["a","b"]' },
  }),
  rt({
    table: s.rateLimit,
    create: (db) => f.createRateLimit(db, { count: 4, lastRequest: 1_760_000_000_000 }),
    key: byId(s.rateLimit.id),
    update: { count: 5 },
    expected: { count: 4, lastRequest: 1_760_000_000_000 },
  }),
  rt({
    table: s.loginLockout,
    create: (db) => f.createLoginLockout(db),
    key: (row) => eq(s.loginLockout.email, row.email),
    update: { failedCount: 0, lockedUntil: null },
  }),
  rt({
    table: s.serverSecret,
    create: async (db) =>
      (
        await db
          .insert(s.serverSecret)
          .values({ name: "round-trip", value: "x".repeat(43) })
          .returning()
      )[0]!,
    key: (row) => eq(s.serverSecret.name, row.name),
    update: { value: "y".repeat(43) },
  }),
  rt({
    table: s.businesses,
    create: (db) =>
      f.createBusiness(db, {
        marginPercent: 17.5,
        defaultDayRatePence: 27_550,
        logo: Buffer.from([1, 2, 3, 255]),
        logoContentType: "image/png",
      }),
    key: byId(s.businesses.id),
    update: { name: "Renamed Ltd", defaultVatRate: 5 },
    expected: {
      marginPercent: 17.5,
      defaultDayRatePence: 27_550,
      defaultVatRate: 20,
      logo: Buffer.from([1, 2, 3, 255]),
    },
  }),
  rt({
    table: s.memberships,
    create: (db) => f.createMembership(db),
    key: (row) =>
      and(eq(s.memberships.businessId, row.businessId), eq(s.memberships.userId, row.userId)),
    update: { role: "member" },
    expected: { role: "owner" },
  }),
  rt({
    table: s.businessCounters,
    create: (db) => f.createBusinessCounter(db, { name: "quote", value: 41 }),
    key: (row) =>
      and(eq(s.businessCounters.businessId, row.businessId), eq(s.businessCounters.name, row.name)),
    update: { value: 42 },
    expected: { value: 41 },
  }),
  rt({
    table: s.customers,
    create: (db) => f.createCustomer(db, { cisRatePercent: 20 }),
    key: byId(s.customers.id),
    update: { phone: "01935 000000" },
    expected: { firstName: "Sarah", cisRatePercent: 20, reverseCharge: false },
  }),
  rt({
    table: s.activityEvents,
    create: (db) => f.createActivityEvent(db, { entityType: "quote", entityId: "q1" }),
    key: byId(s.activityEvents.id),
    update: { message: "Quote #1 sent" },
  }),
  rt({
    table: s.waitlistEmails,
    create: (db) => f.createWaitlistEmail(db),
    key: byId(s.waitlistEmails.id),
    update: { email: f.uniqueEmail("moved") },
  }),
  rt({
    table: s.mailOutbox,
    create: (db) => f.createOutboxMail(db, { subject: "Quote #7" }),
    key: byId(s.mailOutbox.id),
    update: { subject: "Quote #8" },
    expected: { subject: "Quote #7", attachments: "[]" },
  }),
  rt({
    table: s.reminderSends,
    create: async (db) => {
      const business = await f.createBusiness(db);
      const [row] = await db
        .insert(s.reminderSends)
        .values({
          kind: "invoice-overdue",
          recordId: business.id,
          step: "7",
          businessId: business.id,
          sentTo: "sarah@example.test",
        })
        .returning();
      return row!;
    },
    key: (row) =>
      and(
        eq(s.reminderSends.kind, row.kind),
        eq(s.reminderSends.recordId, row.recordId),
        eq(s.reminderSends.step, row.step),
      ),
    update: { sentTo: "office@example.test" },
    expected: { step: "7" },
  }),
  rt({
    table: s.quoteTemplates,
    create: async (db) => {
      const business = await f.createBusiness(db);
      const [row] = await db
        .insert(s.quoteTemplates)
        .values({
          businessId: business.id,
          name: "Skim a room",
          laborDays: 1.5,
          lines: [
            {
              productId: null,
              name: "Multi-finish 25kg",
              unit: "bag",
              quantity: 4,
              netUnitPricePence: 1099,
              markupPercent: null,
              vatRate: 20,
              sku: null,
              merchantId: null,
            },
          ],
          measurements: [{ label: "Room length", value: 4.2, unit: "m" }],
        })
        .returning();
      return row!;
    },
    key: byId(s.quoteTemplates.id),
    update: { name: "Skim a big room", laborDays: 2.5 },
    expected: { laborDays: 1.5 },
  }),
  rt({
    table: s.favourites,
    create: (db) => f.createFavourite(db),
    key: (row) =>
      and(eq(s.favourites.userId, row.userId), eq(s.favourites.productId, row.productId)),
    update: { createdAt: new Date("2026-01-02T03:04:05.678Z") },
  }),
  rt({
    table: s.uploadedImages,
    create: (db) => f.createUploadedImage(db),
    key: byId(s.uploadedImages.id),
    // As long as the first, so `bytes` (kept by the database: its size) stays as read.
    update: { data: Buffer.from("ffd8ffe000104a46", "hex"), contentType: "image/jpeg" },
    expected: { data: Buffer.from("89504e470d0a1a0a", "hex"), bytes: 8 },
  }),
  rt({
    table: s.merchants,
    create: (db) => f.createMerchant(db, { name: "Test Timber" }),
    key: byId(s.merchants.id),
    update: { website: "https://timber.example" },
    expected: { name: "Test Timber" },
  }),
  rt({
    table: s.merchantBranches,
    create: (db) => f.createMerchantBranch(db),
    key: byId(s.merchantBranches.id),
    update: { email: "branch@merchant.example" },
  }),
  rt({
    table: s.productCategories,
    create: (db) => f.createProductCategory(db),
    key: byId(s.productCategories.id),
    update: { name: "Renamed category" },
  }),
  rt({
    table: s.products,
    create: async (db) =>
      f.createProduct(db, { businessId: (await f.createBusiness(db)).id, pricePence: 123_456 }),
    key: byId(s.products.id),
    update: { pricePence: 99 },
    expected: { pricePence: 123_456, unit: "sheet" },
  }),
  rt({
    table: s.merchantTerms,
    create: (db) => f.createMerchantTerm(db, { discountPercent: 12.5 }),
    key: byId(s.merchantTerms.id),
    update: { discountPercent: 40 },
    expected: { discountPercent: 12.5, merchantId: 1 },
  }),
  rt({
    table: s.tradeAccounts,
    create: (db) => f.createTradeAccount(db),
    key: byId(s.tradeAccounts.id),
    update: { isDefault: false },
    expected: { isDefault: true },
  }),
  rt({
    table: s.scrapingJobs,
    create: (db) => f.createScrapingJob(db),
    key: byId(s.scrapingJobs.id),
    update: { status: "completed", endTime: new Date(), pagesDone: 3 },
    expected: { status: "running", pagesDone: 0, pagesTotal: 3 },
  }),
  rt({
    table: s.orders,
    create: async (db) => {
      const { lines: _lines, ...order } = await f.createOrder(db);
      return order;
    },
    key: byId(s.orders.id),
    update: { status: "cancelled" },
    // 10 × 1099 + 2.5 × 1249 = 10990 + 3122.5 → 3123 (half up per line)
    expected: { totalPence: 14_113, status: "placed", number: 1 },
  }),
  rt({
    table: s.orderLines,
    create: async (db) => (await f.createOrder(db)).lines[1]!,
    key: byId(s.orderLines.id),
    update: { quantity: 3.125 },
    expected: { quantity: 2.5, unitPricePence: 1249, totalPence: 3123, position: 1 },
  }),
  rt({
    table: s.quotes,
    create: async (db) => {
      const { materials: _m, measurements: _x, ...quote } = await f.createQuote(db);
      return quote;
    },
    key: byId(s.quotes.id),
    update: { status: "sent", sentAt: new Date() },
    // Net 12×1099 + 3×1249 + 1.5×399 (598.5 → 599) = 17534, marked up 15%: 12×1264 + 3×1436 +
    // 1.5×459 (688.5 → 689) = 20165; labour 3 × 25000
    expected: {
      number: 1,
      totalMaterialsCostPence: 20_165,
      materialsNetPence: 17_534,
      totalLaborPence: 75_000,
      subtotalPence: 95_165,
      vatAmountPence: 19_033,
      totalAmountPence: 114_198,
      laborDays: 3,
      vatRate: 20,
      status: "draft",
    },
  }),
  rt({
    table: s.quoteMaterials,
    create: async (db) => (await f.createQuote(db)).materials[2]!,
    key: byId(s.quoteMaterials.id),
    update: { quantity: 2 },
    expected: {
      quantity: 1.5,
      netUnitPricePence: 399,
      markupPercent: null,
      unitPricePence: 459,
      totalPence: 689,
      position: 2,
    },
  }),
  rt({
    table: s.quoteMeasurements,
    create: async (db) => (await f.createQuote(db)).measurements[0]!,
    key: byId(s.quoteMeasurements.id),
    update: { value: 4.35 },
    expected: { label: "Wall length", value: 4.2, unit: "m" },
  }),
  rt({
    table: s.quotePhotos,
    create: (db) => f.createQuotePhoto(db, { position: 3 }),
    key: byId(s.quotePhotos.id),
    update: { position: 4 },
    expected: { position: 3 },
  }),
  rt({
    table: s.jobs,
    create: (db) => f.createJob(db),
    key: byId(s.jobs.id),
    update: { status: "in-progress", startedAt: new Date() },
    expected: { status: "scheduled", notes: "" },
  }),
  rt({
    table: s.invoices,
    create: async (db) => {
      const { lines: _lines, ...invoice } = await f.createInvoice(db);
      return invoice;
    },
    key: byId(s.invoices.id),
    update: { status: "sent", dueDate: "2026-12-31" },
    // 75000 + 13188 net, 20% VAT
    expected: { netPence: 88_188, vatPence: 17_638, amountDuePence: 105_826, number: 1 },
  }),
  rt({
    table: s.invoiceLines,
    create: async (db) => (await f.createInvoice(db)).lines[0]!,
    key: byId(s.invoiceLines.id),
    update: { description: "Labour: 4 days", quantity: 4 },
    expected: { isLabour: true, quantity: 3, netPence: 75_000, vatPence: 15_000, vatRate: 20 },
  }),
  rt({
    table: s.priceListImports,
    create: (db) => createPriceListImport(db),
    key: byId(s.priceListImports.id),
    update: { status: "done", rowsDone: 1000, inserted: 990, skipped: 10 },
    expected: { status: "running", rowsTotal: 1000, rowsDone: 0, error: null },
  }),
  rt({
    table: s.priceListImportBatches,
    create: (db) => createPriceListImportBatch(db),
    key: (row) =>
      and(
        eq(s.priceListImportBatches.importId, row.importId),
        eq(s.priceListImportBatches.seq, row.seq),
      ),
    update: { rows: "[]" },
    expected: { seq: 0 },
  }),
  rt({
    table: s.revokedQuoteLinks,
    create: async (db) => {
      const quote = await f.createQuote(db);
      const [row] = await db
        .insert(s.revokedQuoteLinks)
        .values({ token: `old-${quote.id}`, businessId: quote.businessId, quoteId: quote.id })
        .returning();
      return row!;
    },
    key: (row) => eq(s.revokedQuoteLinks.token, row.token),
    update: { revokedAt: new Date("2026-11-25T12:00:00Z") },
    expected: {},
  }),
  rt({
    table: s.accountingExports,
    create: async (db) => {
      const business = await f.createBusiness(db);
      const [row] = await db
        .insert(s.accountingExports)
        .values({
          businessId: business.id,
          format: "xero",
          fromDate: "2026-10-01",
          toDate: "2026-12-31",
        })
        .returning();
      return row!;
    },
    key: byId(s.accountingExports.id),
    update: { invoiceCount: 5, paymentCount: 3, billCount: 1 },
    expected: { format: "xero", invoiceCount: 0, toDate: "2026-12-31" },
  }),
  rt({
    table: s.businessExpenses,
    create: (db) => f.createBusinessExpense(db, { vatPence: 8_400 }),
    key: byId(s.businessExpenses.id),
    update: { description: "Van insurance, renewed", netPence: 45_000, version: 2 },
    expected: { spentOn: "2026-10-20", category: "carVanTravelExpenses", vatPence: 8_400 },
  }),
  rt({
    table: s.emailDeliveries,
    create: async (db) => {
      const quote = await f.createQuote(db);
      const [row] = await db
        .insert(s.emailDeliveries)
        .values({
          businessId: quote.businessId,
          quoteId: quote.id,
          kind: "quote",
          to: "customer@example.co.uk",
          subject: "Quote Q-0001",
          message: {
            to: "customer@example.co.uk",
            subject: "Quote Q-0001",
            text: "Hello",
            html: "<p>Hello</p>",
            attachments: [
              { filename: "Q.pdf", contentType: "application/pdf", contentBase64: "JVBE" },
            ],
          },
        })
        .returning();
      return row!;
    },
    key: byId(s.emailDeliveries.id),
    update: { state: "failed", attempts: 5, lastError: "Mailbox unavailable" },
    expected: { state: "queued", attempts: 0, lastError: null, sentAt: null },
  }),
  rt({
    table: s.payments,
    create: (db) => f.createPayment(db, { amountPence: 12_345, method: "card" }),
    key: byId(s.payments.id),
    update: { note: "Deposit" },
    expected: { amountPence: 12_345, method: "card" },
  }),
];

for (const engine of engines) {
  describe(engine.name, () => {
    let database: Database;
    let db: Db;

    beforeAll(async () => {
      database = await engine.open();
      db = database.db;
      await database.migrate();
    });
    afterAll(async () => {
      await database?.close();
    });

    it("migrates every table of the schema, and a second migrate changes nothing", async () => {
      expect(database.kind).toBe(engine.kind);
      await database.migrate();
      const rows = await queryRows<{ table_name: string }>(
        db,
        sql`select table_name from information_schema.tables where table_schema = 'public'`,
      );
      expect(rows.map((r) => r.table_name).sort()).toEqual(
        [...schemaTableNames, ...sqlOnlyTables].sort(),
      );
    });

    it("seeds idempotently: a second seed adds nothing", async () => {
      await seedDatabase(db);
      const first = await countAll(db);
      expect(first.merchants).toBe(3);
      expect(first.products).toBeGreaterThan(0);
      expect(await count(db, "businesses", sql`is_demo_template`)).toBe(1);
      await seedDatabase(db);
      expect(await countAll(db)).toEqual(first);
    });

    it("has a round trip for every table of the schema", () => {
      const covered = roundTrips.map((r) => getTableName(r.table)).sort();
      expect(covered).toEqual(schemaTableNames);
    });

    for (const spec of roundTrips) {
      it(`round-trips ${getTableName(spec.table)}: insert, read, update, delete`, async () => {
        const created = await spec.create(db);
        const where = spec.key(created);
        const read = async () => db.select().from(spec.table).where(where);

        const [row] = await read();
        expect(row).toEqual(created);
        expect(row).toMatchObject(spec.expected ?? {});
        expectColumnTypes(spec.table, row!);

        await db
          .update(spec.table)
          .set(spec.update as never)
          .where(where);
        const [updated] = await read();
        expect(updated).toEqual({ ...created, ...spec.update });
        expectColumnTypes(spec.table, updated!);

        await db.delete(spec.table).where(where);
        expect(await read()).toEqual([]);
      });
    }

    it("keeps money, numerics and timestamps exact through raw SQL (queryRows) too", async () => {
      const quote = await f.createQuote(db, { laborDays: 2.75, dayRatePence: 9_007_199_254 });
      const [raw] = await queryRows<{ total: unknown; days: unknown; at: unknown }>(
        db,
        sql`select total_labor_pence as total, labor_days as days, expires_at as at
            from quotes where id = ${quote.id}`,
      );
      // 2.75 × 9,007,199,254 pence, far above 2^31: bigint must not overflow or round.
      expect(quote.totalLaborPence).toBe(24_769_797_949);
      // Raw rows are not mapped by the schema, and the engines differ: bigint is a number from
      // PGlite but a string from node-postgres; numeric and timestamptz are strings from both.
      expect(typeof raw!.total).toBe(engine.kind === "pglite" ? "number" : "string");
      expect(Number(raw!.total)).toBe(quote.totalLaborPence);
      expect(raw!.days).toBe("2.75");
      expect(typeof raw!.at).toBe("string");
      expect(new Date(raw!.at as string).getTime()).toBe(quote.expiresAt.getTime());
    });

    it("cascades a business delete to every tenant-owned row, and nothing else", async () => {
      const { business, owner } = await f.createBusinessWithOwner(db);
      const businessId = business.id;
      const other = await f.createCustomer(db);
      const quote = await f.createQuote(db, { businessId });
      await f.createJob(db, { quoteId: quote.id });
      const invoice = await f.createInvoice(db, { businessId, quoteId: quote.id });
      await f.createPayment(db, { invoiceId: invoice.id });
      const tradeAccount = await f.createTradeAccount(db, { businessId });
      await f.createOrder(db, { businessId, tradeAccountId: tradeAccount.id, quoteId: quote.id });
      const product = await f.createProduct(db, { businessId });
      await f.createFavourite(db, { businessId, userId: owner.id, productId: product.id });
      await f.createMerchantTerm(db, { businessId });
      await f.createScrapingJob(db, { businessId });
      await f.createActivityEvent(db, { businessId });
      await createPriceListImport(db, { businessId });
      await db
        .insert(schema.revokedQuoteLinks)
        .values({ token: `old-${quote.id}`, businessId, quoteId: quote.id });
      await db.insert(schema.reminderSends).values({
        kind: "quote-follow-up",
        recordId: quote.id,
        step: "follow-up",
        businessId,
        sentTo: "sarah@example.test",
      });
      await db.insert(schema.quoteTemplates).values({ businessId, name: "Skim a room" });
      await db
        .insert(schema.accountingExports)
        .values({ businessId, format: "xero", fromDate: "2026-10-01", toDate: "2026-12-31" });
      await f.createBusinessExpense(db, { businessId });
      await db.insert(schema.emailDeliveries).values({
        businessId,
        quoteId: quote.id,
        kind: "quote",
        to: "sarah@example.test",
        subject: "Quote",
        message: {
          to: "sarah@example.test",
          subject: "Quote",
          text: "",
          html: "",
          attachments: [],
        },
      });
      const image = await f.createUploadedImage(db, { businessId });
      await db
        .update(schema.quotes)
        .set({ imageId: image.id })
        .where(eq(schema.quotes.id, quote.id));
      await f.createQuotePhoto(db, { quoteId: quote.id, businessId });

      const owned = sql`business_id = ${businessId}`;
      for (const table of tenantTables) {
        expect(await count(db, getTableName(table), owned), getTableName(table)).toBeGreaterThan(0);
      }

      await db.delete(schema.businesses).where(eq(schema.businesses.id, businessId));

      for (const table of tenantTables) {
        expect(await count(db, getTableName(table), owned), getTableName(table)).toBe(0);
      }
      // The owner is a user, not tenant data; another business's rows stay.
      expect(await count(db, "user", sql`id = ${owner.id}`)).toBe(1);
      expect(await count(db, "customers", sql`id = ${other.id}`)).toBe(1);
    });

    it("cascades a user delete to sessions, accounts, two-factor, memberships and favourites", async () => {
      const { business, owner } = await f.createBusinessWithOwner(db);
      await f.createSession(db, { userId: owner.id });
      await f.createAccount(db, { userId: owner.id });
      await f.createTwoFactor(db, { userId: owner.id });
      await f.createFavourite(db, { userId: owner.id, businessId: business.id });
      await db.delete(schema.user).where(eq(schema.user.id, owner.id));
      const mine = sql`user_id = ${owner.id}`;
      for (const table of ["session", "account", "two_factor", "memberships", "favourites"]) {
        expect(await count(db, table, mine), table).toBe(0);
      }
      expect(await count(db, "businesses", sql`id = ${business.id}`)).toBe(1);
    });

    it("sets references to null where the schema says so", async () => {
      const quote = await f.createQuote(db);
      const invoice = await f.createInvoice(db, {
        businessId: quote.businessId,
        quoteId: quote.id,
        customerId: quote.customerId,
      });
      const tradeAccount = await f.createTradeAccount(db, { businessId: quote.businessId });
      const order = await f.createOrder(db, {
        businessId: quote.businessId,
        tradeAccountId: tradeAccount.id,
      });
      await db.delete(schema.customers).where(eq(schema.customers.id, quote.customerId!));
      await db.delete(schema.tradeAccounts).where(eq(schema.tradeAccounts.id, tradeAccount.id));

      const [q] = await db.select().from(schema.quotes).where(eq(schema.quotes.id, quote.id));
      expect(q).toMatchObject({ customerId: null, customerName: "Sarah Thompson" });
      const [i] = await db.select().from(schema.invoices).where(eq(schema.invoices.id, invoice.id));
      expect(i?.customerId).toBeNull();
      const [o] = await db.select().from(schema.orders).where(eq(schema.orders.id, order.id));
      expect(o?.tradeAccountId).toBeNull();
    });

    it("numbers quotes per business from max + 1 and keeps the counter in step", async () => {
      const business = await f.createBusiness(db);
      const numbers = [];
      for (let i = 0; i < 3; i++)
        numbers.push((await f.createQuote(db, { businessId: business.id })).number);
      expect(numbers).toEqual([1, 2, 3]);
      expect((await f.createQuote(db)).number).toBe(1);
      const [counter] = await db
        .select()
        .from(schema.businessCounters)
        .where(
          and(
            eq(schema.businessCounters.businessId, business.id),
            eq(schema.businessCounters.name, "quote"),
          ),
        );
      expect(counter?.value).toBe(3);
      await expect(f.createQuote(db, { businessId: business.id, number: 2 })).rejects.toThrow();
    });

    it("has the pg_trgm indexes on products and answers contains-searches", async () => {
      const indexes = await queryRows<{ indexname: string }>(
        db,
        sql`select indexname from pg_indexes where tablename = 'products'`,
      );
      expect(indexes.map((r) => r.indexname)).toEqual(
        expect.arrayContaining(["products_name_trgm", "products_sku_trgm"]),
      );
      const extensions = await queryRows<{ extname: string }>(
        db,
        sql`select extname from pg_extension where extname = 'pg_trgm'`,
      );
      expect(extensions).toHaveLength(1);

      const rows = await queryRows<{ name: string }>(
        db,
        sql`select name from products where lower(name) like '%board%' order by name`,
      );
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows) expect(r.name.toLowerCase()).toContain("board");
      const viaDrizzle = await db
        .select({ id: schema.products.id })
        .from(schema.products)
        .where(sql`lower(${schema.products.name}) like ${"%board%"}`);
      expect(viaDrizzle).toHaveLength(rows.length);

      // The planner can use the trigram index for it (with sequential scans discouraged).
      const plan = await db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return queryRows<{ "QUERY PLAN": string }>(
          tx,
          sql`explain select id from products where lower(name) like '%board%'`,
        );
      });
      expect(plan.map((r) => r["QUERY PLAN"]).join("\n")).toContain("products_name_trgm");
    });
  });
}
