import { isNull, sql } from "drizzle-orm";
import type { Db } from "../client";
import { merchantBranches, merchants, productCategories, products } from "../schema";
import { BASE_PRODUCTS, BRANCH_TOWNS, CATEGORIES, MERCHANTS } from "./catalogue-data";
import { seedDemoTemplate } from "./demo/write";
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

/** Idempotent: safe on every start; creates only what is missing. */
export async function seedDatabase(db: Db, now = new Date()) {
  await seedMerchantsAndCatalogue(db);
  await seedDemoTemplate(db, now);
  await seedStarterTemplates(db);
}
