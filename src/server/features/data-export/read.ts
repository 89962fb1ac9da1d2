/**
 * What the data export reads, in keyset batches by primary key (never a whole table at once), and
 * every query filtered by the business's id: its rows, its site photos, its accepted quotes' PDFs
 * and its logo. Binary columns are read only where their bytes become files of the zip.
 */
import { and, asc, eq, getTableColumns, gt, isNotNull, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { quoteReference } from "../../../shared/quote-math";
import type { Db } from "../../db/client";
import { businesses, quotePhotos, quotes, uploadedImages } from "../../db/schema";

export type Row = Record<string, unknown>;
export type OwnedTable = PgTable & { id: PgColumn; businessId: PgColumn };

/**
 * Rows per batch (tables), and photos or PDFs per batch (up to a few MB each). Tests make them
 * small to cover many batches.
 */
export const exportBatches = { rows: 500, files: 4 };

/** Every column but binary ones (those become files of the zip instead). */
export function textColumns(table: PgTable): Record<string, PgColumn> {
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).filter(([, column]) => column.getSQLType() !== "bytea"),
  );
}

/** A file name's form of a quote's reference: "Q-0042", "Q-0042-rev-2". */
export function quoteFileRef(number: number, revision: number) {
  return quoteReference(number, revision).replace(/ /g, "-");
}

/** The zip path of an accepted quote's kept PDF. */
export const acceptedPdfFile = (number: number, revision: number) =>
  `accepted-quotes/${quoteFileRef(number, revision)}.pdf`;

const EXTENSIONS: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/svg+xml": "svg",
};
export const imageExtension = (contentType: string | null) =>
  EXTENSIONS[contentType ?? ""] ?? "jpg";

/** The zip path of a site photo: the quote's reference and the photo's place (from 1). */
export const photoFile = (p: {
  number: number;
  revision: number;
  position: number;
  contentType: string;
}) =>
  `photos/${quoteFileRef(p.number, p.revision)}-${p.position + 1}.${imageExtension(p.contentType)}`;

/** Keyset batches: `read(after)` gives the next rows after the key `after` (null: from the start). */
async function* keyset<T extends { id: unknown }>(
  read: (after: SQL | undefined, limit: number) => Promise<T[]>,
  column: PgColumn,
  limit: number,
): AsyncGenerator<T[]> {
  let after: unknown = null;
  for (;;) {
    const rows = await read(after === null ? undefined : gt(column, after), limit);
    if (rows.length > 0) yield rows;
    if (rows.length < limit) return;
    after = rows[rows.length - 1]!.id;
  }
}

/**
 * A table's rows of the business, batch by batch, without binary columns; `extra` adds selected
 * expressions (quotes: whether an accepted PDF is kept).
 */
export function tableRows(
  db: Db,
  businessId: string,
  table: OwnedTable,
  extra: Record<string, SQL> = {},
): AsyncGenerator<Row[]> {
  const columns = { ...textColumns(table), ...extra };
  return keyset<Row & { id: unknown }>(
    (after, limit) =>
      db
        .select(columns)
        .from(table as PgTable)
        .where(and(eq(table.businessId, businessId), after))
        .orderBy(asc(table.id))
        .limit(limit) as unknown as Promise<(Row & { id: unknown })[]>,
    table.id,
    exportBatches.rows,
  );
}

/** The business's row without its logo's bytes; `logo` says whether there is one. */
export async function businessRow(db: Db, businessId: string) {
  const [row] = await db
    .select({ ...textColumns(businesses), hasLogo: sql<boolean>`${businesses.logo} is not null` })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row;
}

export async function businessLogo(db: Db, businessId: string) {
  const [row] = await db
    .select({ logo: businesses.logo, contentType: businesses.logoContentType })
    .from(businesses)
    .where(and(eq(businesses.id, businessId), isNotNull(businesses.logo)));
  return row?.logo ? { bytes: row.logo, contentType: row.contentType } : null;
}

const photoColumns = {
  id: quotePhotos.id,
  quoteId: quotePhotos.quoteId,
  imageId: quotePhotos.imageId,
  position: quotePhotos.position,
  createdAt: quotePhotos.createdAt,
  number: quotes.number,
  revision: quotes.revision,
  contentType: uploadedImages.contentType,
};

/**
 * The business's site photos (quote_photos with their quote and image, each of the business), in
 * batches: without their bytes (`withData` false: many rows a batch) or with them (a few).
 */
export function photoRows<D extends boolean>(db: Db, businessId: string, withData: D) {
  type Photo = { [K in keyof typeof photoColumns]: (typeof photoColumns)[K]["_"]["data"] } & {
    data: D extends true ? Buffer : undefined;
  };
  const columns = withData ? { ...photoColumns, data: uploadedImages.data } : photoColumns;
  return keyset<Photo>(
    (after, limit) =>
      db
        .select(columns)
        .from(quotePhotos)
        .innerJoin(
          quotes,
          and(eq(quotes.id, quotePhotos.quoteId), eq(quotes.businessId, businessId)),
        )
        .innerJoin(
          uploadedImages,
          and(
            eq(uploadedImages.id, quotePhotos.imageId),
            eq(uploadedImages.businessId, businessId),
          ),
        )
        .where(and(eq(quotePhotos.businessId, businessId), after))
        .orderBy(asc(quotePhotos.id))
        .limit(limit) as unknown as Promise<Photo[]>,
    quotePhotos.id,
    withData ? exportBatches.files : exportBatches.rows,
  );
}

/** The business's accepted quotes' kept PDFs, a few at a time. */
export function acceptedPdfs(db: Db, businessId: string) {
  return keyset(
    (after, limit) =>
      db
        .select({
          id: quotes.id,
          number: quotes.number,
          revision: quotes.revision,
          pdf: quotes.acceptedPdf,
        })
        .from(quotes)
        .where(and(eq(quotes.businessId, businessId), isNotNull(quotes.acceptedPdf), after))
        .orderBy(asc(quotes.id))
        .limit(limit),
    quotes.id,
    exportBatches.files,
  );
}
