/**
 * A merchant's CSV price list → rows for the business's own products (SPEC §2 Materials, §3
 * Product). Pure and linear in the file's size: it runs in the worker pool (workers/
 * price-list-tasks.ts), away from the event loop, and never touches the database (the caller
 * passes the categories in).
 */
import { limitMessages, PRICE_LIST_MAX_ROWS } from "../../../shared/limits";
import { badRequest } from "../../errors";
import { unescapeFormula } from "../../http/csv";
import { guessDelimiter, readCsv } from "./csv";

export const PREVIEW_ROWS = 20;
export const MAX_ERRORS_LISTED = 200;
/**
 * Rows per insert statement of an import (and per JSON piece handed back by the worker). The
 * embedded database runs in the main thread and the product search triggers' cost grows with the
 * rows of a statement: measured on PGlite under heavy load (load average 20 on 2 cores), 500 rows
 * took 0.4-2.3 s of the event loop, 100 rows 0.07-0.4 s, 50 rows 0.04-0.1 s.
 */
export const IMPORT_BATCH = 100;

export const MAPPING_FIELDS = ["name", "sku", "unit", "price", "category", "description"] as const;
export type MappingField = (typeof MAPPING_FIELDS)[number];
/** Column header name for each field; null when the file has no such column. */
export type Mapping = Record<MappingField, string | null>;
export const REQUIRED_FIELDS: MappingField[] = ["name", "sku", "price"];

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

export interface ParsePriceListInput {
  csv: string;
  mapping?: Partial<Record<MappingField, string | null | undefined>>;
  categories: { id: number; name: string; slug: string }[];
  /** When true, the valid rows also come back as JSON batches of IMPORT_BATCH rows to insert. */
  forImport?: boolean;
  /** When true, every valid row's SKU comes back (the preview counts those the merchant lists). */
  withSkus?: boolean;
}

export interface ParsedPriceList extends PriceListPreview {
  missingColumns: MappingField[];
  /**
   * The valid rows, IMPORT_BATCH to a JSON string: strings cross from the worker thread as one
   * copy each, where 200,000 row objects would be rebuilt one by one in the main thread.
   */
  batches: string[];
  /** The valid rows' SKUs, when asked for (withSkus); otherwise empty. */
  skus: string[];
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
  const normalised = new Map(headers.map((h) => [h, normalise(h)]));
  const take = (field: MappingField, test: (n: string) => boolean) => {
    if (mapping[field]) return;
    const header = headers.find((h) => !used.has(h) && test(normalised.get(h) ?? ""));
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

const MAX_WHOLE_DIGITS = 9;

const isDigits = (text: string) => {
  if (text.length === 0) return false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 48 || code > 57) return false;
  }
  return true;
};

/**
 * The pounds before the decimal mark: plain digits, or groups of three after a first group of one
 * to three ("1,250", "1.250.000", "1 250") joined by the one thousands mark; null otherwise.
 */
function wholePounds(text: string, thousands: string): string | null {
  const groups = text.split(thousands);
  if (groups.length === 1) return isDigits(text) ? text : null;
  const [first = "", ...rest] = groups;
  if (!isDigits(first) || first.length > 3 || first[0] === "0") return null;
  for (const group of rest) if (group.length !== 3 || !isDigits(group)) return null;
  return groups.join("");
}

/**
 * A price cell → pence; null when it is not an unambiguous amount of pounds (the row is then an
 * error in the preview, never imported at a guess). "£12.99", "12.5", "12" and " 12 " read as
 * written; a comma followed by one or two digits at the end is a decimal comma ("12,50", as in
 * semicolon-separated European exports); a comma before three digits groups thousands ("1,250",
 * "1,250.00"), as does a full stop before a decimal comma ("1.250,00") and a space. A full stop
 * is always the decimal mark when it is the only mark ("1.250" is £1.25). Rounded half up to the
 * penny. No regular expression: one pass over at most 64 characters.
 */
export function parsePounds(raw: string): number | null {
  if (raw.length > 64) return null; // no amount of pounds is this long
  // A space that must not break ("1 250,00" from a spreadsheet) is a space.
  let text = raw.replaceAll("\u00a0", " ").replaceAll("\u202f", " ").trim();
  if (text.startsWith("£")) text = text.slice(1);
  else if (text.slice(0, 3).toLowerCase() === "gbp") text = text.slice(3);
  text = text.trim();
  const lastDot = text.lastIndexOf(".");
  const lastComma = text.lastIndexOf(",");
  let whole = text;
  let fraction = "";
  let thousands = text.includes(",") ? "," : text.includes(".") ? "." : " ";
  if (lastDot >= 0 && lastComma >= 0) {
    // Both marks: the last is the decimal mark, the other groups thousands.
    const decimal = lastDot > lastComma ? lastDot : lastComma;
    whole = text.slice(0, decimal);
    fraction = text.slice(decimal + 1);
    thousands = text[decimal] === "." ? "," : ".";
    if (text[decimal] === "," && fraction.length > 2) return null;
  } else if (lastDot >= 0 && text.indexOf(".") === lastDot) {
    whole = text.slice(0, lastDot);
    fraction = text.slice(lastDot + 1);
    thousands = " ";
  } else if (lastComma >= 0) {
    const after = text.length - lastComma - 1;
    if (after === 1 || after === 2) {
      if (text.indexOf(",") !== lastComma) return null; // "1,250,50": neither reading is sure
      whole = text.slice(0, lastComma);
      fraction = text.slice(lastComma + 1);
      thousands = " ";
    } else if (after !== 3) return null;
  }
  if (whole.includes(" ") && thousands !== " ") return null; // two kinds of thousands mark
  const pounds = wholePounds(whole, thousands);
  if (pounds === null || pounds.length > MAX_WHOLE_DIGITS) return null;
  if (fraction !== "" && !isDigits(fraction)) return null;
  const pence = `${fraction}000`;
  const roundUp = Number(pence[2]) >= 5 ? 1 : 0;
  return Number(pounds) * 100 + Number(pence.slice(0, 2)) + roundUp;
}

/**
 * Reads the whole file: headers, the mapping (given, or guessed), every row checked. Refuses (400)
 * an empty file, a mapped column the file does not have, and more than 200,000 rows.
 */
export function parsePriceList(input: ParsePriceListInput): ParsedPriceList {
  let unclosedRecord: number | null = null;
  const records = readCsv(input.csv, {
    delimiter: guessDelimiter(input.csv),
    // Every cell is trimmed below, so `a, "b, c"` may have a space before its quote.
    trimStart: true,
    // The header and one row over the cap are enough to refuse the file.
    maxRecords: PRICE_LIST_MAX_ROWS + 2,
    onBadRecord: (index) => {
      unclosedRecord = index;
    },
  });
  if (records.length - 1 > PRICE_LIST_MAX_ROWS) {
    throw badRequest(limitMessages.priceListRows, { csv: limitMessages.priceListRows });
  }
  const headers = (records[0] ?? []).map((h) => unescapeFormula(h).trim());
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
  const missingColumns = REQUIRED_FIELDS.filter((field) => !mapping[field]);

  const categoryIds = new Map<string, number>();
  for (const c of input.categories) {
    categoryIds.set(c.slug.toLowerCase(), c.id);
    categoryIds.set(c.name.toLowerCase(), c.id);
  }
  const index = Object.fromEntries(
    MAPPING_FIELDS.map((f) => {
      const header = mapping[f];
      return [f, header ? headers.indexOf(header) : -1];
    }),
  ) as Record<MappingField, number>;

  const errors: RowError[] = [];
  for (const field of missingColumns) {
    errors.push({ row: 1, message: `Row 1: no column is mapped to ${field}` });
  }
  const preview: ParsedRow[] = [];
  const batches: string[] = [];
  const skus: string[] = [];
  let batch: ParsedRow[] = [];
  let validCount = 0;
  let errorCount = 0;
  const skuRows = new Map<string, number>();
  if (missingColumns.length === 0) {
    for (let r = 1; r < records.length; r++) {
      const record = records[r] as string[];
      const row = r + 1; // the header is row 1, as in a spreadsheet
      // A cell our own export escaped ('=…) reads back as the text it was.
      const cell = (field: MappingField) =>
        index[field] >= 0 ? unescapeFormula(record[index[field]] ?? "") : "";
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
      else if (pricePence === null) {
        const shown = priceText.length > 30 ? `${priceText.slice(0, 30)}…` : priceText;
        problems.push(`price "${shown}" is not a clear amount of pounds (write 12.50 or 1,250.00)`);
      }
      if (sku && !skuRows.has(sku)) skuRows.set(sku, row);
      if (problems.length > 0 || pricePence === null) {
        errorCount++;
        for (const p of problems) {
          if (errors.length < MAX_ERRORS_LISTED) errors.push({ row, message: `Row ${row}: ${p}` });
        }
        continue;
      }
      const category = cell("category").trim();
      const parsed: ParsedRow = {
        row,
        name: name.slice(0, 500),
        sku: sku.slice(0, 100),
        unit: cell("unit").trim().slice(0, 50) || "each",
        pricePence,
        category,
        categoryId: category ? (categoryIds.get(category.toLowerCase()) ?? null) : null,
        description: cell("description").trim().slice(0, 5000),
      };
      validCount++;
      if (input.withSkus) skus.push(parsed.sku);
      if (preview.length < PREVIEW_ROWS) preview.push(parsed);
      if (input.forImport) {
        batch.push(parsed);
        if (batch.length === IMPORT_BATCH) {
          batches.push(JSON.stringify(batch));
          batch = [];
        }
      }
    }
  }
  if (unclosedRecord !== null && unclosedRecord > 0 && missingColumns.length === 0) {
    // A quote that is never closed runs to the end of the file: that last row is not read.
    const row = unclosedRecord + 1;
    errorCount++;
    if (errors.length < MAX_ERRORS_LISTED) {
      errors.push({ row, message: `Row ${row}: a quoted cell is not closed` });
    }
  }
  if (batch.length > 0) batches.push(JSON.stringify(batch));
  return {
    headers,
    mapping,
    rows: preview,
    errors,
    validCount,
    errorCount,
    missingColumns,
    batches,
    skus,
  };
}
