import { and, eq, sql } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/client";
import { merchantBranches, orders } from "../../src/server/db/schema";
import { formatDate, isoDay } from "../../src/shared/dates";
import { lineTotalPence } from "../../src/shared/quote-math";
import { type Browser, signedInBrowser } from "../support/browser";
import { createQuote } from "../support/factories";
import { expectIsolated } from "../support/isolation";
import { startPostgres } from "../support/postgres";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let merchantNames: Map<number, string>;
beforeAll(async () => {
  t = await createTestApp();
  const { browser } = await signedInBrowser(t);
  const body = await (await browser.get("/api/merchants")).json();
  merchantNames = new Map(
    body.merchants.map((m: { id: number; name: string }) => [m.id, m.name] as const),
  );
});
afterAll(() => t.close());

const address = "12 High Street, Sherborne DT9 3AA";
const day = (offset: number) => isoDay(new Date(Date.now() + offset * 86_400_000));

async function businessIdOf(b: Browser): Promise<string> {
  return (await (await b.get("/api/me")).json()).business.id;
}

async function addAccount(
  b: Browser,
  merchantId: number,
  accountNumber = `ACC-${merchantId}`,
  isDefault = false,
): Promise<string> {
  const res = await b.post("/api/trade-accounts", {
    merchantId,
    accountNumber,
    accountName: `Pat Plastering (${merchantId})`,
    isDefault,
  });
  expect(res.status).toBe(201);
  return (await res.json()).id;
}

const m1Lines = [
  {
    name: "Plasterboard 12.5mm",
    sku: "SF-001",
    merchantId: 1,
    quantity: 10,
    unit: "sheets",
    unitPricePence: 1299,
  },
  {
    name: "Drywall screws",
    sku: "SF-002",
    merchantId: 1,
    quantity: 1.5,
    unit: "pack",
    unitPricePence: 899,
  },
];
const m2Lines = [
  {
    name: "Insulation roll 100mm",
    sku: "TP-010",
    merchantId: 2,
    quantity: 5,
    unit: "rolls",
    unitPricePence: 2550,
  },
];

async function place(b: Browser, body: Record<string, unknown>) {
  return b.post("/api/orders", { deliveryAddress: address, ...body });
}

describe("POST /api/orders", () => {
  it("places one order per merchant with gap-free PO numbers, totals, branch and activity", async () => {
    const { browser: b } = await signedInBrowser(t);
    const businessId = await businessIdOf(b);
    const a1 = await addAccount(b, 1, "SF-ACC-1");
    const a2 = await addAccount(b, 2, "TP-ACC-2");
    const termsRes = await b.request("/api/settings/merchant-terms", {
      method: "PUT",
      json: {
        terms: [
          {
            merchantName: merchantNames.get(1),
            discountPercentage: 10,
            preferredBranch: "Sherborne",
          },
        ],
      },
    });
    expect(termsRes.status).toBe(200);
    await t.deps.db
      .update(merchantBranches)
      .set({ email: "sherborne@branch.example" })
      .where(and(eq(merchantBranches.merchantId, 1), eq(merchantBranches.name, "Sherborne")));

    const res = await place(b, {
      tradeAccountId: a1,
      deliveryDate: day(3),
      lines: [
        ...m1Lines,
        ...m2Lines,
        { name: "Labour-only item", quantity: 1, unit: "pcs", unitPricePence: 100 },
      ],
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.allPlaced).toBe(true);
    expect(body.results).toHaveLength(2);
    expect(body.results[0]).toMatchObject({
      merchantId: 1,
      merchantName: merchantNames.get(1),
      success: true,
      number: "PO-0001",
    });
    expect(body.results[1]).toMatchObject({ merchantId: 2, success: true, number: "PO-0002" });
    expect(body.results[0].message).toBe(`Order PO-0001 placed with ${merchantNames.get(1)}`);

    const first = await (await b.get(`/api/orders/${body.results[0].orderId}`)).json();
    expect(first).toMatchObject({
      number: "PO-0001",
      merchantId: 1,
      status: "placed",
      branch: "Sherborne",
      branchEmail: "sherborne@branch.example",
      deliveryDate: day(3),
      deliveryAddress: address,
      quoteId: null,
      tradeAccount: { id: a1, accountNumber: "SF-ACC-1" },
      totalPence: 12990 + lineTotalPence(1.5, 899),
    });
    expect(
      first.lines.map((l: { sku: string; totalPence: number }) => [l.sku, l.totalPence]),
    ).toEqual([
      ["SF-001", 12990],
      ["SF-002", 1349],
    ]);

    const second = await (await b.get(`/api/orders/${body.results[1].orderId}`)).json();
    // The chosen account is merchant 1's, so merchant 2's order goes on its own account.
    expect(second).toMatchObject({
      number: "PO-0002",
      tradeAccount: { id: a2, accountNumber: "TP-ACC-2" },
      branch: null,
      branchEmail: "",
      totalPence: 12750,
    });

    const list = await (await b.get("/api/orders")).json();
    expect(list.orders.map((o: { number: string }) => o.number).sort()).toEqual([
      "PO-0001",
      "PO-0002",
    ]);

    const events = await queryRows<{ message: string }>(
      t.deps.db,
      sql`select message from activity_events where business_id = ${businessId} and kind = 'order.placed' order by message`,
    );
    expect(events.map((e) => e.message)).toEqual([
      `Purchase order PO-0001 placed with ${merchantNames.get(1)}`,
      `Purchase order PO-0002 placed with ${merchantNames.get(2)}`,
    ]);
  });

  it("fails a merchant without a trade account while the other merchant succeeds", async () => {
    const { browser: b } = await signedInBrowser(t);
    const a1 = await addAccount(b, 1);
    const res = await place(b, { tradeAccountId: a1, lines: [...m1Lines, ...m2Lines] });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.allPlaced).toBe(false);
    expect(body.results).toEqual([
      expect.objectContaining({ merchantId: 1, success: true, number: "PO-0001" }),
      {
        merchantId: 2,
        merchantName: merchantNames.get(2),
        success: false,
        message: "No trade account found for this merchant",
      },
    ]);
    const list = await (await b.get("/api/orders")).json();
    expect(list.orders).toHaveLength(1);
  });

  it("fails a merchant whose lines have no SKU with No valid products to order", async () => {
    const { browser: b } = await signedInBrowser(t);
    const a1 = await addAccount(b, 1);
    await addAccount(b, 2);
    const res = await place(b, {
      tradeAccountId: a1,
      lines: [...m1Lines, { name: "Custom item", merchantId: 2, quantity: 2, unitPricePence: 500 }],
    });
    const body = await res.json();
    expect(body.allPlaced).toBe(false);
    expect(body.results[1]).toMatchObject({
      merchantId: 2,
      success: false,
      message: "No valid products to order",
    });
    // Only the lines with a SKU are on the order.
    const mixed = await place(b, {
      tradeAccountId: a1,
      lines: [m1Lines[0], { name: "No SKU", merchantId: 1, quantity: 1, unitPricePence: 100 }],
    });
    const placed = await mixed.json();
    const order = await (await b.get(`/api/orders/${placed.results[0].orderId}`)).json();
    expect(order.lines).toHaveLength(1);
  });

  it("answers validation errors with the SPEC's messages", async () => {
    const { browser: b } = await signedInBrowser(t);
    const a1 = await addAccount(b, 1);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ lines: m1Lines }, "tradeAccountId", "Please select a trade account"],
      [{ tradeAccountId: "", lines: m1Lines }, "tradeAccountId", "Please select a trade account"],
      [
        { tradeAccountId: a1, deliveryAddress: "  ", lines: m1Lines },
        "deliveryAddress",
        "Client address is required for delivery",
      ],
      [
        { tradeAccountId: a1, deliveryAddress: undefined, lines: m1Lines },
        "deliveryAddress",
        "Client address is required for delivery",
      ],
      [
        { tradeAccountId: a1, deliveryDate: day(-1), lines: m1Lines },
        "deliveryDate",
        "Delivery date cannot be earlier than today",
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await place(b, body);
      expect(res.status).toBe(400);
      const error = (await res.json()).error;
      expect(error.fields[field]).toBe(message);
    }
    const today = await place(b, { tradeAccountId: a1, deliveryDate: day(0), lines: m1Lines });
    expect(today.status).toBe(200);
    const noDate = await place(b, { tradeAccountId: a1, deliveryDate: "", lines: m1Lines });
    expect(noDate.status).toBe(200);
    const order = await (
      await b.get(`/api/orders/${(await noDate.json()).results[0].orderId}`)
    ).json();
    expect(order.deliveryDate).toBeNull();
  });

  it("answers 401 signed out and 404 for another business's trade account or quote", async () => {
    const anonymous = await t.request("/api/orders", { method: "POST", json: {} });
    expect(anonymous.status).toBe(401);
    const { browser: owner } = await signedInBrowser(t);
    const { browser: other } = await signedInBrowser(t);
    const ownersAccount = await addAccount(owner, 1);
    await addAccount(other, 1);
    const res = await place(other, { tradeAccountId: ownersAccount, lines: m1Lines });
    expect(res.status).toBe(404);
    expect((await other.get("/api/orders")).status).toBe(200);
    expect((await (await other.get("/api/orders")).json()).orders).toEqual([]);
    const otherAccount = await addAccount(other, 2);
    const quote = await place(other, {
      tradeAccountId: otherAccount,
      quoteId: "00000000-0000-4000-8000-000000000000",
      lines: m2Lines,
    });
    expect(quote.status).toBe(404);
  });

  it("never hands out the same PO number twice under concurrent requests", async () => {
    const { browser: b } = await signedInBrowser(t);
    const a1 = await addAccount(b, 1);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => place(b, { tradeAccountId: a1, lines: m1Lines })),
    );
    const numbers: string[] = [];
    for (const res of responses) {
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.allPlaced).toBe(true);
      numbers.push(body.results[0].number);
    }
    expect(numbers.sort()).toEqual(["PO-0001", "PO-0002", "PO-0003", "PO-0004", "PO-0005"]);
  });
});

describe("ordering a quote's materials (issue 17 item 7)", () => {
  async function acceptedQuote(b: Browser, status: "accepted" | "draft" | "sent" = "accepted") {
    return (await createQuote(t.deps.db, { businessId: await businessIdOf(b), status })).id;
  }

  it("cancels a placed order: out of the books, its merchant orderable again, once only, own business only", async () => {
    const { browser: b } = await signedInBrowser(t);
    const a1 = await addAccount(b, 1);
    const quoteId = await acceptedQuote(b);
    const placed = (await (await place(b, { tradeAccountId: a1, quoteId, lines: m1Lines })).json())
      .results[0];
    const period = `from=${day(-1)}&to=${day(1)}`;
    const purchases = async () =>
      (
        (await (await b.get(`/api/reports/vat-return?${period}`)).json()).entries as {
          kind: string;
          reference: string;
        }[]
      )
        .filter((e) => e.kind === "purchase")
        .map((e) => e.reference);
    expect(await purchases()).toEqual([placed.number]);

    const { browser: other } = await signedInBrowser(t);
    expect((await other.post(`/api/orders/${placed.orderId}/cancel`)).status).toBe(404);
    expect((await b.post("/api/orders/not-a-uuid/cancel")).status).toBe(404);
    expect(
      (await t.request(`/api/orders/${placed.orderId}/cancel`, { method: "POST" })).status,
    ).toBe(401);

    const cancelled = await b.post(`/api/orders/${placed.orderId}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ id: placed.orderId, status: "cancelled" });
    expect(await purchases()).toEqual([]);
    const pdf = await getDocumentProxy(
      new Uint8Array(await (await b.get(`/api/orders/${placed.orderId}/pdf`)).arrayBuffer()),
    );
    const pdfText = (await extractText(pdf, { mergePages: true })).text;
    expect(pdfText).toContain("Status: Cancelled");
    expect(pdfText).toContain("CANCELLED: this order no longer stands. Please do not supply it.");
    expect(pdfText).not.toContain("Please quote");

    const emailed = await b.post(`/api/orders/${placed.orderId}/email`, {
      email: "branch@merchant.example",
    });
    expect(emailed.status).toBe(409);
    expect((await emailed.json()).error.message).toBe(
      `${placed.number} is cancelled: it cannot be emailed`,
    );
    const again = await b.post(`/api/orders/${placed.orderId}/cancel`);
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe(`${placed.number} is already cancelled`);

    // The merchant is no longer "already ordered" for the quote: placing it again needs no flag.
    const reordered = await place(b, { tradeAccountId: a1, quoteId, lines: m1Lines });
    expect(reordered.status).toBe(200);
    expect((await reordered.json()).results[0]).toMatchObject({ success: true });
  });

  it("refuses a second order from the same merchant with the merchant and date, unless repeat", async () => {
    const { browser: b } = await signedInBrowser(t);
    const a1 = await addAccount(b, 1);
    await addAccount(b, 2);
    const quoteId = await acceptedQuote(b);
    const first = await place(b, { tradeAccountId: a1, quoteId, lines: m1Lines });
    expect(first.status).toBe(200);
    const orderId = (await first.json()).results[0].orderId;
    const { createdAt } = await (await b.get(`/api/orders/${orderId}`)).json();

    // Merchant 2 is new, merchant 1 is not: the whole request is refused, nothing is placed.
    const again = await place(b, { tradeAccountId: a1, quoteId, lines: [...m2Lines, ...m1Lines] });
    expect(again.status).toBe(409);
    const { error } = await again.json();
    expect(error.code).toBe("already_ordered");
    expect(error.message).toBe(
      `Materials for this quote were already ordered from ${merchantNames.get(1)} on ${formatDate(createdAt)}.`,
    );
    expect(error.message).toMatch(/ on \d{2}\/\d{2}\/\d{4}\.$/);
    const listed = await (await b.get(`/api/orders?quoteId=${quoteId}`)).json();
    expect(listed.orders).toHaveLength(1);

    const repeated = await place(b, {
      tradeAccountId: a1,
      quoteId,
      repeat: true,
      lines: [...m2Lines, ...m1Lines],
    });
    expect(repeated.status).toBe(200);
    expect((await repeated.json()).allPlaced).toBe(true);

    // Another quote, or no quote, is not a repeat.
    const otherQuote = await acceptedQuote(b);
    expect(
      (await place(b, { tradeAccountId: a1, quoteId: otherQuote, lines: m1Lines })).status,
    ).toBe(200);
    expect((await place(b, { tradeAccountId: a1, lines: m1Lines })).status).toBe(200);
    expect((await place(b, { tradeAccountId: a1, lines: m1Lines })).status).toBe(200);
  });

  it("does not count cancelled orders, nor merchants that cannot be ordered from", async () => {
    const { browser: b } = await signedInBrowser(t);
    const a1 = await addAccount(b, 1);
    const quoteId = await acceptedQuote(b);
    const first = await (await place(b, { tradeAccountId: a1, quoteId, lines: m1Lines })).json();
    await t.deps.db
      .update(orders)
      .set({ status: "cancelled" })
      .where(eq(orders.id, first.results[0].orderId));
    const afterCancel = await place(b, { tradeAccountId: a1, quoteId, lines: m1Lines });
    expect(afterCancel.status).toBe(200);
    expect((await afterCancel.json()).allPlaced).toBe(true);

    // Merchant 2 has no trade account, so its line never becomes an order and is not a repeat.
    const noAccount = await place(b, { tradeAccountId: a1, quoteId, lines: m2Lines });
    expect(noAccount.status).toBe(200);
    expect((await noAccount.json()).results[0].message).toBe(
      "No trade account found for this merchant",
    );
  });

  it("asks before ordering for a quote that is not accepted, unless unaccepted", async () => {
    const { browser: b } = await signedInBrowser(t);
    const a1 = await addAccount(b, 1);
    for (const status of ["draft", "sent"] as const) {
      const quoteId = await acceptedQuote(b, status);
      const res = await place(b, { tradeAccountId: a1, quoteId, lines: m1Lines });
      expect(res.status).toBe(409);
      expect((await res.json()).error).toEqual({
        code: "quote_not_accepted",
        message: "This quote has not been accepted yet. Order the materials anyway?",
      });
      expect((await (await b.get(`/api/orders?quoteId=${quoteId}`)).json()).orders).toEqual([]);
      const anyway = await place(b, {
        tradeAccountId: a1,
        quoteId,
        unaccepted: true,
        lines: m1Lines,
      });
      expect(anyway.status).toBe(200);
      expect((await anyway.json()).allPlaced).toBe(true);
      // Both confirmations are needed for a repeat on an unaccepted quote.
      const repeat = await place(b, {
        tradeAccountId: a1,
        quoteId,
        unaccepted: true,
        lines: m1Lines,
      });
      expect(repeat.status).toBe(409);
      expect((await repeat.json()).error.code).toBe("already_ordered");
    }
  });

  it("lets only one of two identical requests at the same moment through", async () => {
    const { browser: b } = await signedInBrowser(t);
    const a1 = await addAccount(b, 1);
    const quoteId = await acceptedQuote(b);
    const responses = await Promise.all(
      [0, 1].map(() => place(b, { tradeAccountId: a1, quoteId, lines: m1Lines })),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await (await b.get(`/api/orders?quoteId=${quoteId}`)).json()).orders).toHaveLength(1);
  });

  const m3Lines = [
    {
      name: "Copper pipe 15mm",
      sku: "WK-300",
      merchantId: 3,
      quantity: 4,
      unit: "lengths",
      unitPricePence: 799,
    },
  ];

  it("retries only the merchants not yet ordered with remaining, and names every merchant already ordered", async () => {
    const { browser: b } = await signedInBrowser(t);
    const a1 = await addAccount(b, 1);
    await addAccount(b, 2);
    const quoteId = await acceptedQuote(b);
    const all = [...m1Lines, ...m2Lines, ...m3Lines];
    const first = await (await place(b, { tradeAccountId: a1, quoteId, lines: all })).json();
    expect(first.results.map((r: { success: boolean }) => r.success)).toEqual([true, true, false]);
    const [o1, o2] = first.results;
    await addAccount(b, 3);

    // Without a flag the retry is refused whole, naming both merchants already ordered.
    const refused = await place(b, { tradeAccountId: a1, quoteId, lines: all });
    expect(refused.status).toBe(409);
    const { error } = await refused.json();
    expect(error.code).toBe("already_ordered");
    const today = formatDate(new Date());
    expect(error.message).toBe(
      `Materials for this quote were already ordered from ${merchantNames.get(1)} on ${today} and ${merchantNames.get(2)} on ${today}.`,
    );

    // remaining orders merchant 3 only, even with repeat, and answers 1 and 2 with their orders.
    const retry = await place(b, {
      tradeAccountId: a1,
      quoteId,
      remaining: true,
      repeat: true,
      lines: all,
    });
    expect(retry.status).toBe(200);
    const body = await retry.json();
    expect(body.allPlaced).toBe(true);
    expect(body.results).toEqual([
      expect.objectContaining({
        merchantId: 1,
        alreadyOrdered: true,
        orderId: o1.orderId,
        number: o1.number,
      }),
      expect.objectContaining({
        merchantId: 2,
        alreadyOrdered: true,
        orderId: o2.orderId,
        number: o2.number,
      }),
      expect.objectContaining({ merchantId: 3, success: true, number: "PO-0003" }),
    ]);
    expect(body.results[2].alreadyOrdered).toBeUndefined();
    expect(body.results[0].message).toBe(
      `Order ${o1.number} placed with ${merchantNames.get(1)} on ${today}`,
    );
    const listed = await (await b.get(`/api/orders?quoteId=${quoteId}`)).json();
    expect(listed.orders.map((o: { merchantId: number }) => o.merchantId).sort()).toEqual([
      1, 2, 3,
    ]);

    // Once everything is ordered, remaining places nothing more.
    const again = await (
      await place(b, { tradeAccountId: a1, quoteId, remaining: true, lines: all })
    ).json();
    expect(again.results.every((r: { alreadyOrdered?: boolean }) => r.alreadyOrdered)).toBe(true);
    expect((await (await b.get(`/api/orders?quoteId=${quoteId}`)).json()).orders).toHaveLength(3);
  });

  it("places the remaining merchants once under a double tap of the retry", async () => {
    const { browser: b } = await signedInBrowser(t);
    const a1 = await addAccount(b, 1);
    const quoteId = await acceptedQuote(b);
    const all = [...m1Lines, ...m2Lines];
    expect((await place(b, { tradeAccountId: a1, quoteId, lines: all })).status).toBe(200);
    await addAccount(b, 2);
    const responses = await Promise.all(
      [0, 1].map(() => place(b, { tradeAccountId: a1, quoteId, remaining: true, lines: all })),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
    const bodies = await Promise.all(responses.map((r) => r.json()));
    // One of the two placed merchant 2; the other was answered with that same order.
    const m2 = bodies.map((body) => body.results[1]);
    expect(m2.filter((r) => r.alreadyOrdered)).toHaveLength(1);
    expect(m2[0].orderId).toBe(m2[1].orderId);
    const listed = await (await b.get(`/api/orders?quoteId=${quoteId}`)).json();
    expect(listed.orders.map((o: { merchantId: number }) => o.merchantId).sort()).toEqual([1, 2]);
  });

  it("answers 404 for another business's quote, whatever the flags", async () => {
    const { browser: owner } = await signedInBrowser(t);
    const { browser: other } = await signedInBrowser(t);
    const quoteId = await acceptedQuote(owner);
    const otherAccount = await addAccount(other, 1);
    for (const flags of [{}, { repeat: true, unaccepted: true }]) {
      const res = await place(other, {
        tradeAccountId: otherAccount,
        quoteId,
        ...flags,
        lines: m1Lines,
      });
      expect(res.status).toBe(404);
    }
    expect((await (await other.get("/api/orders")).json()).orders).toEqual([]);
  });
});

describe("reading, PDF and email", () => {
  async function orderFor(b: Browser) {
    const a1 = await addAccount(b, 1, "SF-998877");
    const body = await (
      await place(b, { tradeAccountId: a1, deliveryDate: day(2), lines: m1Lines })
    ).json();
    return body.results[0].orderId as string;
  }

  it("keeps orders to their business", async () => {
    await expectIsolated(t, {
      create: async (owner) => `/api/orders/${await orderFor(owner)}`,
      update: { method: "POST", path: (p) => `${p}/email`, json: { email: "x@example.co.uk" } },
      canDelete: false,
    });
    const { browser: owner } = await signedInBrowser(t);
    const { browser: other } = await signedInBrowser(t);
    const id = await orderFor(owner);
    expect((await other.get(`/api/orders/${id}/pdf`)).status).toBe(404);
    expect((await owner.get("/api/orders/not-a-uuid")).status).toBe(404);
  });

  it("lists a quote's orders newest first with their lines", async () => {
    const { browser: b } = await signedInBrowser(t);
    const a1 = await addAccount(b, 1);
    const quoteId = (
      await createQuote(t.deps.db, { businessId: await businessIdOf(b), status: "accepted" })
    ).id;
    const first = await (await place(b, { tradeAccountId: a1, quoteId, lines: m1Lines })).json();
    await place(b, { tradeAccountId: a1, lines: m1Lines });
    const second = await (
      await place(b, { tradeAccountId: a1, quoteId, repeat: true, lines: m1Lines })
    ).json();
    const list = await (await b.get(`/api/orders?quoteId=${quoteId}`)).json();
    expect(list.orders.map((o: { id: string }) => o.id)).toEqual([
      second.results[0].orderId,
      first.results[0].orderId,
    ]);
    expect(list.orders[0].lines).toHaveLength(2);
    expect(list.orders[0].quoteId).toBe(quoteId);
  });

  it("downloads the purchase order as a PDF", async () => {
    const { browser: b } = await signedInBrowser(t);
    await t.deps.db.execute(
      sql`update businesses set phone = '07700 900123' where id = ${await businessIdOf(b)}`,
    );
    const id = await orderFor(b);
    const res = await b.get(`/api/orders/${id}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain('filename="PO-0001.pdf"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    expect(text).toContain("Purchase Order");
    expect(text).toContain("PO-0001");
    expect(text).toContain(merchantNames.get(1));
    expect(text).toContain("Account number: SF-998877");
    expect(text).toContain(address);
    expect(text).toContain(`Delivery date: ${day(2).split("-").reverse().join("/")}`);
    // The driver's number is in the delivery box, under the address.
    expect(text).toContain("Site contact: 07700 900123");
    expect(text).toMatch(/SF-001\s+10\s+sheets\s+£12\.99\s+£129\.90/);
    expect(text).toContain(`£${((12990 + lineTotalPence(1.5, 899)) / 100).toFixed(2)}`);
  });

  it("says whether the order has gone to the merchant: nothing until emailed, then its email", async () => {
    const { browser: b } = await signedInBrowser(t);
    const id = await orderFor(b);
    const before = await b.get(`/api/orders/${id}/email-delivery`);
    expect(before.status).toBe(200);
    expect((await before.json()).delivery).toBeNull();
    const to = `branch.delivery.${Date.now()}@merchant.example`;
    expect((await b.post(`/api/orders/${id}/email`, { email: to })).status).toBe(200);
    await t.deps.queue.runDue();
    const after = (await (await b.get(`/api/orders/${id}/email-delivery`)).json()).delivery;
    expect(after).toMatchObject({ to, state: "sent" });
    expect(after.subject).toContain("Purchase order PO-0001");
    const { browser: other } = await signedInBrowser(t);
    expect((await other.get(`/api/orders/${id}/email-delivery`)).status).toBe(404);
    expect((await other.get("/api/orders/not-a-uuid/email-delivery")).status).toBe(404);
    expect((await t.request(`/api/orders/${id}/email-delivery`)).status).toBe(401);
  });

  it("offers the address a branch was last sent an order at for the next order to it, and only to its business", async () => {
    const orderTo = async (b: Browser, branch: string, account: string) => {
      await b.request("/api/settings/merchant-terms", {
        method: "PUT",
        json: {
          terms: [
            { merchantName: merchantNames.get(1), discountPercentage: 0, preferredBranch: branch },
          ],
        },
      });
      const placed = await (
        await place(b, { tradeAccountId: account, repeat: true, lines: m1Lines })
      ).json();
      return placed.results[0].orderId as string;
    };
    const { browser: b } = await signedInBrowser(t);
    const a1 = await addAccount(b, 1, "SF-LEEDS");
    const first = await orderTo(b, "Leeds Kirkstall Road", a1);
    expect((await (await b.get(`/api/orders/${first}`)).json()).branchEmail).toBe("");
    await b.post(`/api/orders/${first}/email`, { email: "kirkstall@merchant.example" });
    const second = await orderTo(b, "Leeds Kirkstall Road", a1);
    expect((await (await b.get(`/api/orders/${second}`)).json()).branchEmail).toBe(
      "kirkstall@merchant.example",
    );
    // Another branch of the merchant, and another business's order to the same branch: not it.
    const other = await orderTo(b, "Wakefield", a1);
    expect((await (await b.get(`/api/orders/${other}`)).json()).branchEmail).toBe("");
    const { browser: c } = await signedInBrowser(t);
    const theirs = await orderTo(c, "Leeds Kirkstall Road", await addAccount(c, 1, "SF-C"));
    expect((await (await c.get(`/api/orders/${theirs}`)).json()).branchEmail).toBe("");
  });

  it("emails the PDF to the address given, as PO-0001.pdf", async () => {
    const { browser: b } = await signedInBrowser(t);
    const id = await orderFor(b);
    const bad = await b.post(`/api/orders/${id}/email`, { email: "not-an-email" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe("Please enter a valid email address");

    const to = `branch.${Date.now()}@merchant.example`;
    const res = await b.post(`/api/orders/${id}/email`, { email: to });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sent: true, to });
    const [mail] = await queryRows<{ subject: string; text: string; attachments: string }>(
      t.deps.db,
      sql`select subject, text, attachments from mail_outbox where "to" = ${to}`,
    );
    expect(mail?.subject).toContain("Purchase order PO-0001");
    expect(mail?.text).toContain("SF-998877");
    expect(mail?.text).not.toContain("Site contact");
    const attachments = JSON.parse(mail!.attachments);
    expect(attachments).toHaveLength(1);
    expect(attachments[0]).toMatchObject({
      filename: "PO-0001.pdf",
      contentType: "application/pdf",
    });
    expect(Buffer.from(attachments[0].contentBase64, "base64").subarray(0, 5).toString()).toBe(
      "%PDF-",
    );
  });
});

describe("OpenAPI", () => {
  it("documents the orders endpoints", async () => {
    const res = await t.request("/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/orders",
        "/api/orders/{id}",
        "/api/orders/{id}/pdf",
        "/api/orders/{id}/email",
      ]),
    );
  });
});

// PGlite runs one transaction at a time; a PostgreSQL server really interleaves them, so the row
// lock on the counter is what keeps the numbers gap-free and unique there.
const server = await startPostgres();
describe("on a PostgreSQL server", () => {
  let pgApp: TestApp;
  beforeAll(async () => {
    pgApp = await createTestApp({ databaseUrl: server.url });
  }, 60_000);
  afterAll(async () => {
    await pgApp?.close();
    await server.stop();
  });

  it("lets one of five identical requests for a quote through, the others 409", async () => {
    const { browser: b } = await signedInBrowser(pgApp);
    const a1 = await addAccount(b, 1);
    const businessId = await businessIdOf(b);
    const quoteId = (await createQuote(pgApp.deps.db, { businessId, status: "accepted" })).id;
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => place(b, { tradeAccountId: a1, quoteId, lines: m1Lines })),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    // Five retries with remaining at once: merchant 1 is still ordered once.
    const retries = await Promise.all(
      Array.from({ length: 5 }, () =>
        place(b, { tradeAccountId: a1, quoteId, remaining: true, lines: m1Lines }),
      ),
    );
    expect(retries.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    for (const res of responses.filter((r) => r.status === 409)) {
      expect((await res.json()).error.code).toBe("already_ordered");
    }
    expect((await (await b.get(`/api/orders?quoteId=${quoteId}`)).json()).orders).toHaveLength(1);
  });

  it("gives 10 concurrent orders (two merchants each) numbers 1..20 without gaps or repeats", async () => {
    const { browser: b } = await signedInBrowser(pgApp);
    const a1 = await addAccount(b, 1);
    await addAccount(b, 2);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        place(b, { tradeAccountId: a1, lines: [...m1Lines, ...m2Lines] }),
      ),
    );
    const numbers: string[] = [];
    for (const res of responses) {
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.allPlaced).toBe(true);
      numbers.push(...body.results.map((r: { number: string }) => r.number));
    }
    expect(numbers.sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `PO-${String(i + 1).padStart(4, "0")}`),
    );
  });
});
