import { and, eq, inArray } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { merchants, products } from "../../db/schema";
import { ownProductCount, tooManyProducts } from "../catalogue/own-products";
import type { ScrapedItem } from "./parse";

// Where a scrape's products go: the merchant and categories they match, upserted by SKU.

// ---- merchant and category ------------------------------------------------------------------

const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, "");

/** The merchant whose website is on this host; the first merchant for any other allowed host. */
export async function merchantForHost(db: DbOrTx, host: string): Promise<number> {
  const rows = await db.select({ id: merchants.id, website: merchants.website }).from(merchants);
  for (const row of rows) {
    try {
      const site = new URL(/^https?:/.test(row.website) ? row.website : `https://${row.website}`);
      if (row.website && bareHost(site.hostname) === bareHost(host)) return row.id;
    } catch {
      // A malformed website matches nothing.
    }
  }
  return 1;
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, " ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** Matches a supplier's category name to one of ours (by name, slug or a shared leading word). */
export function categoryMatcher(categories: { id: number; name: string; slug: string }[]) {
  return (name: string): number | null => {
    const wanted = name.trim().toLowerCase();
    if (!wanted) return null;
    const slug = slugify(wanted);
    const exact = categories.find((c) => c.name.toLowerCase() === wanted || c.slug === slug);
    if (exact) return exact.id;
    const partial = categories.find(
      (c) =>
        c.slug.split("-").includes(slug) || slug.split("-").includes(c.slug.split("-")[0] ?? ""),
    );
    return partial?.id ?? null;
  };
}

interface UpsertCounts {
  created: number;
  updated: number;
  ids: number[];
}

/** Upserts a page's items; 409 (nothing written) when its new ones pass the business's `limit`. */
export async function upsertItems(
  db: Db,
  businessId: string,
  merchantId: number,
  items: ScrapedItem[],
  categoryOf: (name: string) => number | null,
  limit: number,
): Promise<UpsertCounts> {
  const counts: UpsertCounts = { created: 0, updated: 0, ids: [] };
  if (items.length === 0) return counts;
  await db.transaction(async (tx) => {
    const existing = await tx
      .select()
      .from(products)
      .where(
        and(
          eq(products.businessId, businessId),
          eq(products.merchantId, merchantId),
          inArray(
            products.sku,
            items.map((i) => i.sku),
          ),
        ),
      );
    const bySku = new Map(existing.map((p) => [p.sku, p]));
    const adding = items.filter((i) => !bySku.has(i.sku)).length;
    const held = adding > 0 ? await ownProductCount(tx, businessId) : 0;
    if (held + adding > limit) throw tooManyProducts(limit, held, adding);
    for (const item of items) {
      const values = {
        name: item.name.slice(0, 500),
        pricePence: item.pricePence ?? 0,
        stock: item.stock.slice(0, 100),
        url: item.url.slice(0, 2000),
        imageUrl: item.imageUrl.slice(0, 2000),
        categoryId: categoryOf(item.category),
      };
      const found = bySku.get(item.sku);
      if (!found) {
        const [row] = await tx
          .insert(products)
          .values({
            ...values,
            businessId,
            merchantId,
            sku: item.sku.slice(0, 100),
            description: item.description.slice(0, 10_000),
          })
          .returning({ id: products.id });
        if (row) {
          counts.created++;
          counts.ids.push(row.id);
        }
        continue;
      }
      counts.ids.push(found.id);
      const changes: Partial<typeof products.$inferInsert> = {};
      if (found.name !== values.name) changes.name = values.name;
      if (Number(found.pricePence) !== values.pricePence) {
        changes.pricePence = values.pricePence;
        // The supplier's page shows its list price: a trade price from a price list no longer stands.
        changes.tradePrice = false;
      }
      if (values.stock && found.stock !== values.stock) changes.stock = values.stock;
      if (values.url && found.url !== values.url) changes.url = values.url;
      if (values.imageUrl && found.imageUrl !== values.imageUrl) changes.imageUrl = values.imageUrl;
      if (values.categoryId !== null && found.categoryId !== values.categoryId)
        changes.categoryId = values.categoryId;
      if (item.description && !found.description)
        changes.description = item.description.slice(0, 10_000);
      if (Object.keys(changes).length > 0) {
        await tx
          .update(products)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(products.id, found.id));
        counts.updated++;
      }
    }
  });
  return counts;
}
