/**
 * Backup round trip: a database with rows in every table of the schema is dumped, written to a
 * gzipped file, read back and restored into a fresh database; every table must then match row by
 * row. On in-memory PGlite and on PostgreSQL.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import {
  type Dump,
  dumpDatabase,
  readBackupFile,
  restoreDatabase,
  schemaTables,
  writeBackupFile,
} from "../../src/server/db/backup";
import { type Database, openDatabase, queryRows } from "../../src/server/db/client";
import {
  accountingExports,
  emailDeliveries,
  reminderSends,
  revokedQuoteLinks,
  serverSecret,
} from "../../src/server/db/schema";
import { seedDatabase } from "../../src/server/db/seed";
import { searchProducts } from "../../src/server/features/catalogue/service";
import * as f from "../support/factories";
import { startPostgres } from "../support/postgres";
import { createPriceListImport, createPriceListImportBatch } from "../support/price-lists";

const dir = mkdtempSync(join(tmpdir(), "sole-backup-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Rows in every table of the schema, through the factories. */
async function fill(db: Database["db"]) {
  await seedDatabase(db);
  const { business, owner } = await f.createBusinessWithOwner(db, {
    business: {
      name: "Backup & Sons",
      logo: Buffer.from([0, 1, 2, 250, 255]),
      bankAccountName: "Backup & Sons Ltd",
      bankSortCode: "012345",
      bankAccountNumber: "00012345",
      paymentTermsDays: 30,
    },
  });
  const businessId = business.id;
  await f.createSession(db, { userId: owner.id });
  await f.createAccount(db, { userId: owner.id });
  await f.createVerification(db);
  await f.createTwoFactor(db, { userId: owner.id });
  await f.createRateLimit(db);
  await f.createLoginLockout(db);
  await f.createBusinessCounter(db, { businessId });
  const customer = await f.createCustomer(db, {
    businessId,
    firstName: "Zoë",
    lastName: 'O\'Brien, "Flat 2"',
  });
  await f.createActivityEvent(db, { businessId });
  await f.createWaitlistEmail(db);
  await f.createOutboxMail(db);
  const image = await f.createUploadedImage(db, { businessId });
  await f.createFavourite(db, { businessId, userId: owner.id });
  await f.createMerchant(db);
  await f.createMerchantBranch(db);
  await f.createProductCategory(db);
  await f.createProduct(db, { businessId });
  await f.createProduct(db);
  await f.createMerchantTerm(db, { businessId });
  await f.createTradeAccount(db, { businessId });
  await f.createScrapingJob(db, { businessId });
  await f.createOrder(db, { businessId });
  const quote = await f.createQuote(db, {
    businessId,
    customerId: customer.id,
    imageId: image.id,
    measurements: [{ label: "Wall", value: 2.5, unit: "m" }],
  });
  await f.createJob(db, { businessId, quoteId: quote.id });
  await f.createQuotePhoto(db, { businessId, quoteId: quote.id, imageId: image.id });
  const invoice = await f.createInvoice(db, { businessId, quoteId: quote.id });
  await f.createPayment(db, { businessId, invoiceId: invoice.id });
  const priceListImport = await createPriceListImport(db, { businessId });
  await createPriceListImportBatch(db, { importId: priceListImport.id });
  await db
    .insert(revokedQuoteLinks)
    .values({ token: `old-${quote.id}`, businessId, quoteId: quote.id });
  await db.insert(serverSecret).values({ name: "auth", value: "backed-up-secret-".repeat(3) });
  await db
    .insert(accountingExports)
    .values({ businessId, format: "xero", fromDate: "2026-10-01", toDate: "2026-12-31" });
  await f.createBusinessExpense(db, { businessId, supplier: 'Zoë\'s "Vans", Ltd' });
  await db.insert(reminderSends).values({
    kind: "quote-follow-up",
    recordId: quote.id,
    step: "follow-up",
    businessId,
    sentTo: "zoe@example.co.uk",
  });
  const message = { to: "zoe@example.co.uk", subject: "Quote", text: "Hi", html: "<p>Hi</p>" };
  await db.insert(emailDeliveries).values({
    businessId,
    quoteId: quote.id,
    kind: "quote",
    to: message.to,
    subject: message.subject,
    message: { ...message, attachments: [] },
  });
}

/**
 * Every table as sorted JSON lines of PostgreSQL's exact text forms. `products.search_txid` is
 * left out: it is product search's freshness stamp (migration 0009), outside the Drizzle schema,
 * and a restore stamps every restored row anew on purpose so each process's index reads them.
 */
async function snapshot(db: Database["db"]) {
  const out: Record<string, string[]> = {};
  for (const { name } of schemaTables()) {
    const rows = await queryRows<{ r: string }>(
      db,
      sql`select (to_jsonb(t) - 'search_txid')::text as r from ${sql.raw(`"public"."${name}"`)} t`,
    );
    out[name] = rows.map((r) => r.r).sort();
  }
  return out;
}

/** Names found by a few searches (name fragments and a SKU) as any business sees them. */
async function searchNames(db: Database["db"]) {
  const scope = { businessId: "00000000-0000-4000-8000-000000000000", userId: "nobody" };
  const out: string[][] = [];
  for (const q of ["Plaster", "ard 12", "rock", "SF01"]) {
    const { products } = await searchProducts(db, scope, { q, page: 1, pageSize: 20 });
    out.push(products.map((p) => p.name));
  }
  expect(out.flat().length).toBeGreaterThan(0);
  return out;
}

async function roundTrip(source: Database, target: Database, file: string) {
  await source.migrate();
  await fill(source.db);
  const before = await snapshot(source.db);
  for (const { name } of schemaTables()) {
    expect(before[name]?.length, `${name} has rows to back up`).toBeGreaterThan(0);
  }
  const dump = await dumpDatabase(source.db, source.kind);
  expect(dump.migration?.hash).toMatch(/^[0-9a-f]{64}$/);
  await writeBackupFile(file, dump);
  const read: Dump = await readBackupFile(file);

  await target.migrate();
  await seedDatabase(target.db); // restore replaces existing rows too
  await restoreDatabase(target.db, read);
  const after = await snapshot(target.db);
  for (const { name } of schemaTables()) expect(after[name], name).toEqual(before[name]);

  // Product search's index catches up with the restored rows (stamped anew): same answers.
  expect(await searchNames(target.db)).toEqual(await searchNames(source.db));

  // Serial sequences are past the restored ids: a new row does not collide.
  await expect(f.createProductCategory(target.db)).resolves.toBeTruthy();
  await expect(f.createProduct(target.db)).resolves.toBeTruthy();
  // A second restore over a non-empty database gives the same content.
  await restoreDatabase(target.db, read);
  expect(await snapshot(target.db)).toEqual(before);
}

describe("backup and restore on PGlite", () => {
  it("restores every table of the schema row by row", async () => {
    const source = await openDatabase({ dataDir: "memory://" });
    const target = await openDatabase({ dataDir: "memory://" });
    try {
      await roundTrip(source, target, join(dir, "pglite.json.gz"));
    } finally {
      await source.close();
      await target.close();
    }
  }, 60_000);

  it("refuses a file that is not a backup, and a dump from an unknown migration", async () => {
    const db = await openDatabase({ dataDir: "memory://" });
    try {
      await db.migrate();
      await expect(restoreDatabase(db.db, { hello: 1 } as unknown as Dump)).rejects.toThrow(
        /not a Sole backup/,
      );
      const dump = await dumpDatabase(db.db, db.kind);
      const foreign = { ...dump, migration: { hash: "f".repeat(64), createdAt: "1" } };
      await expect(restoreDatabase(db.db, foreign)).rejects.toThrow(/does not have/);
    } finally {
      await db.close();
    }
  }, 60_000);
});

const server = await startPostgres();
describe("backup and restore on PostgreSQL", () => {
  afterAll(async () => {
    await server.stop();
  });

  it("restores every table of the schema row by row into another database", async () => {
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query("create database restored");
    await admin.end();
    const source = await openDatabase({ dataDir: "", databaseUrl: server.url });
    const target = await openDatabase({
      dataDir: "",
      databaseUrl: server.url.replace(/\/postgres$/, "/restored"),
    });
    try {
      await roundTrip(source, target, join(dir, "postgres.json"));
    } finally {
      await source.close();
      await target.close();
    }
  }, 120_000);
});
