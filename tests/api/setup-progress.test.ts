import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, Browser as NewBrowser, signedInBrowser } from "../support/browser";
import { solidPng } from "../support/images";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Progress = {
  items: { key: string; done: boolean }[];
  doneCount: number;
  total: number;
  complete: boolean;
  dismissed: boolean;
  isDemo: boolean;
};

const progress = async (b: Browser): Promise<Progress> => {
  const res = await b.get("/api/setup-progress");
  expect(res.status).toBe(200);
  return res.json();
};
const done = (p: Progress) => p.items.filter((i) => i.done).map((i) => i.key);
const putDetails = (b: Browser, json: Record<string, unknown>) =>
  b.request("/api/settings/business", { method: "PUT", json: { margin: 15, ...json } });

async function uploadLogo(b: Browser) {
  const form = new FormData();
  const bytes = await solidPng(64, 64);
  form.append("logo", new File([new Uint8Array(bytes)], "logo.png", { type: "image/png" }));
  return b.request("/api/settings/business/logo", { method: "POST", body: form });
}

describe("setup progress", () => {
  it("starts with nothing done and ticks each item from the business's own rows", async () => {
    const { browser: b } = await signedInBrowser(t, { name: "Pat Plasterer" });
    const start = await progress(b);
    expect(start).toEqual({
      items: [
        { key: "businessDetails", done: false },
        { key: "logo", done: false },
        { key: "bankDetails", done: false },
        { key: "vatStatus", done: false },
        { key: "tradeAccount", done: false },
        { key: "firstCustomer", done: false },
        { key: "firstQuote", done: false },
      ],
      doneCount: 0,
      total: 7,
      complete: false,
      dismissed: false,
      isDemo: false,
    });

    // A name alone is not enough: the customer needs the address, phone and email too.
    await putDetails(b, { businessName: "Pat Plastering Ltd", address: "1 Mill Lane, Leeds" });
    expect(done(await progress(b))).toEqual([]);
    await putDetails(b, {
      businessName: "Pat Plastering Ltd",
      address: "1 Mill Lane, Leeds",
      phone: "0113 496 0000",
      email: "pat@example.co.uk",
    });
    expect(done(await progress(b))).toEqual(["businessDetails"]);

    expect((await uploadLogo(b)).status).toBe(200);
    await putDetails(b, {
      businessName: "Pat Plastering Ltd",
      address: "1 Mill Lane, Leeds",
      phone: "0113 496 0000",
      email: "pat@example.co.uk",
      bankAccountName: "Pat Plastering Ltd",
      bankSortCode: "12-34-56",
      bankAccountNumber: "12345678",
      vatRegistered: false,
    });
    expect(done(await progress(b))).toEqual([
      "businessDetails",
      "logo",
      "bankDetails",
      "vatStatus",
    ]);

    const account = await b.post("/api/trade-accounts", {
      merchantId: 1,
      accountNumber: "TA-1",
      accountName: "Main",
      isDefault: true,
    });
    expect(account.status).toBe(201);
    const customer = await (
      await b.post("/api/customers", {
        firstName: "Ann",
        lastName: "Smith",
        email: "a@example.co.uk",
      })
    ).json();
    const quote = await (
      await b.post("/api/quotes", {
        name: "Kitchen",
        jobDescription: "Skim",
        customerId: customer.id,
      })
    ).json();
    // A draft is not a first quote sent.
    expect(done(await progress(b))).not.toContain("firstQuote");
    await b.post(`/api/quotes/${quote.id}/status`, { status: "sent" });
    const end = await progress(b);
    expect(end).toMatchObject({ doneCount: 7, total: 7, complete: true });
  });

  it("takes the placeholder name as not done, whatever else is filled in", async () => {
    const { browser: b } = await signedInBrowser(t);
    await putDetails(b, {
      businessName: "Your Business",
      address: "2 High Street",
      phone: "0113 496 0001",
      email: "x@example.co.uk",
    });
    expect(done(await progress(b))).not.toContain("businessDetails");
  });

  it("records VAT status as an answer: registered needs the number, not registered has none", async () => {
    const { browser: b } = await signedInBrowser(t);
    const missing = await putDetails(b, { vatRegistered: true, vatNumber: "" });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.fields.vatNumber).toBe(
      "Enter your VAT number, or choose \u201cNot VAT registered\u201d",
    );
    const contradiction = await putDetails(b, { vatRegistered: false, vatNumber: "GB123456789" });
    expect(contradiction.status).toBe(400);
    expect((await contradiction.json()).error.fields.vatNumber).toBe(
      "Remove the VAT number, or choose \u201cVAT registered\u201d",
    );
    expect(done(await progress(b))).not.toContain("vatStatus");
    // Not a VAT number HMRC issues: refused, so it never prints on a VAT invoice.
    for (const vatNumber of ["123", "GB12345678", "GB1234567890", "VAT 123456789", "GB12345678X"]) {
      const wrong = await putDetails(b, { vatRegistered: true, vatNumber });
      expect(wrong.status).toBe(400);
      expect((await wrong.json()).error.fields.vatNumber).toBe(
        "Enter a UK VAT number: GB and 9 digits, e.g. GB 123 4567 89",
      );
    }
    expect(done(await progress(b))).not.toContain("vatStatus");
    for (const vatNumber of [
      "gb 123 4567 89",
      "123456789",
      "GB123456789012",
      "GBGD001",
      "XI 123 4567 89",
    ])
      expect((await putDetails(b, { vatRegistered: true, vatNumber })).status).toBe(200);

    const registered = await putDetails(b, { vatRegistered: true, vatNumber: "GB123456789" });
    expect(await registered.json()).toMatchObject({
      vatRegistered: true,
      vatNumber: "GB123456789",
    });
    expect(done(await progress(b))).toContain("vatStatus");

    // An older client that sends only a number is taken as registered; leaving it out keeps the answer.
    const { browser: older } = await signedInBrowser(t);
    expect((await (await older.get("/api/settings/business")).json()).vatRegistered).toBeNull();
    await putDetails(older, { vatNumber: "GB987654321" });
    expect(done(await progress(older))).toContain("vatStatus");
    await putDetails(older, { vatNumber: "GB987654321", businessName: "Renamed" });
    expect((await (await older.get("/api/settings/business")).json()).vatRegistered).toBe(true);
  });

  it("is dismissed for the business and can be brought back", async () => {
    const { browser: b } = await signedInBrowser(t);
    const res = await b.request("/api/setup-progress/dismissal", {
      method: "PUT",
      json: { dismissed: true },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).dismissed).toBe(true);
    expect((await progress(b)).dismissed).toBe(true);
    const bad = await b.request("/api/setup-progress/dismissal", {
      method: "PUT",
      json: { dismissed: "yes" },
    });
    expect(bad.status).toBe(400);
    await b.request("/api/setup-progress/dismissal", { method: "PUT", json: { dismissed: false } });
    expect((await progress(b)).dismissed).toBe(false);

    // Another business's dismissal is its own.
    const { browser: other } = await signedInBrowser(t);
    expect((await progress(other)).dismissed).toBe(false);
  });

  it("never counts another business's rows", async () => {
    const { browser: busy } = await signedInBrowser(t);
    await uploadLogo(busy);
    await busy.post("/api/trade-accounts", {
      merchantId: 1,
      accountNumber: "TA-2",
      accountName: "Main",
      isDefault: true,
    });
    const customer = await (await busy.post("/api/customers", { firstName: "Ben" })).json();
    const quote = await (
      await busy.post("/api/quotes", {
        name: "Loft",
        jobDescription: "Boarding",
        customerId: customer.id,
      })
    ).json();
    await busy.post(`/api/quotes/${quote.id}/status`, { status: "sent" });
    expect((await progress(busy)).doneCount).toBe(4);

    const { browser: fresh } = await signedInBrowser(t);
    expect((await progress(fresh)).doneCount).toBe(0);
  });

  it("answers a signed-out visitor 401", async () => {
    expect((await new NewBrowser(t).get("/api/setup-progress")).status).toBe(401);
    const put = await new NewBrowser(t).request("/api/setup-progress/dismissal", {
      method: "PUT",
      json: { dismissed: true },
    });
    expect(put.status).toBe(401);
  });

  it("works out a demo sandbox from its own copy, and keeps it when the visitor signs up", async () => {
    const demo = new NewBrowser(t);
    expect((await demo.post("/api/auth/sign-in/anonymous")).status).toBe(200);
    const p = await progress(demo);
    expect(p.isDemo).toBe(true);
    // The demo template's copy has its customers and quotes, so those items start done.
    expect(done(p)).toEqual(expect.arrayContaining(["firstCustomer", "businessDetails"]));
    await demo.request("/api/setup-progress/dismissal", {
      method: "PUT",
      json: { dismissed: true },
    });

    // The template itself is never touched: a second visitor still sees the card.
    const second = new NewBrowser(t);
    await second.post("/api/auth/sign-in/anonymous");
    expect((await progress(second)).dismissed).toBe(false);
  });
});
