import { randomBytes } from "node:crypto";
import { and, asc, Column, count, desc, eq, is, isNull, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { formatDate } from "../../../shared/dates";
import { messages } from "../../../shared/messages";
import { formatPence } from "../../../shared/money";
import {
  computeQuoteTotals,
  defaultQuoteName,
  lineTotalPence,
  netPricePence,
  quoteReference,
  quoteVatBreakdown,
} from "../../../shared/quote-math";
import { quoteVatLabel } from "../../../shared/quote-vat";
import { customerDisplayName } from "../../../shared/schemas/customers";
import {
  PHOTO_MAX_BYTES,
  photoMessages,
  type Quote,
  type QuoteStatus,
  type quoteInputSchema,
  quoteStatusLabels,
  type sendQuoteSchema,
} from "../../../shared/schemas/quotes";
import type { Deps } from "../../context";
import type { Db, DbOrTx } from "../../db/client";
import { nextVersion, versionConflict, versionIs } from "../../db/row-version";
import {
  activityEvents,
  businessCounters,
  businesses,
  customers,
  jobs,
  merchantTerms,
  products,
  quoteMaterials,
  quoteMeasurements,
  quotes,
  uploadedImages,
} from "../../db/schema";
import { badRequest, notFound } from "../../errors";
import { uploadedImage } from "../../http/images";
import { takeSendAllowance } from "../../mail/sending";
import { layoutEmail } from "../../mail/templates";
import { quoteCalendarEvent } from "./calendar";
import { type QuoteDocument, renderQuotePdf } from "./pdf";

export type QuoteInputParsed = z.output<typeof quoteInputSchema>;
export type QuoteUpdateParsed = Partial<QuoteInputParsed> & { version: number };
export type SendQuoteParsed = z.output<typeof sendQuoteSchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that is not a uuid names no quote: 404, like any unknown id. */
export function checkQuoteId(id: string) {
  if (!UUID.test(id)) throw notFound(messages.quotes.notFound);
}

/** Job statuses that take an accepted quote off the quote columns (SPEC §2, Quote list). */
export const ACTIVE_JOB_STATUSES = ["scheduled", "in-progress", "completed"] as const;

/** A new unguessable token for the customer's link (192 random bits). */
export function newPublicToken(): string {
  return randomBytes(24).toString("base64url");
}

type QuoteRow = typeof quotes.$inferSelect;
/** A material line as the quote reads it back. */
type MaterialRow = Pick<
  typeof quoteMaterials.$inferSelect,
  | "id"
  | "name"
  | "quantity"
  | "unit"
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
const joinedColumns = {
  id: quotes.id,
  number: quotes.number,
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
  totalLaborPence: quotes.totalLaborPence,
  subtotalPence: quotes.subtotalPence,
  vatAmountPence: quotes.vatAmountPence,
  totalAmountPence: quotes.totalAmountPence,
  profitPence: quotes.profitPence,
  status: quotes.status,
  imageId: quotes.imageId,
  sentAt: quotes.sentAt,
  sentTo: quotes.sentTo,
  decisionSource: quotes.decisionSource,
  decisionByName: quotes.decisionByName,
  decisionAt: quotes.decisionAt,
  declineReason: quotes.declineReason,
  expiresAt: quotes.expiresAt,
  createdAt: quotes.createdAt,
  version: quotes.version,
  liveFirstName: customers.firstName,
  liveLastName: customers.lastName,
  liveEmail: customers.email,
  materialLines: sql<MaterialTuple[]>`coalesce((
    select json_agg(json_build_array(m.id, m.name, m.quantity, m.unit, m.unit_price_pence,
      m.total_pence, m.sku, m.merchant_id, m.product_id, m.vat_rate) order by m.position)
    from quote_materials m where m.quote_id = ${quotes.id}), '[]'::json)`,
  measurementLines: sql<MeasurementTuple[]>`coalesce((
    select json_agg(json_build_array(m.id, m.label, m.value, m.unit) order by m.position)
    from quote_measurements m where m.quote_id = ${quotes.id}), '[]'::json)`,
  hasActiveJob: sql<boolean>`exists (
    select 1 from jobs j where j.quote_id = ${quotes.id}
    and j.status in (${sql.join(
      ACTIVE_JOB_STATUSES.map((status) => sql`${status}`),
      sql`, `,
    )}))`,
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
];
type MeasurementTuple = [string, string, number | string, string];

const joinedKeys = Object.keys(joinedColumns) as (keyof typeof joinedColumns)[];
const joinedValues = Object.values(joinedColumns);
const quoteRowJson = sql<unknown[]>`json_build_array(${sql.join(joinedValues, sql`, `)})`;

/** A row of `quoteRowJson` with each column mapped as drizzle would (dates, numbers). */
function joinedRowOf(value: unknown): JoinedRow {
  const tuple = jsonOf<unknown[]>(value);
  const row: Record<string, unknown> = {};
  joinedValues.forEach((field, i) => {
    const v = tuple[i] ?? null;
    row[joinedKeys[i]!] = v !== null && is(field, Column) ? field.mapFromDriverValue(v) : v;
  });
  return row as JoinedRow;
}

type JoinedRow = {
  [K in keyof typeof joinedColumns]: K extends "materialLines" | "measurementLines" | "hasActiveJob"
    ? unknown
    : K extends "liveFirstName" | "liveLastName" | "liveEmail"
      ? string | null
      : QuoteRow[K & keyof QuoteRow];
};

const num = (value: number | string) => Number(value);
const numOrNull = (value: number | string | null) => (value === null ? null : Number(value));

function materialOf(t: MaterialTuple): MaterialRow {
  return {
    id: t[0],
    name: t[1],
    quantity: num(t[2]),
    unit: t[3],
    unitPricePence: num(t[4]),
    totalPence: num(t[5]),
    sku: t[6],
    merchantId: t[7],
    productId: t[8],
    vatRate: numOrNull(t[9]),
  };
}

function measurementOf(t: MeasurementTuple): MeasurementRow {
  return { id: t[0], label: t[1], value: num(t[2]), unit: t[3] as MeasurementRow["unit"] };
}

/** A json column arrives parsed from PGlite and node-postgres; a string is parsed here. */
const jsonOf = <T>(value: unknown): T =>
  (typeof value === "string" ? JSON.parse(value) : value) as T;

/** The customer's current name when the quote is linked, else the snapshot kept on the quote. */
function customerNameOf(row: JoinedRow): string {
  if (row.customerId && row.liveFirstName !== null) {
    return customerDisplayName({
      firstName: row.liveFirstName,
      lastName: row.liveLastName ?? "",
      email: row.liveEmail ?? "",
    });
  }
  return row.customerName;
}

/** The card and detail image of a quote; the image id makes each new photo a new URL. */
export function quoteImageUrl(quoteId: string, imageId: string): string {
  return `/api/quotes/${quoteId}/image?v=${imageId}`;
}

function toQuote(row: JoinedRow): Quote {
  const materials = jsonOf<MaterialTuple[]>(row.materialLines).map(materialOf);
  const measurements = jsonOf<MeasurementTuple[]>(row.measurementLines).map(measurementOf);
  return {
    id: row.id,
    number: row.number,
    name: row.name,
    customerId: row.customerId,
    customerName: customerNameOf(row),
    jobDescription: row.jobDescription,
    materials: materials.map((m) => ({
      id: m.id,
      name: m.name,
      quantity: m.quantity,
      unit: m.unit,
      unitPricePence: m.unitPricePence,
      totalPence: m.totalPence,
      sku: m.sku,
      merchantId: m.merchantId,
      productId: m.productId,
      vatRate: m.vatRate,
    })),
    measurements: measurements.map((m) => ({
      id: m.id,
      label: m.label,
      value: m.value,
      unit: m.unit,
    })),
    laborDays: row.laborDays,
    dayRatePence: row.dayRatePence,
    vatIncluded: row.vatIncluded,
    vatRate: row.vatRate,
    vatBreakdown: quoteVatBreakdown({ ...row, materials }),
    marginPercent: row.marginPercent,
    profitRule: row.profitRule,
    totalMaterialsCostPence: row.totalMaterialsCostPence,
    totalLaborPence: row.totalLaborPence,
    subtotalPence: row.subtotalPence,
    vatAmountPence: row.vatAmountPence,
    totalAmountPence: row.totalAmountPence,
    profitPence: row.profitPence,
    status: row.status,
    imageUrl: row.imageId ? quoteImageUrl(row.id, row.imageId) : null,
    sentAt: row.sentAt?.toISOString() ?? null,
    sentTo: row.sentTo,
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

function quotesQuery(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      row: quoteRowJson.as("quote_row"),
      createdAt: quotes.createdAt,
      number: quotes.number,
    })
    .from(quotes)
    .leftJoin(
      customers,
      and(eq(customers.id, quotes.customerId), eq(customers.businessId, quotes.businessId)),
    )
    .where(where)
    .orderBy(desc(quotes.createdAt), desc(quotes.number));
}

/** Quotes matching `where`, newest first, with their lines, measurements and job flag (one query). */
export async function loadQuotes(
  db: DbOrTx,
  where: SQL | undefined,
  limit?: number,
): Promise<Quote[]> {
  const query = quotesQuery(db, where);
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map(({ row }) => toQuote(joinedRowOf(row)));
}

/**
 * The newest `limit` quotes of a business as one JSON array, for a query that reads other things
 * too (the dashboard); `quotesFromJson` turns it into quotes.
 */
export function newestQuotesJson(db: DbOrTx, businessId: string, limit: number): SQL {
  const inner = quotesQuery(db, eq(quotes.businessId, businessId)).limit(limit);
  return sql`coalesce((select json_agg(x.quote_row order by x.created_at desc, x.number desc)
    from (${inner}) x), '[]'::json)`;
}

export function quotesFromJson(value: unknown): Quote[] {
  return jsonOf<unknown[]>(value).map((row) => toQuote(joinedRowOf(row)));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** The business's quotes, newest first; `q` matches name, job description or customer name. */
export async function listQuotes(
  db: Db,
  businessId: string,
  filter: { q?: string; status?: QuoteStatus } = {},
): Promise<Quote[]> {
  const conditions: SQL[] = [eq(quotes.businessId, businessId)];
  if (filter.status) conditions.push(eq(quotes.status, filter.status));
  const q = filter.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q.toLowerCase())}%`;
    const matches = (expr: SQL) => sql`lower(${expr}) like ${pattern}`;
    conditions.push(
      or(
        matches(sql`${quotes.name}`),
        matches(sql`${quotes.jobDescription}`),
        matches(sql`${quotes.customerName}`),
        matches(sql`coalesce(${customers.firstName} || ' ' || ${customers.lastName}, '')`),
        matches(sql`coalesce(${customers.email}, '')`),
      ) as SQL,
    );
  }
  return loadQuotes(db, and(...conditions));
}

export async function getQuote(db: DbOrTx, businessId: string, id: string): Promise<Quote> {
  checkQuoteId(id);
  const [quote] = await loadQuotes(db, and(eq(quotes.id, id), eq(quotes.businessId, businessId)));
  if (!quote) throw notFound(messages.quotes.notFound);
  return quote;
}

/** The quote row of this business, locked for the rest of the transaction; 404 otherwise. */
async function lockQuote(tx: DbOrTx, businessId: string, id: string): Promise<QuoteRow> {
  checkQuoteId(id);
  const [row] = await tx
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, id), eq(quotes.businessId, businessId)))
    .for("update");
  if (!row) throw notFound(messages.quotes.notFound);
  return row;
}

async function recordActivity(
  db: DbOrTx,
  businessId: string,
  kind: string,
  message: string,
  quoteId: string,
) {
  await db
    .insert(activityEvents)
    .values({ businessId, kind, message, entityType: "quote", entityId: quoteId });
}

/**
 * The next gap-free quote number of a business, taken by one upsert that holds its counter row's
 * lock to the end of the transaction (and never below a number already used, for data that
 * predates the counter).
 */
export async function nextQuoteNumber(tx: DbOrTx, businessId: string): Promise<number> {
  const used = sql`coalesce((select max(q.number) from quotes q where q.business_id = ${businessId}), 0)`;
  const [counter] = await tx
    .insert(businessCounters)
    .values({ businessId, name: "quote", value: sql`${used} + 1` })
    .onConflictDoUpdate({
      target: [businessCounters.businessId, businessCounters.name],
      set: { value: sql`greatest(business_counters.value, ${used}) + 1` },
    })
    .returning({ value: businessCounters.value });
  return counter!.value;
}

/** The customer's display name, or 404 when the id is not one of this business's customers. */
async function customerSnapshot(tx: DbOrTx, businessId: string, customerId: string) {
  if (!UUID.test(customerId)) throw notFound("Customer not found");
  const [row] = await tx
    .select({
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
    })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.businessId, businessId)));
  if (!row) throw notFound("Customer not found");
  return customerDisplayName(row);
}

type MaterialLine = QuoteInputParsed["materials"][number];
type MeasurementLine = QuoteInputParsed["measurements"][number];

async function replaceMaterials(
  tx: DbOrTx,
  businessId: string,
  quoteId: string,
  materials: MaterialLine[],
  { isNew = false } = {},
) {
  if (!isNew) await tx.delete(quoteMaterials).where(eq(quoteMaterials.quoteId, quoteId));
  if (materials.length === 0) return;
  await tx.insert(quoteMaterials).values(
    materials.map((m, position) => ({
      quoteId,
      businessId,
      position,
      name: m.name,
      quantity: m.quantity,
      unit: m.unit,
      unitPricePence: m.unitPricePence,
      totalPence: lineTotalPence(m.quantity, m.unitPricePence),
      sku: m.sku ?? null,
      merchantId: m.merchantId ?? null,
      productId: m.productId ?? null,
      vatRate: m.vatRate ?? null,
    })),
  );
}

async function replaceMeasurements(
  tx: DbOrTx,
  businessId: string,
  quoteId: string,
  measurements: MeasurementLine[],
  { isNew = false } = {},
) {
  if (!isNew) await tx.delete(quoteMeasurements).where(eq(quoteMeasurements.quoteId, quoteId));
  if (measurements.length === 0) return;
  await tx
    .insert(quoteMeasurements)
    .values(measurements.map((m, position) => ({ ...m, quoteId, businessId, position })));
}

async function quoteCount(tx: DbOrTx, businessId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(quotes)
    .where(eq(quotes.businessId, businessId));
  return row?.n ?? 0;
}

/**
 * Creates a draft quote. Totals come from the shared maths, never from the client; the
 * business's defaults (day rate, VAT rate, margin) apply to what the client left out.
 */
export async function createQuote(
  db: Db,
  businessId: string,
  input: QuoteInputParsed,
  now = new Date(),
): Promise<Quote> {
  const id = await db.transaction(async (tx) => {
    const [business] = await tx
      .select({
        marginPercent: businesses.marginPercent,
        quoteValidDays: businesses.quoteValidDays,
        defaultDayRatePence: businesses.defaultDayRatePence,
        defaultVatRate: businesses.defaultVatRate,
      })
      .from(businesses)
      .where(eq(businesses.id, businessId));
    if (!business) throw notFound();
    const customerName = input.customerId
      ? await customerSnapshot(tx, businessId, input.customerId)
      : "";
    const number = await nextQuoteNumber(tx, businessId);
    const settings = {
      laborDays: input.laborDays,
      dayRatePence: input.dayRatePence ?? business.defaultDayRatePence,
      vatIncluded: input.vatIncluded,
      vatRate: input.vatRate ?? business.defaultVatRate,
      marginPercent: input.marginPercent ?? business.marginPercent,
      profitRule: input.profitRule,
    };
    // The default name counts the business's quotes; a named quote needs no count.
    const name = input.name?.trim() || defaultQuoteName(await quoteCount(tx, businessId), now);
    const [row] = await tx
      .insert(quotes)
      .values({
        businessId,
        number,
        name,
        customerId: input.customerId ?? null,
        customerName,
        jobDescription: input.jobDescription,
        ...settings,
        ...computeQuoteTotals({ ...settings, materials: input.materials }),
        status: "draft",
        expiresAt: new Date(now.getTime() + business.quoteValidDays * 86_400_000),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: quotes.id });
    if (!row) throw new Error("quote insert returned no row");
    await replaceMaterials(tx, businessId, row.id, input.materials, { isNew: true });
    await replaceMeasurements(tx, businessId, row.id, input.measurements, { isNew: true });
    await recordActivity(tx, businessId, "quote.created", `Quote ${name} created`, row.id);
    return row.id;
  });
  return getQuote(db, businessId, id);
}

/** Stored totals of a quote recomputed from its stored lines and settings. */
async function recomputeTotals(tx: DbOrTx, quote: QuoteRow) {
  const lines = await tx
    .select({
      quantity: quoteMaterials.quantity,
      unitPricePence: quoteMaterials.unitPricePence,
      vatRate: quoteMaterials.vatRate,
    })
    .from(quoteMaterials)
    .where(eq(quoteMaterials.quoteId, quote.id));
  return computeQuoteTotals({ ...quote, materials: lines });
}

/** Applies the fields given; materials and measurements are replaced when given. */
export async function updateQuote(
  db: Db,
  businessId: string,
  id: string,
  input: QuoteUpdateParsed,
): Promise<Quote> {
  await db.transaction(async (tx) => {
    const current = await lockQuote(tx, businessId, id);
    const changes: Partial<typeof quotes.$inferInsert> = {};
    if (input.name !== undefined) changes.name = input.name.trim() || current.name;
    if (input.jobDescription !== undefined) changes.jobDescription = input.jobDescription;
    if (input.customerId !== undefined) {
      changes.customerId = input.customerId;
      changes.customerName = input.customerId
        ? await customerSnapshot(tx, businessId, input.customerId)
        : "";
    }
    for (const key of [
      "laborDays",
      "dayRatePence",
      "vatIncluded",
      "vatRate",
      "marginPercent",
      "profitRule",
    ] as const) {
      if (input[key] !== undefined) Object.assign(changes, { [key]: input[key] });
    }
    if (input.materials !== undefined) {
      await replaceMaterials(tx, businessId, id, input.materials);
    }
    if (input.measurements !== undefined) {
      await replaceMeasurements(tx, businessId, id, input.measurements);
    }
    const merged = { ...current, ...changes } as QuoteRow;
    const totals = await recomputeTotals(tx, merged);
    // A save based on an older version updates no row: 409, and the transaction (lines and
    // measurements included) rolls back, so nothing changes.
    const [saved] = await tx
      .update(quotes)
      .set({ ...changes, ...totals, version: nextVersion(quotes.version), updatedAt: new Date() })
      .where(
        and(
          eq(quotes.id, id),
          eq(quotes.businessId, businessId),
          versionIs(quotes.version, input.version),
        ),
      )
      .returning({ id: quotes.id });
    if (!saved) throw versionConflict("quote");
    await recordActivity(tx, businessId, "quote.updated", `Quote ${merged.name} updated`, id);
  });
  return getQuote(db, businessId, id);
}

export async function deleteQuote(db: Db, businessId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockQuote(tx, businessId, id);
    await tx.delete(quotes).where(and(eq(quotes.id, id), eq(quotes.businessId, businessId)));
    if (current.imageId) await deleteImage(tx, businessId, current.imageId);
    await recordActivity(tx, businessId, "quote.deleted", `Quote ${current.name} deleted`, id);
  });
}

/**
 * Changes the status from the list or the board. The same status is a no-op; accepted or declined
 * here records the decision as the user's (who, when); going back to draft or sent clears it.
 */
export async function changeQuoteStatus(
  db: Db,
  businessId: string,
  id: string,
  status: QuoteStatus,
  user: { name: string },
  /** The version the user saw (the boards' drags send none); the row is locked, so compared here. */
  version?: number,
): Promise<Quote> {
  await db.transaction(async (tx) => {
    const current = await lockQuote(tx, businessId, id);
    if (version !== undefined && current.version !== version) throw versionConflict("quote");
    if (current.status === status) return;
    const decided = status === "accepted" || status === "declined";
    await tx
      .update(quotes)
      .set({
        status,
        decisionSource: decided ? "user" : null,
        decisionByName: decided ? user.name : null,
        decisionAt: decided ? new Date() : null,
        decisionIp: null,
        decisionUserAgent: null,
        declineReason: null,
        version: nextVersion(quotes.version),
        updatedAt: new Date(),
      })
      .where(and(eq(quotes.id, id), eq(quotes.businessId, businessId)));
    await recordActivity(
      tx,
      businessId,
      "quote.status_changed",
      `Quote ${current.name} marked as ${quoteStatusLabels[status]}`,
      id,
    );
  });
  return getQuote(db, businessId, id);
}

/**
 * Adds a catalogue product (public, or this business's own) as a material line at the business's
 * net price for that merchant. The quantity is a whole number of at least 1.
 */
export async function addProductToQuote(
  db: Db,
  businessId: string,
  id: string,
  productId: number,
  quantity: number,
): Promise<Quote> {
  checkQuoteId(id);
  const [product] = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.id, productId),
        or(isNull(products.businessId), eq(products.businessId, businessId)),
      ),
    );
  if (!product) throw notFound("Product not found");
  const [term] = await db
    .select({ discountPercent: merchantTerms.discountPercent })
    .from(merchantTerms)
    .where(
      and(
        eq(merchantTerms.businessId, businessId),
        eq(merchantTerms.merchantId, product.merchantId),
      ),
    )
    .orderBy(asc(merchantTerms.position))
    .limit(1);
  const unitPricePence = netPricePence(product.pricePence, term?.discountPercent ?? 0);
  const qty = Math.max(1, Math.round(Number.isFinite(quantity) ? quantity : 1));
  await db.transaction(async (tx) => {
    const current = await lockQuote(tx, businessId, id);
    const [last] = await tx
      .select({ n: sql<number>`coalesce(max(${quoteMaterials.position}) + 1, 0)`.mapWith(Number) })
      .from(quoteMaterials)
      .where(eq(quoteMaterials.quoteId, id));
    await tx.insert(quoteMaterials).values({
      quoteId: id,
      businessId,
      position: last?.n ?? 0,
      name: product.name,
      quantity: qty,
      unit: product.unit || "each",
      unitPricePence,
      totalPence: lineTotalPence(qty, unitPricePence),
      sku: product.sku || null,
      merchantId: product.merchantId,
      productId: product.id,
    });
    const totals = await recomputeTotals(tx, current);
    await tx
      .update(quotes)
      .set({ ...totals, version: nextVersion(quotes.version), updatedAt: new Date() })
      .where(and(eq(quotes.id, id), eq(quotes.businessId, businessId)));
    await recordActivity(
      tx,
      businessId,
      "quote.material_added",
      `${product.name} added to quote ${current.name}`,
      id,
    );
  });
  return getQuote(db, businessId, id);
}

// ---- site photo --------------------------------------------------------------------------

/**
 * Stores the quote's site photo (PNG, JPEG or WebP by content, under 5 MB), re-encoded as a JPEG
 * by `uploadedImage` (nothing is stored when it cannot be read), replacing and deleting any
 * previous one.
 */
export async function setQuoteImage(
  db: Db,
  businessId: string,
  id: string,
  bytes: Uint8Array,
): Promise<Quote> {
  checkQuoteId(id);
  const photo = await uploadedImage(bytes, PHOTO_MAX_BYTES, photoMessages, "photo");
  await db.transaction(async (tx) => {
    const current = await lockQuote(tx, businessId, id);
    const [image] = await tx
      .insert(uploadedImages)
      .values({ businessId, contentType: photo.contentType, data: photo.bytes, reencoded: true })
      .returning({ id: uploadedImages.id });
    await tx
      .update(quotes)
      .set({ imageId: image!.id, version: nextVersion(quotes.version) })
      .where(and(eq(quotes.id, id), eq(quotes.businessId, businessId)));
    if (current.imageId) await deleteImage(tx, businessId, current.imageId);
    await recordActivity(tx, businessId, "quote.updated", `Quote ${current.name} photo added`, id);
  });
  return getQuote(db, businessId, id);
}

async function deleteImage(tx: DbOrTx, businessId: string, imageId: string) {
  await tx
    .delete(uploadedImages)
    .where(and(eq(uploadedImages.id, imageId), eq(uploadedImages.businessId, businessId)));
}

/** Removes the quote's site photo (a quote without one is left as it is). */
export async function removeQuoteImage(db: Db, businessId: string, id: string): Promise<Quote> {
  await db.transaction(async (tx) => {
    const current = await lockQuote(tx, businessId, id);
    if (!current.imageId) return;
    await tx
      .update(quotes)
      .set({ imageId: null, version: nextVersion(quotes.version) })
      .where(and(eq(quotes.id, id), eq(quotes.businessId, businessId)));
    await deleteImage(tx, businessId, current.imageId);
  });
  return getQuote(db, businessId, id);
}

/** The quote's site photo, or null when it has none; another business's quote is not found. */
async function findQuoteImage(db: DbOrTx, businessId: string, id: string) {
  checkQuoteId(id);
  const [row] = await db
    .select({ bytes: uploadedImages.data, contentType: uploadedImages.contentType })
    .from(quotes)
    .leftJoin(
      uploadedImages,
      and(eq(uploadedImages.id, quotes.imageId), eq(uploadedImages.businessId, businessId)),
    )
    .where(and(eq(quotes.id, id), eq(quotes.businessId, businessId)));
  if (!row) throw notFound(messages.quotes.notFound);
  return row.bytes && row.contentType ? { bytes: row.bytes, contentType: row.contentType } : null;
}

export async function getQuoteImage(db: Db, businessId: string, id: string) {
  const image = await findQuoteImage(db, businessId, id);
  if (!image) throw notFound("No photo uploaded");
  return image;
}

// ---- documents ---------------------------------------------------------------------------

/** What the PDF, the email and the calendar entry of one quote need. */
export async function loadQuoteDocument(
  db: DbOrTx,
  businessId: string,
  id: string,
): Promise<QuoteDocument & { quote: Quote }> {
  const quote = await getQuote(db, businessId, id);
  const [business] = await db.select().from(businesses).where(eq(businesses.id, businessId));
  if (!business) throw notFound();
  const photo = await findQuoteImage(db, businessId, id);
  const [customer] = quote.customerId
    ? await db
        .select({ email: customers.email, phone: customers.phone, address: customers.address })
        .from(customers)
        .where(and(eq(customers.id, quote.customerId), eq(customers.businessId, businessId)))
    : [];
  return {
    quote,
    photo,
    reference: quoteReference(quote.number),
    business: {
      name: business.name,
      address: business.address,
      phone: business.phone,
      email: business.email,
      website: business.website,
      vatNumber: business.vatNumber,
      logo: business.logo ?? null,
      logoContentType: business.logoContentType,
      terms: business.defaultTerms,
    },
    customer: {
      name: quote.customerName,
      email: customer?.email ?? "",
      phone: customer?.phone ?? "",
      address: customer?.address ?? "",
    },
  };
}

export async function quotePdf(db: Db, businessId: string, id: string) {
  const doc = await loadQuoteDocument(db, businessId, id);
  return { filename: `Quote-${doc.reference}.pdf`, pdf: await renderQuotePdf(doc) };
}

/**
 * Emails the quote to the customer: the user's message, the total and validity, the PDF when
 * asked, and the accept/decline link when asked (its token is made once and then kept). A draft
 * becomes sent.
 */
export async function sendQuote(
  deps: Pick<Deps, "db" | "mailer" | "config">,
  businessId: string,
  id: string,
  input: SendQuoteParsed,
): Promise<Quote> {
  const { db, mailer, config } = deps;
  const doc = await loadQuoteDocument(db, businessId, id);
  const { quote, reference, business } = doc;
  // A send based on an old version is refused before any mail goes (nothing changes).
  if (input.version !== undefined && quote.version !== input.version) {
    throw versionConflict("quote");
  }
  await takeSendAllowance({ db, config }, businessId);
  let token: string | null = null;
  if (input.includeAcceptance) {
    const [row] = await db
      .update(quotes)
      .set({ publicToken: sql`coalesce(${quotes.publicToken}, ${newPublicToken()})` })
      .where(and(eq(quotes.id, id), eq(quotes.businessId, businessId)))
      .returning({ publicToken: quotes.publicToken });
    token = row?.publicToken ?? null;
  }
  const paragraphs = [
    ...input.message
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean),
    `Quote ${reference}${quote.name ? `: ${quote.name}` : ""}`,
    `Total: ${formatPence(quote.totalAmountPence)}${quote.vatIncluded ? ` including ${quoteVatLabel(quote)}` : " (VAT not included)"}`,
    `Valid until ${formatDate(quote.expiresAt)}`,
  ];
  if (input.attachPdf) paragraphs.push(`The quote is attached as a PDF (Quote-${reference}.pdf).`);
  const mail = layoutEmail({
    to: input.email,
    subject: `Quote ${reference} from ${business.name}`,
    businessName: business.name,
    paragraphs,
    action: token
      ? { label: "View and accept the quote", url: `${config.publicUrl}/q/${token}` }
      : undefined,
  });
  if (input.attachPdf) {
    mail.attachments = [
      {
        filename: `Quote-${reference}.pdf`,
        contentType: "application/pdf",
        content: await renderQuotePdf(doc),
      },
    ];
  }
  await mailer.send(mail);
  await db.transaction(async (tx) => {
    const current = await lockQuote(tx, businessId, id);
    const now = new Date();
    await tx
      .update(quotes)
      .set({
        sentAt: now,
        sentTo: input.email,
        status: current.status === "draft" ? "sent" : current.status,
        version: nextVersion(quotes.version),
        updatedAt: now,
      })
      .where(and(eq(quotes.id, id), eq(quotes.businessId, businessId)));
    await recordActivity(
      tx,
      businessId,
      "quote.sent",
      `Quote ${current.name} sent to ${input.email}`,
      id,
    );
  });
  return getQuote(db, businessId, id);
}

/**
 * The job of a quote as an iCalendar event, "Job: {name}". Without a start, the scheduled job's
 * dates are used; the end defaults to one hour after the start (SPEC §7, Calendar export).
 */
export async function quoteCalendar(
  db: Db,
  businessId: string,
  id: string,
  range: { start?: Date; end?: Date },
) {
  const doc = await loadQuoteDocument(db, businessId, id);
  let { start, end } = range;
  if (!start) {
    const [job] = await db
      .select({ startAt: jobs.startAt, endAt: jobs.endAt })
      .from(jobs)
      .where(and(eq(jobs.quoteId, id), eq(jobs.businessId, businessId)));
    start = job?.startAt ?? undefined;
    end ??= job?.endAt ?? undefined;
  }
  if (!start) throw badRequest("Please choose a start date and time", { start: "Required" });
  if (!end || end <= start) end = new Date(start.getTime() + 3_600_000);
  const { quote, reference, customer } = doc;
  const title = `Job: ${quote.name || reference}`;
  const description = [
    `Quote ${reference}${customer.name ? ` for ${customer.name}` : ""}`,
    quote.jobDescription,
    `Total: ${formatPence(quote.totalAmountPence)}`,
    customer.phone && `Phone: ${customer.phone}`,
  ]
    .filter(Boolean)
    .join("\n");
  return {
    filename: `Job-${reference}.ics`,
    body: quoteCalendarEvent({
      uid: `${quote.id}@sole`,
      title,
      description,
      location: customer.address,
      start,
      end,
    }),
  };
}
