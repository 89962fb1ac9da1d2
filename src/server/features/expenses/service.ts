import { and, asc, desc, eq, gte, lte, sql } from "drizzle-orm";
import { z } from "zod";
import {
  type Expense,
  type ExpenseList,
  expenseInputSchema,
  type expenseListQuerySchema,
  expenseMessages,
  type expenseUpdateSchema,
} from "../../../shared/schemas/expenses";
import type { DbOrTx } from "../../db/client";
import { isUuid } from "../../db/ids";
import { ensureRoom } from "../../db/room";
import { nextVersion, versionConflict } from "../../db/row-version";
import { businessExpenses } from "../../db/schema";
import { badRequest, notFound } from "../../errors";
import { decodeCursor, encodeCursor } from "../../http/cursor";

/* A business's own expenses: list (newest first, paged), create, change, delete. */

type ExpenseRow = typeof businessExpenses.$inferSelect;
type ExpenseInputParsed = z.output<typeof expenseInputSchema>;
type ExpenseUpdateParsed = z.output<typeof expenseUpdateSchema>;
type ExpenseListQuery = z.output<typeof expenseListQuerySchema>;

export const toExpense = (row: ExpenseRow): Expense => ({
  id: row.id,
  spentOn: row.spentOn,
  category: expenseInputSchema.shape.category.parse(row.category),
  supplier: row.supplier,
  description: row.description,
  netPence: row.netPence,
  vatPence: row.vatPence,
  version: row.version,
});

const cursorKey = z.tuple([z.string().regex(/^\d{4}-\d{2}-\d{2}$/), z.string().uuid()]);

export async function listExpenses(
  db: DbOrTx,
  businessId: string,
  query: ExpenseListQuery,
): Promise<ExpenseList> {
  const after = query.cursor ? decodeCursor(query.cursor, cursorKey) : undefined;
  const rows = await db
    .select()
    .from(businessExpenses)
    .where(
      and(
        eq(businessExpenses.businessId, businessId),
        query.from ? gte(businessExpenses.spentOn, query.from) : undefined,
        query.to ? lte(businessExpenses.spentOn, query.to) : undefined,
        after
          ? sql`(${businessExpenses.spentOn}, ${businessExpenses.id}) < (${after[0]}::date, ${after[1]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(businessExpenses.spentOn), desc(businessExpenses.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    expenses: page.map(toExpense),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.spentOn, last.id]) : null,
  };
}

/** The business's expenses spent from `from` to `to`, both days included. */
const inPeriod = (businessId: string, from: string, to: string) =>
  and(
    eq(businessExpenses.businessId, businessId),
    gte(businessExpenses.spentOn, from),
    lte(businessExpenses.spentOn, to),
  );

/** The period's expenses, oldest first, for the MTD quarter and the VAT return. */
export async function expensesBetween(
  db: DbOrTx,
  businessId: string,
  from: string,
  to: string,
): Promise<Expense[]> {
  const rows = await db
    .select()
    .from(businessExpenses)
    .where(inPeriod(businessId, from, to))
    .orderBy(asc(businessExpenses.spentOn), asc(businessExpenses.createdAt));
  return rows.map(toExpense);
}

/** The latest `limit` of the period's expenses, oldest first (as expensesBetween orders them). */
export async function latestExpensesBetween(
  db: DbOrTx,
  businessId: string,
  period: { from: string; to: string },
  limit: number,
): Promise<Expense[]> {
  const rows = await db
    .select()
    .from(businessExpenses)
    .where(inPeriod(businessId, period.from, period.to))
    .orderBy(desc(businessExpenses.spentOn), desc(businessExpenses.createdAt))
    .limit(limit);
  return rows.reverse().map(toExpense);
}

/** How many expenses the period has, and their net and VAT, summed in the database. */
export async function expenseTotals(db: DbOrTx, businessId: string, from: string, to: string) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      netPence: sql<string>`coalesce(sum(${businessExpenses.netPence}), 0)::text`,
      vatPence: sql<string>`coalesce(sum(${businessExpenses.vatPence}), 0)::text`,
    })
    .from(businessExpenses)
    .where(inPeriod(businessId, from, to));
  return {
    count: Number(row?.count ?? 0),
    netPence: Number(row?.netPence ?? 0),
    vatPence: Number(row?.vatPence ?? 0),
  };
}

export async function createExpense(
  db: DbOrTx,
  businessId: string,
  input: ExpenseInputParsed,
): Promise<Expense> {
  const row = await db.transaction(async (tx) => {
    await ensureRoom(tx, businessId, "expenses");
    const [inserted] = await tx
      .insert(businessExpenses)
      .values({ ...input, businessId })
      .returning();
    return inserted;
  });
  if (!row) throw new Error("The expense was not saved");
  return toExpense(row);
}

async function expenseRow(db: DbOrTx, businessId: string, id: string) {
  if (!isUuid(id)) throw notFound(expenseMessages.notFound);
  const [row] = await db
    .select()
    .from(businessExpenses)
    .where(and(eq(businessExpenses.id, id), eq(businessExpenses.businessId, businessId)));
  if (!row) throw notFound(expenseMessages.notFound);
  return row;
}

export async function getExpense(db: DbOrTx, businessId: string, id: string) {
  return toExpense(await expenseRow(db, businessId, id));
}

/** A change based on an older version is refused (409) rather than overwriting the other one. */
export async function updateExpense(
  db: DbOrTx,
  businessId: string,
  id: string,
  { version, ...changes }: ExpenseUpdateParsed,
): Promise<Expense> {
  const current = await expenseRow(db, businessId, id);
  const netPence = changes.netPence ?? current.netPence;
  const vatPence = changes.vatPence ?? current.vatPence;
  if (vatPence > netPence) {
    throw badRequest(expenseMessages.vatOverAmount, { vatPence: expenseMessages.vatOverAmount });
  }
  const [row] = await db
    .update(businessExpenses)
    .set({ ...changes, version: nextVersion(businessExpenses.version), updatedAt: new Date() })
    .where(
      and(
        eq(businessExpenses.id, id),
        eq(businessExpenses.businessId, businessId),
        eq(businessExpenses.version, version),
      ),
    )
    .returning();
  if (!row) throw versionConflict("expense");
  return toExpense(row);
}

export async function deleteExpense(db: DbOrTx, businessId: string, id: string) {
  await expenseRow(db, businessId, id);
  await db
    .delete(businessExpenses)
    .where(and(eq(businessExpenses.id, id), eq(businessExpenses.businessId, businessId)));
}
