/**
 * The business's own data as a zip, written while it downloads: one CSV per main table, data.json
 * with everything, its site photos, its accepted quotes' PDFs and its logo. Each table is read in
 * keyset batches (./read.ts) and each batch written into the zip (./zip-stream.ts) only as the
 * reader takes the bytes, so memory holds a batch, whatever the business's size. Every query is
 * filtered by business id; nothing global or of another business.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  activityEvents,
  businessExpenses,
  customers,
  invoiceLines,
  invoices,
  jobs,
  merchantTerms,
  orderLines,
  orders,
  payments,
  products,
  quoteMaterials,
  quoteMeasurements,
  quotes,
  quoteTemplates,
  tradeAccounts,
} from "../../db/schema";
import { toCsv } from "../../http/csv";
import {
  acceptedPdfFile,
  acceptedPdfs,
  businessLogo,
  businessRow,
  imageExtension,
  type OwnedTable,
  photoFile,
  photoRows,
  type Row,
  tableRows,
  textColumns,
} from "./read";
import { ZipStream } from "./zip-stream";

interface ExportedTable {
  /** data.json's key, and the CSV's file name when `csv`. */
  name: string;
  table: OwnedTable;
  csv: boolean;
  /** Selected expressions beyond the table's columns, and the row as written from them. */
  extra?: Record<string, SQL>;
  shape?: (row: Row) => Row;
}

/** An accepted quote's PDF is a file of the zip; data.json names it where the base64 once was. */
const quotesTable: ExportedTable = {
  name: "quotes",
  table: quotes,
  csv: true,
  extra: { hasAcceptedPdf: sql<boolean>`${quotes.acceptedPdf} is not null` },
  shape: ({ hasAcceptedPdf, ...row }) => ({
    ...row,
    acceptedPdf: hasAcceptedPdf
      ? acceptedPdfFile(row.number as number, row.revision as number)
      : null,
  }),
};

const TABLES: ExportedTable[] = [
  { name: "customers", table: customers, csv: true },
  quotesTable,
  { name: "quote_materials", table: quoteMaterials, csv: true },
  { name: "jobs", table: jobs, csv: true },
  { name: "invoices", table: invoices, csv: true },
  { name: "payments", table: payments, csv: true },
  { name: "catalogue", table: products, csv: true },
  { name: "expenses", table: businessExpenses, csv: true },
  { name: "quote_measurements", table: quoteMeasurements, csv: false },
  { name: "invoice_lines", table: invoiceLines, csv: false },
  { name: "orders", table: orders, csv: false },
  { name: "order_lines", table: orderLines, csv: false },
  { name: "merchant_terms", table: merchantTerms, csv: false },
  { name: "trade_accounts", table: tradeAccounts, csv: false },
  { name: "templates", table: quoteTemplates, csv: false },
  { name: "activity", table: activityEvents, csv: false },
];

/**
 * A table's CSV: a header of its columns (binary ones left out: in a cell they would pass a
 * spreadsheet's limit and mean nothing), then a batch of rows at a time through the shared writer
 * (formulas escaped, numbers kept as numbers).
 */
async function* csvText(db: Db, businessId: string, t: ExportedTable): AsyncGenerator<string> {
  const columns = Object.keys(textColumns(t.table));
  yield toCsv(columns, []);
  for await (const rows of tableRows(db, businessId, t.table)) {
    yield toCsv(
      columns,
      rows.map((r) => columns.map((n) => r[n])),
      { header: false },
    );
  }
}

/** A JSON array of a table's rows, one row a line. */
async function* jsonRows<T>(rows: AsyncIterable<T[]>, shape: (row: T) => unknown = (r) => r) {
  let separator = "\n    ";
  let empty = true;
  yield "[";
  for await (const batch of rows) {
    let text = "";
    for (const row of batch) {
      text += separator + JSON.stringify(shape(row));
      separator = ",\n    ";
    }
    empty = false;
    yield text;
  }
  yield empty ? "]" : "\n  ]";
}

/** data.json: the business, then every table by name, then the photos; dates as ISO strings. */
async function* dataJson(db: Db, businessId: string): AsyncGenerator<string> {
  const found = await businessRow(db, businessId);
  let business: Row | null = null;
  if (found) {
    const { hasLogo, ...row } = found;
    const logo = hasLogo ? await businessLogo(db, businessId) : null;
    business = { ...row, logo: logo ? `logo.${imageExtension(logo.contentType)}` : null };
  }
  yield `{\n  "exportedAt": ${JSON.stringify(new Date())},\n  "business": ${JSON.stringify(business)}`;
  for (const t of TABLES) {
    yield `,\n  ${JSON.stringify(t.name)}: `;
    yield* jsonRows(tableRows(db, businessId, t.table, t.extra), t.shape);
  }
  yield `,\n  "photos": `;
  yield* jsonRows(photoRows(db, businessId, false), ({ number, revision, data, ...photo }) => ({
    ...photo,
    file: photoFile({ number, revision, ...photo }),
  }));
  yield "\n}\n";
}

/** The zip's bytes, written as they are read (see ZipStream); stopping early frees everything. */
export async function* exportZipChunks(db: Db, businessId: string): AsyncGenerator<Uint8Array> {
  const zip = new ZipStream();
  try {
    for (const t of TABLES.filter((t) => t.csv)) {
      yield* zip.addText(`${t.name}.csv`, csvText(db, businessId, t));
    }
    yield* zip.addText("data.json", dataJson(db, businessId));
    for await (const photos of photoRows(db, businessId, true)) {
      for (const photo of photos) yield* zip.addBytes(photoFile(photo), photo.data);
    }
    for await (const pdfs of acceptedPdfs(db, businessId)) {
      for (const q of pdfs)
        if (q.pdf) yield* zip.addBytes(acceptedPdfFile(q.number, q.revision), q.pdf);
    }
    const logo = await businessLogo(db, businessId);
    if (logo) yield* zip.addBytes(`logo.${imageExtension(logo.contentType)}`, logo.bytes);
    yield* zip.end();
  } finally {
    zip.abort();
  }
}
