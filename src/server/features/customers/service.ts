import { and, eq, getTableColumns, sql } from "drizzle-orm";
import {
  type Customer,
  type CustomerInput,
  type CustomerUpdate,
  customerDisplayName,
} from "../../../shared/schemas/customers";
import type { Db, DbOrTx } from "../../db/client";
import { isUuid } from "../../db/ids";
import { ensureRoom } from "../../db/room";
import { nextVersion, versionConflict, versionIs } from "../../db/row-version";
import { activityEvents, customers, quotes } from "../../db/schema";
import { notFound } from "../../errors";

/** An id that is not a uuid names no customer: 404, like any unknown id. */
function checkId(id: string) {
  if (!isUuid(id)) throw notFound();
}

type CustomerRow = typeof customers.$inferSelect;

// Spelled out: drizzle leaves columns unqualified in a single-table select, which a correlated
// subquery would resolve against the wrong table.
export const quoteCount = sql<number>`(
  select count(*) from quotes q
  where q.customer_id = "customers"."id" and q.business_id = "customers"."business_id"
)`.mapWith(Number);

export function toCustomer(row: CustomerRow & { quoteCount: number }): Customer {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    comments: row.comments,
    reverseCharge: row.reverseCharge,
    cisRatePercent: row.cisRatePercent,
    displayName: customerDisplayName(row),
    createdAt: row.createdAt.toISOString(),
    quoteCount: row.quoteCount,
    version: row.version,
  };
}

async function findCustomer(db: DbOrTx, businessId: string, id: string) {
  checkId(id);
  const [row] = await db
    .select({ ...getTableColumns(customers), quoteCount })
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.businessId, businessId)));
  if (!row) throw notFound();
  return row;
}

async function recordActivity(
  db: DbOrTx,
  businessId: string,
  kind: "customer.created" | "customer.updated" | "customer.deleted",
  message: string,
  customerId: string,
) {
  await db
    .insert(activityEvents)
    .values({ businessId, kind, message, entityType: "customer", entityId: customerId });
}

export async function getCustomer(db: Db, businessId: string, id: string): Promise<Customer> {
  return toCustomer(await findCustomer(db, businessId, id));
}

export async function createCustomer(
  db: Db,
  businessId: string,
  input: CustomerInput,
): Promise<Customer> {
  return db.transaction(async (tx) => {
    await ensureRoom(tx, businessId, "customers");
    const [row] = await tx
      .insert(customers)
      .values({ ...input, businessId })
      .returning();
    if (!row) throw new Error("customer insert returned no row");
    const name = customerDisplayName(row);
    await recordActivity(tx, businessId, "customer.created", `Customer ${name} added`, row.id);
    return toCustomer({ ...row, quoteCount: 0 });
  });
}

export async function updateCustomer(
  db: Db,
  businessId: string,
  id: string,
  input: CustomerUpdate,
): Promise<Customer> {
  checkId(id);
  return db.transaction(async (tx) => {
    const { version, ...fields } = input;
    const changes = Object.fromEntries(
      Object.entries(fields).filter(([, value]) => value !== undefined),
    ) as CustomerInput;
    const [row] = await tx
      .update(customers)
      .set({ ...changes, version: nextVersion(customers.version), updatedAt: new Date() })
      .where(
        and(
          eq(customers.id, id),
          eq(customers.businessId, businessId),
          versionIs(customers.version, version),
        ),
      )
      .returning({ id: customers.id });
    if (!row) {
      await findCustomer(tx, businessId, id); // another business's or a deleted row: 404
      throw versionConflict("customer");
    }
    const updated = await findCustomer(tx, businessId, id);
    const name = customerDisplayName(updated);
    await recordActivity(tx, businessId, "customer.updated", `Customer ${name} updated`, id);
    return toCustomer(updated);
  });
}

/**
 * Deletes a customer. Its quotes stay: the foreign key sets customer_id null, and any quote
 * without a customer name snapshot gets one now so it stays readable.
 */
export async function deleteCustomer(db: Db, businessId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const customer = await findCustomer(tx, businessId, id);
    const name = customerDisplayName(customer);
    await tx
      .update(quotes)
      .set({ customerName: name })
      .where(
        and(
          eq(quotes.businessId, businessId),
          eq(quotes.customerId, id),
          sql`btrim(${quotes.customerName}) = ''`,
        ),
      );
    await tx
      .delete(customers)
      .where(and(eq(customers.id, id), eq(customers.businessId, businessId)));
    await recordActivity(tx, businessId, "customer.deleted", `Customer ${name} deleted`, id);
  });
}
