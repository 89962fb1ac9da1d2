import { Column, is, type SQLWrapper, sql } from "drizzle-orm";
import { quoteReference, quoteVatBreakdown } from "../../../shared/quote-math";
import { customerDisplayName } from "../../../shared/schemas/customers";
import type { Quote } from "../../../shared/schemas/quotes";
import { customers, type quoteMaterials, type quoteMeasurements, quotes } from "../../db/schema";

/*
 * How a quote is read: the one JSON row each quote is loaded as (its lines, measurements and job
 * flag included) and its mapping to the API's Quote. The queries are in ./read-model.ts.
 */

/** Job statuses that take an accepted quote off the quote columns (SPEC §2, Quote list). */
export const ACTIVE_JOB_STATUSES = ["scheduled", "in-progress", "completed"] as const;

export type QuoteRow = typeof quotes.$inferSelect;
/** A material line as the quote reads it back. */
type MaterialRow = Pick<
  typeof quoteMaterials.$inferSelect,
  | "id"
  | "name"
  | "quantity"
  | "unit"
  | "netUnitPricePence"
  | "markupPercent"
  | "unitPricePence"
  | "totalPence"
  | "sku"
  | "merchantId"
  | "productId"
  | "vatRate"
>;
type MeasurementRow = Pick<
  typeof quoteMeasurements.$inferSelect,
  "id" | "label" | "value" | "unit"
>;

/**
 * The columns a quote is read back with (not its token, the decision's address and browser, or
 * the business and update time), the linked customer's live name, and as JSON arrays its material
 * lines and measurements in order, plus whether an active job holds it: one query for any number
 * of quotes (it was four: quotes, lines, measurements, jobs). Each quote comes back as one JSON
 * array in this order (`quoteRowJson`): the embedded database parses one JSON value per row much
 * faster than 34 typed columns.
 */
export const quoteColumns = {
  id: quotes.id,
  number: quotes.number,
  revision: quotes.revision,
  revisesQuoteId: quotes.revisesQuoteId,
  isVariation: quotes.isVariation,
  replacedByQuoteId: quotes.replacedByQuoteId,
  name: quotes.name,
  customerId: quotes.customerId,
  customerName: quotes.customerName,
  jobDescription: quotes.jobDescription,
  laborDays: quotes.laborDays,
  dayRatePence: quotes.dayRatePence,
  vatIncluded: quotes.vatIncluded,
  vatRate: quotes.vatRate,
  marginPercent: quotes.marginPercent,
  profitRule: quotes.profitRule,
  totalMaterialsCostPence: quotes.totalMaterialsCostPence,
  materialsNetPence: quotes.materialsNetPence,
  totalLaborPence: quotes.totalLaborPence,
  subtotalPence: quotes.subtotalPence,
  vatAmountPence: quotes.vatAmountPence,
  totalAmountPence: quotes.totalAmountPence,
  profitPence: quotes.profitPence,
  status: quotes.status,
  sentAt: quotes.sentAt,
  sentTo: quotes.sentTo,
  terms: quotes.terms,
  siteAddress: quotes.siteAddress,
  decisionSource: quotes.decisionSource,
  decisionByName: quotes.decisionByName,
  decisionAt: quotes.decisionAt,
  declineReason: quotes.declineReason,
  expiresAt: quotes.expiresAt,
  firstViewedAt: quotes.firstViewedAt,
  lastViewedAt: quotes.lastViewedAt,
  viewCount: quotes.viewCount,
  createdAt: quotes.createdAt,
  version: quotes.version,
  liveFirstName: customers.firstName,
  liveLastName: customers.lastName,
  liveEmail: customers.email,
  hasActiveJob: sql<boolean>`exists (
    select 1 from jobs j where j.quote_id = ${quotes.id}
    and j.status in (${sql.join(
      ACTIVE_JOB_STATUSES.map((status) => sql`${status}`),
      sql`, `,
    )}))`,
};

const joinedColumns = {
  ...quoteColumns,
  materialLines: sql<MaterialTuple[]>`coalesce((
    select json_agg(json_build_array(m.id, m.name, m.quantity, m.unit, m.unit_price_pence,
      m.total_pence, m.sku, m.merchant_id, m.product_id, m.vat_rate, m.net_unit_price_pence,
      m.markup_percent) order by m.position)
    from quote_materials m where m.quote_id = ${quotes.id}), '[]'::json)`,
  photoLines: sql<PhotoTuple[]>`coalesce((
    select json_agg(json_build_array(p.id, p.image_id, p.position) order by p.position)
    from quote_photos p where p.quote_id = ${quotes.id}), '[]'::json)`,
  measurementLines: sql<MeasurementTuple[]>`coalesce((
    select json_agg(json_build_array(m.id, m.label, m.value, m.unit) order by m.position)
    from quote_measurements m where m.quote_id = ${quotes.id}), '[]'::json)`,
};

/** JSON numbers and strings as json_build_array gives them (numerics and bigints are numbers). */
type MaterialTuple = [
  string,
  string,
  number | string,
  string,
  number | string,
  number | string,
  string | null,
  number | null,
  number | null,
  number | string | null,
  number | string,
  number | string | null,
];
export type MeasurementTuple = [string, string, number | string, string];
/** A photo's id, its image's id and its position. */
type PhotoTuple = [string, string, number];

/** Columns read as one JSON array, and its row mapped back as drizzle maps columns (dates, numbers). */
export function jsonRow<C extends Record<string, SQLWrapper>>(columns: C) {
  const keys = Object.keys(columns);
  const values = Object.values(columns);
  return {
    json: sql<unknown[]>`json_build_array(${sql.join(values, sql`, `)})`,
    rowOf(value: unknown): RowOf<C> {
      const tuple = jsonOf<unknown[]>(value);
      const row: Record<string, unknown> = {};
      values.forEach((field, i) => {
        const v = tuple[i] ?? null;
        row[keys[i]!] = v !== null && is(field, Column) ? field.mapFromDriverValue(v) : v;
      });
      return row as RowOf<C>;
    },
  };
}

export type RowOf<C> = {
  [K in keyof C]: K extends "liveFirstName" | "liveLastName" | "liveEmail"
    ? string | null
    : K extends keyof QuoteRow
      ? QuoteRow[K]
      : unknown;
};

const fullRow = jsonRow(joinedColumns);
/** A quote with its lines as one JSON array; `joinedRowOf` reads it back. */
export const quoteRowJson = fullRow.json;
export const joinedRowOf = fullRow.rowOf;

const num = (value: number | string) => Number(value);
const numOrNull = (value: number | string | null) => (value === null ? null : Number(value));

function materialOf(t: MaterialTuple): MaterialRow {
  return {
    id: t[0],
    name: t[1],
    quantity: num(t[2]),
    unit: t[3],
    netUnitPricePence: num(t[10]),
    markupPercent: numOrNull(t[11]),
    unitPricePence: num(t[4]),
    totalPence: num(t[5]),
    sku: t[6],
    merchantId: t[7],
    productId: t[8],
    vatRate: numOrNull(t[9]),
  };
}

export function measurementOf(t: MeasurementTuple): MeasurementRow {
  return { id: t[0], label: t[1], value: num(t[2]), unit: t[3] as MeasurementRow["unit"] };
}

/** A json column arrives parsed from PGlite and node-postgres; a string is parsed here. */
export const jsonOf = <T>(value: unknown): T =>
  (typeof value === "string" ? JSON.parse(value) : value) as T;

/** The customer's current name when the quote is linked, else the snapshot kept on the quote. */
function customerNameOf(row: RowOf<typeof quoteColumns>): string {
  if (row.customerId && row.liveFirstName !== null) {
    return customerDisplayName({
      firstName: row.liveFirstName,
      lastName: row.liveLastName ?? "",
      email: row.liveEmail ?? "",
    });
  }
  return row.customerName;
}

/** The card and detail image of a quote (its first photo); the image id makes each a new URL. */
export function quoteImageUrl(quoteId: string, imageId: string): string {
  return `/api/quotes/${quoteId}/image?v=${imageId}`;
}

/** A photo's own URL: its bytes never change, so it is cached for good. */
export function quotePhotoUrl(quoteId: string, photoId: string): string {
  return `/api/quotes/${quoteId}/photos/${photoId}`;
}

/** A quote's own fields, as the full quote and its summary both carry them. */
export function fieldsOf(row: RowOf<typeof quoteColumns>) {
  return {
    id: row.id,
    number: row.number,
    revision: row.revision,
    reference: quoteReference(row.number, row.revision),
    revisesQuoteId: row.revisesQuoteId,
    isVariation: row.isVariation,
    replacedByQuoteId: row.replacedByQuoteId,
    name: row.name,
    customerId: row.customerId,
    customerName: customerNameOf(row),
    jobDescription: row.jobDescription,
    laborDays: row.laborDays,
    dayRatePence: row.dayRatePence,
    vatIncluded: row.vatIncluded,
    vatRate: row.vatRate,
    marginPercent: row.marginPercent,
    profitRule: row.profitRule,
    totalMaterialsCostPence: row.totalMaterialsCostPence,
    materialsNetPence: row.materialsNetPence,
    totalLaborPence: row.totalLaborPence,
    subtotalPence: row.subtotalPence,
    vatAmountPence: row.vatAmountPence,
    totalAmountPence: row.totalAmountPence,
    profitPence: row.profitPence,
    status: row.status,
    views: {
      count: row.viewCount,
      firstAt: row.firstViewedAt?.toISOString() ?? null,
      lastAt: row.lastViewedAt?.toISOString() ?? null,
    },
    sentAt: row.sentAt?.toISOString() ?? null,
    sentTo: row.sentTo,
    terms: row.terms,
    siteAddress: row.siteAddress,
    decision:
      row.decisionSource && row.decisionAt
        ? {
            source: row.decisionSource,
            byName: row.decisionByName,
            at: row.decisionAt.toISOString(),
            reason: row.declineReason,
          }
        : null,
    hasActiveJob: Boolean(row.hasActiveJob),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    version: row.version,
  };
}

export function toQuote(row: RowOf<typeof joinedColumns>): Quote {
  const materials = jsonOf<MaterialTuple[]>(row.materialLines).map(materialOf);
  const photos = jsonOf<PhotoTuple[]>(row.photoLines);
  return {
    ...fieldsOf(row),
    materials,
    measurements: jsonOf<MeasurementTuple[]>(row.measurementLines).map(measurementOf),
    vatBreakdown: quoteVatBreakdown({ ...row, materials }),
    imageUrl: photos[0] ? quoteImageUrl(row.id, photos[0][1]) : null,
    photos: photos.map(([photoId, , position]) => ({
      id: photoId,
      url: quotePhotoUrl(row.id, photoId),
      position: Number(position),
    })),
  };
}
