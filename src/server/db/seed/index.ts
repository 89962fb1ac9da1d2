import { eq, isNull, sql } from "drizzle-orm";
import { chargedUnitPence, lineTotalPence } from "../../../shared/quote-math";
import type { Db } from "../client";
import {
  businessCounters,
  businesses,
  customers,
  merchantBranches,
  merchants,
  merchantTerms,
  productCategories,
  products,
  quoteMaterials,
  quoteMeasurements,
  quotes,
  tradeAccounts,
} from "../schema";
import { BASE_PRODUCTS, BRANCH_TOWNS, CATEGORIES, MERCHANTS } from "./catalogue-data";
import {
  DEMO_BUSINESS,
  DEMO_CUSTOMERS,
  DEMO_MERCHANT_TERMS,
  DEMO_TRADE_ACCOUNTS,
  demoQuote,
} from "./demo-template";
import { seedStarterTemplates } from "./starter-templates";

/** A small deterministic spread so the same product costs a little more or less at each merchant. */
function priceAt(basePence: number, factor: number, salt: number): number {
  const wobble = 1 + (((salt * 7919) % 11) - 5) / 100;
  const pence = Math.round(basePence * factor * wobble);
  // Trade counters price to the penny ending 9 or 5 more often than not.
  return Math.max(5, pence - (pence % 5) + (salt % 2 === 0 ? 4 : 0));
}

async function seedMerchantsAndCatalogue(db: Db) {
  await db
    .insert(merchants)
    .values(MERCHANTS.map(({ id, name, website }) => ({ id, name, website })))
    .onConflictDoNothing();
  await db
    .insert(merchantBranches)
    .values(
      MERCHANTS.flatMap((m) => BRANCH_TOWNS.map((town) => ({ merchantId: m.id, name: town }))),
    )
    .onConflictDoNothing();
  await db
    .insert(productCategories)
    .values([...CATEGORIES])
    .onConflictDoNothing();

  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(isNull(products.businessId));
  if ((existing?.n ?? 0) > 0) return;

  const categoryIds = new Map(
    (await db.select().from(productCategories)).map((c) => [c.slug, c.id] as const),
  );
  const rows = MERCHANTS.flatMap((merchant) =>
    BASE_PRODUCTS.map((p, index) => ({
      merchantId: merchant.id,
      categoryId: categoryIds.get(p.category) ?? null,
      name: p.name,
      sku: `${merchant.skuPrefix}${String(10_000 + index * 37 + merchant.id).padStart(6, "0")}`,
      unit: p.unit,
      pricePence: priceAt(p.pricePence, merchant.priceFactor, index + merchant.id),
      description: p.description,
      url: `${merchant.website}/p/${p.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/(^-|-$)/g, "")}`,
      stock: (index + merchant.id) % 9 === 0 ? "Low stock" : "In stock",
    })),
  );
  for (let i = 0; i < rows.length; i += 200) {
    await db.insert(products).values(rows.slice(i, i + 200));
  }
}

async function seedDemoTemplate(db: Db) {
  const [template] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.isDemoTemplate, true))
    .limit(1);
  if (template) return;
  await db.transaction(async (tx) => {
    const [business] = await tx
      .insert(businesses)
      .values({ ...DEMO_BUSINESS, isDemoTemplate: true })
      .returning({ id: businesses.id });
    const businessId = business!.id;
    await tx.insert(businessCounters).values({ businessId, name: "quote", value: 1 });
    const [customer] = await tx
      .insert(customers)
      .values(DEMO_CUSTOMERS.map((c) => ({ ...c, businessId })))
      .returning();
    const merchantNames = new Map(MERCHANTS.map((m) => [m.id, m.name] as const));
    await tx.insert(merchantTerms).values(
      DEMO_MERCHANT_TERMS.map((t, position) => ({
        ...t,
        businessId,
        position,
        merchantName: merchantNames.get(t.merchantId) ?? "",
      })),
    );
    await tx.insert(tradeAccounts).values(DEMO_TRADE_ACCOUNTS.map((a) => ({ ...a, businessId })));
    const { materials, measurements, ...quote } = demoQuote(new Date());
    const [row] = await tx
      .insert(quotes)
      .values({
        ...quote,
        businessId,
        number: 1,
        customerId: customer!.id,
        customerName: `${customer!.firstName} ${customer!.lastName}`,
      })
      .returning({ id: quotes.id });
    await tx.insert(quoteMaterials).values(
      materials.map((m, position) => ({
        ...m,
        businessId,
        quoteId: row!.id,
        position,
        unitPricePence: chargedUnitPence(m, quote.marginPercent),
        totalPence: lineTotalPence(m.quantity, chargedUnitPence(m, quote.marginPercent)),
      })),
    );
    await tx
      .insert(quoteMeasurements)
      .values(
        measurements.map((m, position) => ({ ...m, businessId, quoteId: row!.id, position })),
      );
  });
}

/** Idempotent: safe on every start; creates only what is missing. */
export async function seedDatabase(db: Db) {
  await seedMerchantsAndCatalogue(db);
  await seedDemoTemplate(db);
  await seedStarterTemplates(db);
}
