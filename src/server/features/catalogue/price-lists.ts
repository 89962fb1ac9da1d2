import { and, asc, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { merchants, productCategories, products } from "../../db/schema";
import { badRequest } from "../../errors";
import { toCsv, unescapeFormula } from "../../http/csv";
import { guessDelimiter, parseCsv } from "./csv";

/** A business's own price list, imported from a merchant's CSV (SPEC §2 Materials, §3 Product). */

export const MAX_CSV_BYTES = 2 * 1024 * 1024;
export const PREVIEW_ROWS = 20;
export const MAX_ERRORS_LISTED = 200;
const BATCH = 500;

export const MAPPING_FIELDS = ["name", "sku", "unit", "price", "category", "description"] as const;
export type MappingField = (typeof MAPPING_FIELDS)[number];
/** Column header name for each field; null when the file has no such column. */
export type Mapping = Record<MappingField, string | null>;
const REQUIRED: MappingField[] = ["name", "sku", "price"];

export interface PriceListInput {
  csv: string;
  merchantId: number;
  mapping?: Partial<Record<MappingField, string | null | undefined>>;
}

export interface ParsedRow {
  row: number;
  name: string;
  sku: string;
  unit: string;
  pricePence: number;
  category: string;
  categoryId: number | null;
  description: string;
}

export interface RowError {
  row: number;
  message: string;
}

export interface PriceListPreview {
  headers: string[];
  mapping: Mapping;
  rows: ParsedRow[];
  errors: RowError[];
  validCount: number;
  errorCount: number;
}

export interface PriceListImportResult {
  created: number;
  updated: number;
  skipped: number;
  errors: RowError[];
}

const normalise = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, "");

/** Normalised header names that mean each field, best first. */
const SYNONYMS: Record<MappingField, string[]> = {
  price: [
    "price",
    "unitprice",
    "tradeprice",
    "netprice",
    "priceexvat",
    "priceexcvat",
    "pricegbp",
    "listprice",
    "cost",
    "unitcost",
  ],
  sku: [
    "sku",
    "code",
    "productcode",
    "itemcode",
    "stockcode",
    "partnumber",
    "partno",
    "productsku",
    "ref",
    "reference",
    "articlenumber",
  ],
  name: ["productname", "name", "product", "itemname", "item", "title", "productdescription"],
  unit: ["unit", "uom", "unitofmeasure", "units", "unittype", "packunit"],
  category: ["category", "categoryname", "productcategory", "group", "productgroup", "department"],
  description: ["description", "longdescription", "details", "notes"],
};

/** The mapping a merchant's usual headers suggest ("Product Name", "Code", "Unit Price £", …). */
export function guessMapping(headers: string[]): Mapping {
  const mapping: Mapping = {
    name: null,
    sku: null,
    unit: null,
    price: null,
    category: null,
    description: null,
  };
  const used = new Set<string>();
  const take = (field: MappingField, test: (n: string) => boolean) => {
    if (mapping[field]) return;
    const header = headers.find((h) => !used.has(h) && test(normalise(h)));
    if (header !== undefined) {
      mapping[field] = header;
      used.add(header);
    }
  };
  for (const field of ["price", "sku", "name", "unit", "category", "description"] as const) {
    for (const synonym of SYNONYMS[field]) take(field, (n) => n === synonym);
  }
  take("price", (n) => n.includes("price"));
  // Many merchants' lists call the product's name its Description.
  if (!mapping.name && mapping.description) {
    mapping.name = mapping.description;
    mapping.description = null;
  }
  return mapping;
}

/** "£1,299.00", "12.99", "12" → pence; null when it is not an amount of pounds. */
export function parsePounds(raw: string): number | null {
  const text = raw.replace(/[£\s,]/g, "").replace(/^gbp/i, "");
  const match = /^(\d{1,9})(?:\.(\d*))?$/.exec(text);
  if (!match) return null;
  const fraction = `${match[2] ?? ""}000`;
  const roundUp = Number(fraction[2]) >= 5 ? 1 : 0;
  return Number(match[1]) * 100 + Number(fraction.slice(0, 2)) + roundUp;
}

/** Pence as pounds with two decimals, e.g. 129900 → "1299.00". */
export function formatPounds(pence: number): string {
  return `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, "0")}`;
}

interface Analysis extends PriceListPreview {
  valid: ParsedRow[];
  missingColumns: MappingField[];
}

async function analyse(db: DbOrTx, input: PriceListInput): Promise<Analysis> {
  if (Buffer.byteLength(input.csv, "utf8") > MAX_CSV_BYTES) {
    throw badRequest("The price list must be 2 MB or smaller", { csv: "Larger than 2 MB" });
  }
  const [merchant] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.id, input.merchantId));
  if (!merchant) throw badRequest("Unknown merchant", { merchantId: "Unknown merchant" });

  // A cell our own export escaped ('=...) reads back as the text it was.
  const records = parseCsv(input.csv, guessDelimiter(input.csv)).map((r) => r.map(unescapeFormula));
  const headers = (records[0] ?? []).map((h) => h.trim());
  if (headers.length === 0) throw badRequest("The file is empty", { csv: "The file is empty" });

  let mapping: Mapping;
  if (input.mapping) {
    mapping = { name: null, sku: null, unit: null, price: null, category: null, description: null };
    for (const field of MAPPING_FIELDS) {
      const header = input.mapping[field]?.trim();
      if (!header) continue;
      if (!headers.includes(header)) {
        throw badRequest(`Column "${header}" is not in the file`, {
          [`mapping.${field}`]: `Column "${header}" is not in the file`,
        });
      }
      mapping[field] = header;
    }
  } else {
    mapping = guessMapping(headers);
  }
  const missingColumns = REQUIRED.filter((field) => !mapping[field]);

  const categories = await db
    .select({
      id: productCategories.id,
      name: productCategories.name,
      slug: productCategories.slug,
    })
    .from(productCategories);
  const categoryIds = new Map<string, number>();
  for (const c of categories) {
    categoryIds.set(c.slug.toLowerCase(), c.id);
    categoryIds.set(c.name.toLowerCase(), c.id);
  }

  const column = (field: MappingField) => {
    const header = mapping[field];
    return header ? headers.indexOf(header) : -1;
  };
  const index = Object.fromEntries(MAPPING_FIELDS.map((f) => [f, column(f)])) as Record<
    MappingField,
    number
  >;

  const errors: RowError[] = [];
  for (const field of missingColumns) {
    errors.push({ row: 1, message: `Row 1: no column is mapped to ${field}` });
  }
  const valid: ParsedRow[] = [];
  let errorCount = 0;
  const skuRows = new Map<string, number>();
  if (missingColumns.length === 0) {
    for (let r = 1; r < records.length; r++) {
      const record = records[r]!;
      const row = r + 1; // the header is row 1, as in a spreadsheet
      const cell = (field: MappingField) => (index[field] >= 0 ? (record[index[field]] ?? "") : "");
      const name = cell("name").trim();
      const sku = cell("sku").trim();
      const priceText = cell("price").trim();
      const pricePence = parsePounds(priceText);
      const problems: string[] = [];
      if (!name) problems.push("name is missing");
      if (!sku) problems.push("SKU is missing");
      else if (skuRows.has(sku)) {
        problems.push(`SKU ${sku} is a duplicate of row ${skuRows.get(sku)}`);
      }
      if (!priceText) problems.push("price is missing");
      else if (pricePence === null) problems.push("price is not a number");
      if (sku && !skuRows.has(sku)) skuRows.set(sku, row);
      if (problems.length > 0 || pricePence === null) {
        errorCount++;
        for (const p of problems) errors.push({ row, message: `Row ${row}: ${p}` });
        continue;
      }
      const category = cell("category").trim();
      valid.push({
        row,
        name: name.slice(0, 500),
        sku: sku.slice(0, 100),
        unit: cell("unit").trim().slice(0, 50) || "each",
        pricePence,
        category,
        categoryId: category ? (categoryIds.get(category.toLowerCase()) ?? null) : null,
        description: cell("description").trim().slice(0, 5000),
      });
    }
  }
  return {
    headers,
    mapping,
    rows: valid.slice(0, PREVIEW_ROWS),
    errors: errors.slice(0, MAX_ERRORS_LISTED),
    validCount: valid.length,
    errorCount,
    valid,
    missingColumns,
  };
}

export async function previewPriceList(db: Db, input: PriceListInput): Promise<PriceListPreview> {
  const { valid: _valid, missingColumns: _missing, ...preview } = await analyse(db, input);
  return preview;
}

/** Upserts the valid rows into the business's own products (unique on merchant + SKU). */
export async function importPriceList(
  db: Db,
  businessId: string,
  input: PriceListInput,
): Promise<PriceListImportResult> {
  const analysis = await analyse(db, input);
  if (analysis.missingColumns.length > 0) {
    const fields = Object.fromEntries(
      analysis.missingColumns.map((f) => [`mapping.${f}`, `Choose the column for ${f}`]),
    );
    throw badRequest(`Choose the column for ${analysis.missingColumns.join(", ")}`, fields);
  }
  let created = 0;
  let updated = 0;
  await db.transaction(async (tx) => {
    for (let i = 0; i < analysis.valid.length; i += BATCH) {
      const batch = analysis.valid.slice(i, i + BATCH);
      const result = await tx
        .insert(products)
        .values(
          batch.map((r) => ({
            businessId,
            merchantId: input.merchantId,
            categoryId: r.categoryId,
            name: r.name,
            sku: r.sku,
            unit: r.unit,
            pricePence: r.pricePence,
            description: r.description,
          })),
        )
        .onConflictDoUpdate({
          target: [products.businessId, products.merchantId, products.sku],
          targetWhere: sql`${products.businessId} is not null`,
          set: {
            name: sql`excluded.name`,
            unit: sql`excluded.unit`,
            pricePence: sql`excluded.price_pence`,
            categoryId: sql`excluded.category_id`,
            description: sql`excluded.description`,
            updatedAt: sql`now()`,
          },
        })
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      for (const row of result) {
        if (row.inserted) created++;
        else updated++;
      }
    }
  });
  return { created, updated, skipped: analysis.errorCount, errors: analysis.errors };
}

/** The business's own products as CSV: Name, SKU, Unit, Price (pounds), Category, Description. */
export async function exportPriceList(
  db: Db,
  businessId: string,
  merchantId?: number,
): Promise<string> {
  const rows = await db
    .select({
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
      ),
    )
    .orderBy(asc(products.name), asc(products.id));
  return toCsv(
    ["Name", "SKU", "Unit", "Price", "Category", "Description"],
    rows.map((r) => [
      r.name,
      r.sku,
      r.unit,
      formatPounds(r.pricePence),
      r.category ?? "",
      r.description,
    ]),
  );
}
