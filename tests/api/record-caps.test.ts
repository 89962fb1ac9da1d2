/**
 * How many records of each kind a business keeps (src/server/db/room.ts). Every business shares
 * one database and the per-minute request limits only slow a script that creates in a loop, so
 * each create counts the business's rows of its kind under the business's row lock and is refused
 * with 409 `too_many_<kind>` at the cap, writing nothing; another business is not counted with it.
 * The caps are lowered here (RECORD_CAPS is read on every create) rather than filled to 50,000.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/client";
import {
  ensureRoom,
  RECORD_CAPS,
  type RecordKind,
  roomFullMessage,
} from "../../src/server/db/room";
import { customers } from "../../src/server/db/schema";
import { type Browser, signedInBrowser } from "../support/browser";
import { createQuote } from "../support/factories";
import { type PostgresServer, startPostgres } from "../support/postgres";
import { createTestApp, type TestApp } from "../support/test-app";

const defaults = { ...RECORD_CAPS };
afterEach(() => {
  Object.assign(RECORD_CAPS, defaults);
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The table each kind is counted in. */
const tables: Record<RecordKind, string> = {
  quotes: "quotes",
  customers: "customers",
  invoices: "invoices",
  expenses: "business_expenses",
  orders: "orders",
  templates: "quote_templates",
};

async function businessOf(b: Browser): Promise<string> {
  return (await (await b.get("/api/me")).json()).business.id;
}

async function held(app: TestApp, kind: RecordKind, businessId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    app.deps.db,
    sql`select count(*)::int as n from ${sql.identifier(tables[kind])} where business_id = ${businessId}`,
  );
  return row?.n ?? 0;
}

interface Tenant {
  b: Browser;
  businessId: string;
}

async function tenant(app: TestApp = t): Promise<Tenant> {
  const { browser: b } = await signedInBrowser(app);
  return { b, businessId: await businessOf(b) };
}

/**
 * Two businesses, each made ready by `setup` (what the create needs: a quote to copy, an accepted
 * quote to invoice), and the cap set to room for one more of the first's. The create takes the
 * last place, the next is refused whole with nothing stored, and the second business (holding as
 * many as the first did) still creates.
 */
async function refusedAtTheCap<T>(
  kind: RecordKind,
  setup: (who: Tenant) => Promise<T>,
  create: (who: Tenant, ready: T) => Promise<Response>,
  created = 201,
) {
  const mine = await tenant();
  const theirs = await tenant();
  const readyMine = await setup(mine);
  const readyTheirs = await setup(theirs);
  const before = await held(t, kind, mine.businessId);
  expect(await held(t, kind, theirs.businessId)).toBe(before);
  RECORD_CAPS[kind] = before + 1;

  expect((await create(mine, readyMine)).status).toBe(created);
  expect(await held(t, kind, mine.businessId)).toBe(before + 1);

  const refused = await create(mine, readyMine);
  expect(refused.status).toBe(409);
  expect((await refused.json()).error).toEqual({
    code: `too_many_${kind}`,
    message: roomFullMessage(kind, before + 1),
  });
  expect(await held(t, kind, mine.businessId)).toBe(before + 1);

  expect((await create(theirs, readyTheirs)).status).toBe(created);
  expect(await held(t, kind, theirs.businessId)).toBe(before + 1);
}

const noSetup = async () => undefined;

describe("each kind of record a business keeps is capped", () => {
  it("quotes: a new quote", async () => {
    await refusedAtTheCap("quotes", noSetup, ({ b }) =>
      b.post("/api/quotes", { name: "Loft", jobDescription: "Board the loft." }),
    );
  });

  it("quotes: a copy", async () => {
    await refusedAtTheCap(
      "quotes",
      ({ businessId }) => createQuote(t.deps.db, { businessId }),
      ({ b }, source) => b.post(`/api/quotes/${source.id}/duplicate`),
    );
  });

  it("quotes: a revision (and a variation of an accepted quote)", async () => {
    await refusedAtTheCap(
      "quotes",
      ({ businessId }) => createQuote(t.deps.db, { businessId, status: "sent" }),
      ({ b }, source) => b.post(`/api/quotes/${source.id}/revise`),
    );
    await refusedAtTheCap(
      "quotes",
      ({ businessId }) => createQuote(t.deps.db, { businessId, status: "accepted" }),
      ({ b }, source) => b.post(`/api/quotes/${source.id}/revise`),
    );
  });

  it("quotes: a quote made from a template", async () => {
    await refusedAtTheCap(
      "quotes",
      async ({ b }) => {
        const res = await b.post("/api/templates", {
          name: "Skim a room",
          laborDays: 1,
          lines: [{ name: "Multi-finish 25kg", quantity: 2, unit: "bag", netUnitPricePence: 1249 }],
        });
        expect(res.status).toBe(201);
        return (await res.json()).id as string;
      },
      ({ b }, templateId) => b.post(`/api/templates/${templateId}/quotes`, {}),
    );
  });

  it("quotes: a draft sent again with its device id is still the same quote at the cap", async () => {
    const { b, businessId } = await tenant();
    RECORD_CAPS.quotes = (await held(t, "quotes", businessId)) + 1;
    const draft = { id: randomUUID(), name: "Porch", jobDescription: "Rebuild the porch." };
    const first = await b.post("/api/quotes", draft);
    expect(first.status).toBe(201);
    const again = await b.post("/api/quotes", draft);
    expect(again.status).toBe(201);
    expect((await again.json()).id).toBe(draft.id);
    const another = await b.post("/api/quotes", { ...draft, id: randomUUID() });
    expect((await another.json()).error.code).toBe("too_many_quotes");
  });

  it("customers", async () => {
    await refusedAtTheCap("customers", noSetup, ({ b }) =>
      b.post("/api/customers", { firstName: "Sarah", lastName: "Thompson" }),
    );
  });

  it("invoices", async () => {
    await refusedAtTheCap(
      "invoices",
      ({ businessId }) => createQuote(t.deps.db, { businessId, status: "accepted" }),
      ({ b }, quote) => b.post("/api/invoices", { quoteId: quote.id, kind: "deposit" }),
    );
  });

  it("expenses", async () => {
    await refusedAtTheCap("expenses", noSetup, ({ b }) =>
      b.post("/api/expenses", {
        spentOn: "2026-10-20",
        category: "carVanTravelExpenses",
        supplier: "Admiral",
        description: "Van insurance",
        netPence: 42_000,
        vatPence: 0,
      }),
    );
  });

  it("templates", async () => {
    await refusedAtTheCap("templates", noSetup, ({ b }) =>
      b.post("/api/templates", { name: "Board a ceiling", laborDays: 1 }),
    );
  });

  describe("purchase orders", () => {
    const line = (merchantId: number, sku: string) => ({
      name: `Item ${sku}`,
      sku,
      merchantId,
      quantity: 2,
      unit: "each",
      unitPricePence: 999,
    });
    async function withAccounts({ b }: Tenant): Promise<string> {
      let first = "";
      for (const merchantId of [1, 2]) {
        const res = await b.post("/api/trade-accounts", {
          merchantId,
          accountNumber: `ACC-${merchantId}`,
          accountName: "Pat Plastering",
        });
        expect(res.status).toBe(201);
        first ||= (await res.json()).id;
      }
      return first;
    }
    const order = (b: Browser, tradeAccountId: string, lines: ReturnType<typeof line>[]) =>
      b.post("/api/orders", {
        tradeAccountId,
        deliveryAddress: "12 High Street, Sherborne DT9 3AA",
        lines,
      });

    it("one order at a time", async () => {
      await refusedAtTheCap(
        "orders",
        withAccounts,
        ({ b }, account) => order(b, account, [line(1, "SF-1")]),
        200,
      );
    });

    it("a request for several merchants is refused whole when they do not all fit", async () => {
      const mine = await tenant();
      const account = await withAccounts(mine);
      RECORD_CAPS.orders = (await held(t, "orders", mine.businessId)) + 1;
      const both = await order(mine.b, account, [line(1, "SF-1"), line(2, "TP-1")]);
      expect(both.status).toBe(409);
      expect((await both.json()).error.code).toBe("too_many_orders");
      expect(await held(t, "orders", mine.businessId)).toBe(0);
      const one = await order(mine.b, account, [line(1, "SF-1")]);
      expect(one.status).toBe(200);
      expect((await one.json()).allPlaced).toBe(true);
      expect(await held(t, "orders", mine.businessId)).toBe(1);
    });
  });
});

describe("the caps", () => {
  it("are generous, and each refusal says how many, in British English", () => {
    expect(defaults).toEqual({
      quotes: 50_000,
      customers: 50_000,
      invoices: 50_000,
      expenses: 100_000,
      orders: 50_000,
      templates: 200,
    });
    expect(roomFullMessage("quotes")).toBe(
      "A business can keep up to 50,000 quotes. Delete old drafts you no longer need, or get in touch and we'll raise the limit.",
    );
    expect(roomFullMessage("templates")).toBe(
      "A business can keep up to 200 templates. Delete one you no longer use to add another.",
    );
    expect(roomFullMessage("orders")).toContain("50,000 purchase orders");
  });

  it("are counted through an index on the business, never by reading every business's rows", async () => {
    const { businessId } = await tenant();
    const plans = await t.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const found: Record<string, string> = {};
      for (const [kind, table] of Object.entries(tables)) {
        const rows = await queryRows<{ "QUERY PLAN": string }>(
          tx,
          sql`explain select 1 from ${sql.identifier(table)} where business_id = ${businessId} limit 10`,
        );
        found[kind] = rows.map((r) => r["QUERY PLAN"]).join("\n");
      }
      return found;
    });
    for (const [kind, plan] of Object.entries(plans)) {
      expect(plan, kind).toMatch(/Index/);
      expect(plan, kind).not.toMatch(/Seq Scan/);
    }
  });
});

// PGlite runs one transaction at a time; on a PostgreSQL server creates really interleave.
describe("on a PostgreSQL server", () => {
  let server: PostgresServer;
  let pg: TestApp;
  beforeAll(async () => {
    server = await startPostgres();
    pg = await createTestApp({ databaseUrl: server.url });
  }, 60_000);
  afterAll(async () => {
    await pg?.close();
    await server?.stop();
  });

  it("lets one of four creates at once (new quotes and copies) into the last place", async () => {
    const { b, businessId } = await tenant(pg);
    const source = await b.post("/api/quotes", { name: "Loft", jobDescription: "Board the loft." });
    expect(source.status).toBe(201);
    const sourceId = (await source.json()).id;
    RECORD_CAPS.quotes = (await held(pg, "quotes", businessId)) + 1;
    const responses = await Promise.all([
      b.post("/api/quotes", { jobDescription: "Fit a door." }),
      b.post("/api/quotes", { jobDescription: "Hang a gate." }),
      b.post(`/api/quotes/${sourceId}/duplicate`),
      b.post(`/api/quotes/${sourceId}/duplicate`),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await held(pg, "quotes", businessId)).toBe(RECORD_CAPS.quotes);
  });

  it("a create does not wait for another open transaction that added a row for the business", async () => {
    const { businessId } = await tenant(pg);
    const { db } = pg.deps;
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let added!: () => void;
    const addedRow = new Promise<void>((resolve) => {
      added = resolve;
    });
    // Holds the key-share lock its insert took on the business's row until released.
    const open = db.transaction(async (tx) => {
      await tx.insert(customers).values({ businessId, firstName: "Open" });
      added();
      await released;
    });
    await addedRow;
    try {
      // A wait for the open transaction would end here with a lock timeout instead of room.
      await db.transaction(async (tx) => {
        await tx.execute(sql`set local lock_timeout = '5s'`);
        await ensureRoom(tx, businessId, "customers");
      });
    } finally {
      release();
      await open;
    }
    expect(await held(pg, "customers", businessId)).toBe(1);
  });
});
