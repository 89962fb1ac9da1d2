/**
 * The merchants a business can order from, and its trade accounts with them (Settings, and the
 * ordering panel's account choice). Every account query is filtered by the business's id.
 */
import { and, asc, count, eq, ne } from "drizzle-orm";
import {
  type Merchant,
  TRADE_ACCOUNTS_MAX,
  type TradeAccount,
  type TradeAccountPatch,
  tradeAccountsFullMessage,
} from "../../../shared/schemas/settings";
import { lockBusiness } from "../../auth/businesses";
import type { Db } from "../../db/client";
import { isUuid } from "../../db/ids";
import { merchantBranches, merchants, tradeAccounts } from "../../db/schema";
import { conflict, notFound } from "../../errors";

export async function listMerchants(db: Db): Promise<Merchant[]> {
  const rows = await db.select().from(merchants).orderBy(asc(merchants.id));
  const branches = await db
    .select({ merchantId: merchantBranches.merchantId, name: merchantBranches.name })
    .from(merchantBranches)
    .orderBy(asc(merchantBranches.id));
  return rows.map((m) => ({
    id: m.id,
    name: m.name,
    website: m.website,
    branches: branches.filter((b) => b.merchantId === m.id).map((b) => b.name),
  }));
}

async function merchantNames(db: Db) {
  const rows = await db.select({ id: merchants.id, name: merchants.name }).from(merchants);
  return new Map(rows.map((m) => [m.id, m.name] as const));
}

function toTradeAccount(
  r: typeof tradeAccounts.$inferSelect,
  names: Map<number, string>,
): TradeAccount {
  return {
    id: r.id,
    merchantId: r.merchantId,
    merchantName: names.get(r.merchantId) ?? "",
    accountNumber: r.accountNumber,
    accountName: r.accountName,
    isDefault: r.isDefault,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function listTradeAccounts(db: Db, businessId: string) {
  const rows = await db
    .select()
    .from(tradeAccounts)
    .where(eq(tradeAccounts.businessId, businessId))
    .orderBy(asc(tradeAccounts.createdAt), asc(tradeAccounts.id));
  const names = await merchantNames(db);
  return rows.map((r) => toTradeAccount(r, names));
}

export async function getTradeAccount(db: Db, businessId: string, id: string) {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select()
    .from(tradeAccounts)
    .where(and(eq(tradeAccounts.id, id), eq(tradeAccounts.businessId, businessId)));
  if (!row) throw notFound();
  return toTradeAccount(row, await merchantNames(db));
}

export async function createTradeAccount(
  db: Db,
  businessId: string,
  input: Required<TradeAccountPatch>,
) {
  const id = await db.transaction(async (tx) => {
    // The business's row lock makes two creates at once count one after the other.
    await lockBusiness(tx, businessId);
    const [held] = await tx
      .select({ n: count() })
      .from(tradeAccounts)
      .where(eq(tradeAccounts.businessId, businessId));
    if ((held?.n ?? 0) >= TRADE_ACCOUNTS_MAX) {
      throw conflict("too_many_trade_accounts", tradeAccountsFullMessage);
    }
    // A business's first account is its default: with one account, orders go on it unasked.
    const isDefault = input.isDefault || (held?.n ?? 0) === 0;
    if (isDefault) {
      await tx
        .update(tradeAccounts)
        .set({ isDefault: false })
        .where(eq(tradeAccounts.businessId, businessId));
    }
    const [row] = await tx
      .insert(tradeAccounts)
      .values({ businessId, ...input, isDefault })
      .returning({ id: tradeAccounts.id });
    return row!.id;
  });
  return getTradeAccount(db, businessId, id);
}

export async function updateTradeAccount(
  db: Db,
  businessId: string,
  id: string,
  patch: TradeAccountPatch,
) {
  await getTradeAccount(db, businessId, id);
  await db.transaction(async (tx) => {
    if (patch.isDefault) {
      await tx
        .update(tradeAccounts)
        .set({ isDefault: false })
        .where(and(eq(tradeAccounts.businessId, businessId), ne(tradeAccounts.id, id)));
    }
    const values = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    if (Object.keys(values).length) {
      await tx
        .update(tradeAccounts)
        .set(values)
        .where(and(eq(tradeAccounts.id, id), eq(tradeAccounts.businessId, businessId)));
    }
  });
  return getTradeAccount(db, businessId, id);
}

export async function deleteTradeAccount(db: Db, businessId: string, id: string) {
  if (!isUuid(id)) throw notFound();
  const deleted = await db
    .delete(tradeAccounts)
    .where(and(eq(tradeAccounts.id, id), eq(tradeAccounts.businessId, businessId)))
    .returning({ id: tradeAccounts.id });
  if (!deleted.length) throw notFound();
}
