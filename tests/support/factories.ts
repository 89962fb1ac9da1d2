/**
 * Test factories: `createX(db, overrides)` inserts one row (and what it owns) with sensible
 * defaults through Drizzle and returns it. Missing parents (business, user, quote, invoice,
 * merchant) are created on the way, so any factory works on an empty migrated database.
 */
import { randomUUID } from "node:crypto";
import { and, eq, max } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../src/server/db/client";
import {
  account,
  activityEvents,
  businessCounters,
  businessExpenses,
  businesses,
  customers,
  favourites,
  invoiceLines,
  invoices,
  jobs,
  loginLockout,
  mailOutbox,
  memberships,
  merchantBranches,
  merchants,
  merchantTerms,
  orderLines,
  orders,
  payments,
  productCategories,
  products,
  quoteMaterials,
  quoteMeasurements,
  quotePhotos,
  quotes,
  rateLimit,
  scrapingJobs,
  session,
  tradeAccounts,
  twoFactor,
  uploadedImages,
  user,
  verification,
  waitlistEmails,
} from "../../src/server/db/schema";
import {
  chargedUnitPence,
  computeQuoteTotals,
  lineTotalPence,
  percentOf,
} from "../../src/shared/quote-math";

type New<T extends PgTable> = Partial<T["$inferInsert"]>;

let sequence = 0;
/** A short id unique within the process: `${prefix}-${n}-${random}`. */
export const uid = (prefix = "t") => `${prefix}-${++sequence}-${randomUUID().slice(0, 8)}`;
export const uniqueEmail = (name = "user") => `${uid(name)}@example.test`;
const DAY_MS = 86_400_000;
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);
/** A `date` column value (YYYY-MM-DD), `days` from today. */
export const isoDate = (days = 0) => daysFromNow(days).toISOString().slice(0, 10);

async function one<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error("factory insert returned no row");
  return row;
}

/** Merchants are global with fixed ids; the seed makes 1, 2, 3. Creates `id` when missing. */
export async function ensureMerchant(db: DbOrTx, id = 1) {
  await db
    .insert(merchants)
    .values({ id, name: `Merchant ${id}` })
    .onConflictDoNothing();
  return id;
}

/**
 * Next per-business number (quote, invoice, order): max(counter, max(number)) + 1, stored back in
 * business_counters so numbers the app hands out later do not collide with factory rows.
 */
async function nextNumber(
  db: DbOrTx,
  businessId: string,
  name: string,
  table: PgTable & { businessId: PgColumn; number: PgColumn },
) {
  const [used] = await db
    .select({ n: max(table.number) })
    .from(table)
    .where(eq(table.businessId, businessId));
  const [counter] = await db
    .select({ value: businessCounters.value })
    .from(businessCounters)
    .where(and(eq(businessCounters.businessId, businessId), eq(businessCounters.name, name)));
  const value = Math.max(Number(used?.n ?? 0), counter?.value ?? 0) + 1;
  await db
    .insert(businessCounters)
    .values({ businessId, name, value })
    .onConflictDoUpdate({
      target: [businessCounters.businessId, businessCounters.name],
      set: { value },
    });
  return value;
}

// ---- auth ---------------------------------------------------------------------------------

export function createUser(db: DbOrTx, overrides: New<typeof user> = {}) {
  const email = overrides.email ?? uniqueEmail();
  return one(
    db
      .insert(user)
      .values({ id: uid("user"), name: "Test User", email, emailVerified: true, ...overrides })
      .returning(),
  );
}

export async function createSession(db: DbOrTx, overrides: New<typeof session> = {}) {
  const userId = overrides.userId ?? (await createUser(db)).id;
  return one(
    db
      .insert(session)
      .values({
        id: uid("sess"),
        token: uid("tok"),
        expiresAt: daysFromNow(7),
        ...overrides,
        userId,
      })
      .returning(),
  );
}

export async function createAccount(db: DbOrTx, overrides: New<typeof account> = {}) {
  const userId = overrides.userId ?? (await createUser(db)).id;
  return one(
    db
      .insert(account)
      .values({
        id: uid("acct"),
        accountId: userId,
        providerId: "credential",
        password: "hashed:password",
        ...overrides,
        userId,
      })
      .returning(),
  );
}

export function createVerification(db: DbOrTx, overrides: New<typeof verification> = {}) {
  return one(
    db
      .insert(verification)
      .values({
        id: uid("ver"),
        identifier: uniqueEmail("verify"),
        value: uid("code"),
        expiresAt: daysFromNow(1),
        ...overrides,
      })
      .returning(),
  );
}

export async function createTwoFactor(db: DbOrTx, overrides: New<typeof twoFactor> = {}) {
  const userId = overrides.userId ?? (await createUser(db)).id;
  return one(
    db
      .insert(twoFactor)
      .values({
        id: uid("2fa"),
        secret: "JBSWY3DPEHPK3PXP",
        backupCodes: "[]",
        ...overrides,
        userId,
      })
      .returning(),
  );
}

export function createRateLimit(db: DbOrTx, overrides: New<typeof rateLimit> = {}) {
  return one(
    db
      .insert(rateLimit)
      .values({
        id: uid("rl"),
        key: uid("127.0.0.1|/sign-in"),
        count: 1,
        lastRequest: 1,
        ...overrides,
      })
      .returning(),
  );
}

export function createLoginLockout(db: DbOrTx, overrides: New<typeof loginLockout> = {}) {
  return one(
    db
      .insert(loginLockout)
      .values({
        email: uniqueEmail("locked"),
        address: "192.0.2.1",
        failedCount: 3,
        lockedUntil: daysFromNow(1),
        ...overrides,
      })
      .returning(),
  );
}

// ---- businesses ---------------------------------------------------------------------------

export function createBusiness(db: DbOrTx, overrides: New<typeof businesses> = {}) {
  return one(
    db
      .insert(businesses)
      .values({
        name: "Test Building Ltd",
        email: uniqueEmail("office"),
        defaultTerms: "Payment within 14 days.",
        ...overrides,
      })
      .returning(),
  );
}

export async function createMembership(db: DbOrTx, overrides: New<typeof memberships> = {}) {
  const businessId = overrides.businessId ?? (await createBusiness(db)).id;
  const userId = overrides.userId ?? (await createUser(db)).id;
  return one(
    db
      .insert(memberships)
      .values({ role: "owner", ...overrides, businessId, userId })
      .returning(),
  );
}

/** A business with an owner user and the owner's membership, as sign-up makes them. */
export async function createBusinessWithOwner(
  db: DbOrTx,
  overrides: { business?: New<typeof businesses>; owner?: New<typeof user> } = {},
) {
  const business = await createBusiness(db, overrides.business);
  const owner = await createUser(db, overrides.owner);
  const membership = await createMembership(db, { businessId: business.id, userId: owner.id });
  return { business, owner, membership };
}

export async function createBusinessCounter(
  db: DbOrTx,
  overrides: New<typeof businessCounters> = {},
) {
  const businessId = overrides.businessId ?? (await createBusiness(db)).id;
  return one(
    db
      .insert(businessCounters)
      .values({ name: uid("counter"), value: 0, ...overrides, businessId })
      .returning(),
  );
}

export async function createCustomer(db: DbOrTx, overrides: New<typeof customers> = {}) {
  const businessId = overrides.businessId ?? (await createBusiness(db)).id;
  return one(
    db
      .insert(customers)
      .values({
        firstName: "Sarah",
        lastName: "Thompson",
        email: uniqueEmail("customer"),
        phone: "07700 900123",
        address: "14 Acreman Street, Sherborne DT9 3NX",
        ...overrides,
        businessId,
      })
      .returning(),
  );
}

export async function createActivityEvent(db: DbOrTx, overrides: New<typeof activityEvents> = {}) {
  const businessId = overrides.businessId ?? (await createBusiness(db)).id;
  return one(
    db
      .insert(activityEvents)
      .values({ kind: "quote.created", message: "Quote #1 created", ...overrides, businessId })
      .returning(),
  );
}

export function createWaitlistEmail(db: DbOrTx, overrides: New<typeof waitlistEmails> = {}) {
  return one(
    db
      .insert(waitlistEmails)
      .values({ email: uniqueEmail("waitlist"), ...overrides })
      .returning(),
  );
}

export function createOutboxMail(db: DbOrTx, overrides: New<typeof mailOutbox> = {}) {
  return one(
    db
      .insert(mailOutbox)
      .values({
        to: uniqueEmail("to"),
        from: "Sole. <no-reply@sole.test>",
        subject: "Your quote",
        text: "Hello",
        html: "<p>Hello</p>",
        ...overrides,
      })
      .returning(),
  );
}

export async function createBusinessExpense(
  db: DbOrTx,
  overrides: New<typeof businessExpenses> = {},
) {
  const businessId = overrides.businessId ?? (await createBusiness(db)).id;
  return one(
    db
      .insert(businessExpenses)
      .values({
        spentOn: "2026-10-20",
        category: "carVanTravelExpenses",
        supplier: "Admiral",
        description: "Van insurance",
        netPence: 42_000,
        vatPence: 0,
        ...overrides,
        businessId,
      })
      .returning(),
  );
}

export async function createUploadedImage(db: DbOrTx, overrides: New<typeof uploadedImages> = {}) {
  const businessId = overrides.businessId ?? (await createBusiness(db)).id;
  const png = Buffer.from("89504e470d0a1a0a", "hex");
  return one(
    db
      .insert(uploadedImages)
      .values({ contentType: "image/png", data: png, ...overrides, businessId })
      .returning(),
  );
}

/** A site photo of a (new) quote, its image stored for the same business. */
export async function createQuotePhoto(db: DbOrTx, overrides: New<typeof quotePhotos> = {}) {
  const quote = overrides.quoteId ? null : await createQuote(db);
  const quoteId = overrides.quoteId ?? quote!.id;
  const businessId = overrides.businessId ?? quote!.businessId;
  const imageId = overrides.imageId ?? (await createUploadedImage(db, { businessId })).id;
  return one(
    db
      .insert(quotePhotos)
      .values({ position: 0, ...overrides, quoteId, businessId, imageId })
      .returning(),
  );
}

export async function createFavourite(db: DbOrTx, overrides: New<typeof favourites> = {}) {
  const businessId = overrides.businessId ?? (await createBusiness(db)).id;
  const userId = overrides.userId ?? (await createUser(db)).id;
  const productId = overrides.productId ?? (await createProduct(db)).id;
  return one(
    db
      .insert(favourites)
      .values({ ...overrides, businessId, userId, productId })
      .returning(),
  );
}

// ---- catalogue ----------------------------------------------------------------------------

export async function createMerchant(db: DbOrTx, overrides: New<typeof merchants> = {}) {
  const id = overrides.id ?? 1000 + ++sequence;
  return one(
    db
      .insert(merchants)
      .values({ name: `Merchant ${id}`, website: "https://merchant.example", ...overrides, id })
      .returning(),
  );
}

export async function createMerchantBranch(
  db: DbOrTx,
  overrides: New<typeof merchantBranches> = {},
) {
  const merchantId = await ensureMerchant(db, overrides.merchantId ?? 1);
  return one(
    db
      .insert(merchantBranches)
      .values({ name: uid("Branch"), address: "1 High Street", ...overrides, merchantId })
      .returning(),
  );
}

export function createProductCategory(db: DbOrTx, overrides: New<typeof productCategories> = {}) {
  const slug = overrides.slug ?? uid("category");
  return one(
    db
      .insert(productCategories)
      .values({ name: slug, ...overrides, slug })
      .returning(),
  );
}

/** A public catalogue product; pass `businessId` for a business's private price-list product. */
export async function createProduct(db: DbOrTx, overrides: New<typeof products> = {}) {
  const merchantId = await ensureMerchant(db, overrides.merchantId ?? 1);
  return one(
    db
      .insert(products)
      .values({
        name: "Gyproc Plasterboard 12.5mm 2400 x 1200",
        sku: uid("SKU"),
        unit: "sheet",
        pricePence: 1099,
        description: "Tapered edge plasterboard for walls and ceilings.",
        stock: "In stock",
        ...overrides,
        merchantId,
      })
      .returning(),
  );
}

export async function createMerchantTerm(db: DbOrTx, overrides: New<typeof merchantTerms> = {}) {
  const businessId = overrides.businessId ?? (await createBusiness(db)).id;
  const merchantId =
    overrides.merchantId === null ? null : await ensureMerchant(db, overrides.merchantId ?? 1);
  return one(
    db
      .insert(merchantTerms)
      .values({
        merchantName: `Merchant ${merchantId ?? "other"}`,
        discountPercent: 35,
        preferredBranch: "Sherborne",
        ...overrides,
        businessId,
        merchantId,
      })
      .returning(),
  );
}

export async function createTradeAccount(db: DbOrTx, overrides: New<typeof tradeAccounts> = {}) {
  const businessId = overrides.businessId ?? (await createBusiness(db)).id;
  const merchantId = await ensureMerchant(db, overrides.merchantId ?? 1);
  return one(
    db
      .insert(tradeAccounts)
      .values({
        accountNumber: uid("ACC"),
        accountName: "Test Building Ltd",
        isDefault: true,
        ...overrides,
        businessId,
        merchantId,
      })
      .returning(),
  );
}

export async function createScrapingJob(db: DbOrTx, overrides: New<typeof scrapingJobs> = {}) {
  const businessId =
    overrides.businessId === null ? null : (overrides.businessId ?? (await createBusiness(db)).id);
  const merchantId =
    overrides.merchantId === null ? null : await ensureMerchant(db, overrides.merchantId ?? 1);
  return one(
    db
      .insert(scrapingJobs)
      .values({
        url: "https://merchant.example/c/plaster",
        pagesTotal: 3,
        ...overrides,
        businessId,
        merchantId,
      })
      .returning(),
  );
}

type OrderLineInput = Omit<
  New<typeof orderLines>,
  "orderId" | "businessId" | "position" | "totalPence"
> & { name: string; quantity: number; unitPricePence: number };

export async function createOrder(
  db: DbOrTx,
  overrides: New<typeof orders> & { lines?: OrderLineInput[] } = {},
) {
  const { lines: lineInput, ...rest } = overrides;
  const businessId = rest.businessId ?? (await createBusiness(db)).id;
  const merchantId = await ensureMerchant(db, rest.merchantId ?? 1);
  const lines = (
    lineInput ?? [
      {
        name: "Plasterboard 12.5mm",
        sku: "PB125",
        quantity: 10,
        unit: "sheet",
        unitPricePence: 1099,
      },
      { name: "Multi-finish 25kg", sku: "MF25", quantity: 2.5, unit: "bag", unitPricePence: 1249 },
    ]
  ).map((line, position) => ({
    sku: "",
    ...line,
    position,
    businessId,
    totalPence: lineTotalPence(line.quantity, line.unitPricePence),
  }));
  const number = rest.number ?? (await nextNumber(db, businessId, "order", orders));
  const order = await one(
    db
      .insert(orders)
      .values({
        deliveryAddress: "14 Acreman Street, Sherborne DT9 3NX",
        branch: "Sherborne",
        deliveryDate: isoDate(3),
        totalPence: lines.reduce((sum, l) => sum + l.totalPence, 0),
        ...rest,
        businessId,
        merchantId,
        number,
      })
      .returning(),
  );
  const saved = lines.length
    ? await db
        .insert(orderLines)
        .values(lines.map((l) => ({ ...l, orderId: order.id })))
        .returning()
    : [];
  return { ...order, lines: saved };
}

// ---- quotes, jobs, invoices ---------------------------------------------------------------

/**
 * A quote line: its net cost (`netUnitPricePence`, or the deprecated `unitPricePence` meaning the
 * same, as the API accepts) and its markup (absent or null: the quote's margin). The charged price
 * and total are worked out as the server does.
 */
type MaterialInput = Omit<
  New<typeof quoteMaterials>,
  | "quoteId"
  | "businessId"
  | "position"
  | "totalPence"
  | "unitPricePence"
  | "netUnitPricePence"
  | "markupPercent"
> & {
  name: string;
  quantity: number;
  markupPercent?: number | null;
  netUnitPricePence?: number;
  /** @deprecated the net cost, as the API still accepts it. */
  unitPricePence?: number;
};
type MeasurementInput = Omit<
  New<typeof quoteMeasurements>,
  "quoteId" | "businessId" | "position"
> & {
  label: string;
  value: number;
  unit: "m" | "cm" | "mm" | "ft" | "in";
};

/** A quote with its materials and measurements; totals from the shared quote maths. */
export async function createQuote(
  db: DbOrTx,
  overrides: New<typeof quotes> & {
    materials?: MaterialInput[];
    measurements?: MeasurementInput[];
  } = {},
) {
  const { materials: materialInput, measurements: measurementInput, ...rest } = overrides;
  const businessId = rest.businessId ?? (await createBusiness(db)).id;
  const customer =
    rest.customerId === undefined ? await createCustomer(db, { businessId }) : undefined;
  const materials = (
    materialInput ?? [
      { name: "Plasterboard 12.5mm", quantity: 12, unit: "sheet", netUnitPricePence: 1099 },
      { name: "Multi-finish plaster 25kg", quantity: 3, unit: "bag", netUnitPricePence: 1249 },
      { name: "Scrim tape 90m", quantity: 1.5, unit: "roll", netUnitPricePence: 399 },
    ]
  ).map(({ unitPricePence, netUnitPricePence, markupPercent, ...m }) => ({
    ...m,
    netUnitPricePence: netUnitPricePence ?? unitPricePence ?? 0,
    markupPercent: markupPercent ?? null,
  }));
  const measurements = measurementInput ?? [
    { label: "Wall length", value: 4.2, unit: "m" },
    { label: "Wall height", value: 2.4, unit: "m" },
  ];
  const settings = {
    laborDays: rest.laborDays ?? 3,
    dayRatePence: rest.dayRatePence ?? 25000,
    vatIncluded: rest.vatIncluded ?? true,
    vatRate: rest.vatRate ?? 20,
    marginPercent: rest.marginPercent ?? 15,
    profitRule: rest.profitRule ?? "manual",
  };
  const number = rest.number ?? (await nextNumber(db, businessId, "quote", quotes));
  const quote = await one(
    db
      .insert(quotes)
      .values({
        name: "Kitchen re-plaster",
        jobDescription: "Board and skim two kitchen walls.",
        customerId: customer?.id,
        customerName: customer ? `${customer.firstName} ${customer.lastName}` : "",
        expiresAt: daysFromNow(30),
        ...rest,
        ...settings,
        ...computeQuoteTotals({ ...settings, materials }),
        businessId,
        number,
      })
      .returning(),
  );
  const savedMaterials = materials.length
    ? await db
        .insert(quoteMaterials)
        .values(
          materials.map((m, position) => ({
            ...m,
            quoteId: quote.id,
            businessId,
            position,
            unitPricePence: chargedUnitPence(m, settings.marginPercent),
            totalPence: lineTotalPence(m.quantity, chargedUnitPence(m, settings.marginPercent)),
          })),
        )
        .returning()
    : [];
  const savedMeasurements = measurements.length
    ? await db
        .insert(quoteMeasurements)
        .values(
          measurements.map((m, position) => ({ ...m, quoteId: quote.id, businessId, position })),
        )
        .returning()
    : [];
  return { ...quote, materials: savedMaterials, measurements: savedMeasurements };
}

export async function createJob(db: DbOrTx, overrides: New<typeof jobs> = {}) {
  const quote = overrides.quoteId
    ? await one(db.select().from(quotes).where(eq(quotes.id, overrides.quoteId)))
    : await createQuote(db, { businessId: overrides.businessId, status: "accepted" });
  return one(
    db
      .insert(jobs)
      .values({
        customerId: quote.customerId,
        startAt: daysFromNow(7),
        endAt: daysFromNow(10),
        ...overrides,
        businessId: quote.businessId,
        quoteId: quote.id,
      })
      .returning(),
  );
}

type InvoiceLineInput = Omit<
  New<typeof invoiceLines>,
  "invoiceId" | "businessId" | "position" | "netPence" | "vatPence"
> & { description: string; quantity: number; unitPricePence: number };

export async function createInvoice(
  db: DbOrTx,
  overrides: New<typeof invoices> & { lines?: InvoiceLineInput[] } = {},
) {
  const { lines: lineInput, ...rest } = overrides;
  const businessId = rest.businessId ?? (await createBusiness(db)).id;
  const lines = (
    lineInput ?? [
      {
        description: "Labour: 3 days",
        quantity: 3,
        unit: "day",
        unitPricePence: 25000,
        isLabour: true,
      },
      { description: "Plasterboard 12.5mm", quantity: 12, unit: "sheet", unitPricePence: 1099 },
    ]
  ).map((line, position) => {
    const netPence = lineTotalPence(line.quantity, line.unitPricePence);
    const vatRate = line.vatRate ?? 20;
    return {
      ...line,
      vatRate,
      position,
      businessId,
      netPence,
      vatPence: percentOf(netPence, vatRate),
    };
  });
  const netPence = lines.reduce((sum, l) => sum + l.netPence, 0);
  const vatPence = lines.reduce((sum, l) => sum + l.vatPence, 0);
  const number = rest.number ?? (await nextNumber(db, businessId, "invoice", invoices));
  const invoice = await one(
    db
      .insert(invoices)
      .values({
        customerName: "Sarah Thompson",
        issueDate: isoDate(0),
        taxPoint: isoDate(0),
        dueDate: isoDate(14),
        netPence,
        vatPence,
        amountDuePence: netPence + vatPence,
        ...rest,
        businessId,
        number,
      })
      .returning(),
  );
  const saved = lines.length
    ? await db
        .insert(invoiceLines)
        .values(lines.map((l) => ({ ...l, invoiceId: invoice.id })))
        .returning()
    : [];
  return { ...invoice, lines: saved };
}

export async function createPayment(db: DbOrTx, overrides: New<typeof payments> = {}) {
  const invoice = overrides.invoiceId
    ? await one(db.select().from(invoices).where(eq(invoices.id, overrides.invoiceId)))
    : await createInvoice(db, { businessId: overrides.businessId });
  return one(
    db
      .insert(payments)
      .values({
        amountPence: Math.min(invoice.amountDuePence, 50_000),
        paidOn: isoDate(0),
        ...overrides,
        businessId: invoice.businessId,
        invoiceId: invoice.id,
      })
      .returning(),
  );
}
