import { and, asc, eq, sql } from "drizzle-orm";
import { limitMessages, PRICE_LIST_MAX_BYTES, PRICE_LIST_MAX_ROWS } from "../../../shared/limits";
import { type Db, type DbOrTx, queryRows } from "../../db/client";
import { merchants, productCategories, products } from "../../db/schema";
import { badRequest } from "../../errors";
import { toCsv } from "../../http/csv";
import { runTask } from "../../workers/pool";
import { countLines } from "./csv";
import type { MappingField, PriceListPreview } from "./price-list-parse";

/**
 * A business's own price list, imported from a merchant's CSV (SPEC §2 Materials, §3 Product).
 * The file is parsed in the worker pool (price-list-parse.ts); an import is a durable queue job
 * (price-list-imports.ts, ADR 0019).
 */

export {
  guessMapping,
  MAPPING_FIELDS,
  type Mapping,
  type MappingField,
  type ParsedRow,
  type PriceListPreview,
  parsePounds,
  type RowError,
} from "./price-list-parse";

export interface PriceListInput {
  csv: string;
  merchantId: number;
  mapping?: Partial<Record<MappingField, string | null | undefined>>;
  /** The prices are the business's trade prices already: no merchant discount on top. */
  tradePrices?: boolean;
}

/** Pence as pounds with two decimals, e.g. 129900 → "1299.00". */
export function formatPounds(pence: number): string {
  return `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, "0")}`;
}

/**
 * The caps, checked before any parsing: at most 20 MB (in UTF-8) and 200,000 rows (lines holding
 * anything, less the header: a bound the parser checks again exactly).
 */
export function checkPriceListSize(csv: string) {
  if (csv.length > PRICE_LIST_MAX_BYTES || Buffer.byteLength(csv, "utf8") > PRICE_LIST_MAX_BYTES) {
    throw badRequest(limitMessages.priceListBytes, { csv: limitMessages.priceListBytes });
  }
  if (countLines(csv) - 1 > PRICE_LIST_MAX_ROWS) {
    throw badRequest(limitMessages.priceListRows, { csv: limitMessages.priceListRows });
  }
}

/**
 * The file checked and parsed in the worker pool (for an import, its rows in JSON batches), in the
 * turn of `businessId`, who sent it.
 */
export async function analysePriceList(
  db: DbOrTx,
  businessId: string,
  input: PriceListInput,
  forImport: boolean,
  withSkus = false,
) {
  checkPriceListSize(input.csv);
  const [merchant] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.id, input.merchantId));
  if (!merchant) throw badRequest("Unknown merchant", { merchantId: "Unknown merchant" });
  const categories = await db
    .select({
      id: productCategories.id,
      name: productCategories.name,
      slug: productCategories.slug,
    })
    .from(productCategories);
  return runTask(
    "parsePriceList",
    {
      csv: input.csv,
      ...(input.mapping ? { mapping: input.mapping } : {}),
      categories,
      forImport,
      withSkus,
    },
    { owner: businessId },
  );
}

/**
 * The preview, with how the file's SKUs meet what the business already sees at the merchant:
 * `ownMatches` rows update its own price list's products; `catalogueMatches` rows share their SKU
 * with a product of the merchant's public catalogue, which stays as it is for everyone, the
 * business's own copy beside it (marked as its price list; the estimator buys at its price). Only
 * the public catalogue and the business's own products are counted, never another business's.
 */
export async function previewPriceList(
  db: Db,
  businessId: string,
  input: PriceListInput,
): Promise<PriceListPreview & { ownMatches: number; catalogueMatches: number }> {
  const { headers, mapping, rows, errors, validCount, errorCount, skus } = await analysePriceList(
    db,
    businessId,
    input,
    false,
    true,
  );
  const matches = await skuMatches(db, businessId, input.merchantId, skus);
  return { headers, mapping, rows, errors, validCount, errorCount, ...matches };
}

/** SKUs looked up per statement (one JSON parameter each). */
const MATCH_CHUNK = 20_000;

/**
 * How many of the file's (distinct) SKUs the business already has as its own products, and how
 * many the merchant's catalogue has. One count per partial SKU index, each where clause implying
 * its index's predicate: one count under `business_id = b or business_id is null` matched neither
 * and read every product of the merchant per statement (1.2-2.2 s for 200,000 SKUs against
 * 1,000,000 products; `node scripts/bench/price-list-preview.mjs`, docs/BENCHMARKS.md). Sorted,
 * each chunk's lookups walk the indexes in order.
 */
async function skuMatches(db: Db, businessId: string, merchantId: number, skus: string[]) {
  let ownMatches = 0;
  let catalogueMatches = 0;
  const sorted = skus.toSorted();
  for (let at = 0; at < sorted.length; at += MATCH_CHUNK) {
    const chunk = JSON.stringify(sorted.slice(at, at + MATCH_CHUNK));
    const [row] = await queryRows<{ own: string; public: string }>(
      db,
      sql`select
            (select count(*) from ${products} p
              where p.business_id = ${businessId} and p.merchant_id = ${merchantId}
                and p.sku in (select json_array_elements_text(${chunk}::json)))::text as own,
            (select count(*) from ${products} p
              where p.business_id is null and p.merchant_id = ${merchantId}
                and p.sku in (select json_array_elements_text(${chunk}::json)))::text as public`,
    );
    ownMatches += Number(row?.own ?? 0);
    catalogueMatches += Number(row?.public ?? 0);
  }
  return { ownMatches, catalogueMatches };
}

/** Products a page of the price-list export reads (as CSV: about 1–10 MB). */
export const EXPORT_PAGE_ROWS = 2_000;

/**
 * The business's own products as CSV (Name, SKU, Unit, Price in pounds, Category, Description),
 * a page at a time in name order: a business may hold 250,000 products with 5,000-character
 * descriptions, more than one string (or one process's memory) holds.
 */
export async function* priceListCsv(
  db: Db,
  businessId: string,
  merchantId?: number,
): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder();
  let after: { name: string; id: number } | undefined;
  for (let header = true; ; header = false) {
    const page = await db
      .select({
        id: products.id,
        name: products.name,
        sku: products.sku,
        unit: products.unit,
        pricePence: products.pricePence,
        category: productCategories.name,
        description: products.description,
      })
      .from(products)
      .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
      .where(
        and(
          eq(products.businessId, businessId),
          merchantId ? eq(products.merchantId, merchantId) : undefined,
          after
            ? sql`(${products.name}, ${products.id}) > (${after.name}, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(asc(products.name), asc(products.id))
      .limit(EXPORT_PAGE_ROWS);
    const columns = ["Name", "SKU", "Unit", "Price", "Category", "Description"];
    const cells = page.map((r) => [
      r.name,
      r.sku,
      r.unit,
      formatPounds(r.pricePence),
      r.category ?? "",
      r.description,
    ]);
    if (header || cells.length > 0) yield encoder.encode(toCsv(columns, cells, { header }));
    const last = page.at(-1);
    if (!last || page.length < EXPORT_PAGE_ROWS) return;
    after = { name: last.name, id: last.id };
  }
}
