/**
 * An order's lines each within their bounds (a million units at £100,000,000) could total £50
 * quadrillion, stored as pence JavaScript no longer holds exactly. Refused as a quote's total is.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderMessages } from "../../src/shared/schemas/orders";
import { signedInBrowser } from "../support/browser";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("an order's total cap", () => {
  it("refuses lines totalling over £100,000,000 with 400 and places nothing", async () => {
    const { browser: b } = await signedInBrowser(t);
    const account = await b.post("/api/trade-accounts", {
      merchantId: 1,
      accountNumber: "ACC-1",
      accountName: "Pat Plastering",
      isDefault: true,
    });
    expect(account.status).toBe(201);
    const tradeAccountId = (await account.json()).id;
    const line = { name: "Gold leaf", sku: "G-1", merchantId: 1, unit: "each" };
    const over = await b.post("/api/orders", {
      tradeAccountId,
      deliveryAddress: "1 High Street, Leeds",
      lines: [
        { ...line, quantity: 1_000_000, unitPricePence: 100_000_000_00 },
        { ...line, quantity: 1, unitPricePence: 1 },
      ],
    });
    expect(over.status).toBe(400);
    expect((await over.json()).error.message).toBe(orderMessages.tooLarge);
    expect((await (await b.get("/api/orders")).json()).orders).toEqual([]);

    const atCap = await b.post("/api/orders", {
      tradeAccountId,
      deliveryAddress: "1 High Street, Leeds",
      lines: [{ ...line, quantity: 2, unitPricePence: 50_000_000_00 }],
    });
    expect(atCap.status).toBe(200);
    expect((await (await b.get("/api/orders")).json()).orders[0].totalPence).toBe(100_000_000_00);
  });
});
