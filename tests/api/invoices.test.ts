import { sql } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/client";
import { isoDay } from "../../src/shared/dates";
import { formatPence } from "../../src/shared/money";
import { type Browser, signedInBrowser } from "../support/browser";
import { expectIsolated } from "../support/isolation";
import { startPostgres } from "../support/postgres";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  return (await extractText(doc, { mergePages: true })).text;
}

const day = (offset: number) => isoDay(new Date(Date.now() + offset * 86_400_000));

/**
 * A signed-in business (VAT registered unless told), a customer with the given tax settings and
 * an accepted quote: materials £500 + labour 4 days × £250 = £1,000, VAT 20 %.
 */
async function setUp(
  opts: {
    vatNumber?: string;
    reverseCharge?: boolean;
    cisRatePercent?: 0 | 20 | 30 | null;
    accept?: boolean;
  } = {},
) {
  const { browser: b } = await signedInBrowser(t);
  const me = await (await b.get("/api/me")).json();
  const businessId: string = me.business.id;
  await t.deps.db.execute(
    sql`update businesses set name = 'Pat Plastering Ltd', vat_number = ${opts.vatNumber ?? "GB123456789"} where id = ${businessId}`,
  );
  const customer = await (
    await b.post("/api/customers", {
      firstName: "Sarah",
      lastName: "Builder",
      email: "sarah@builders.example.co.uk",
      reverseCharge: opts.reverseCharge ?? false,
      cisRatePercent: opts.cisRatePercent ?? null,
    })
  ).json();
  const quote = await (
    await b.post("/api/quotes", {
      name: "Extension plastering",
      customerId: customer.id,
      jobDescription: "Plaster the extension",
      materials: [
        { name: "Plasterboard", quantity: 20, unit: "sheet", netUnitPricePence: 1500 },
        { name: "Multi-finish", quantity: 10, unit: "bag", netUnitPricePence: 2000 },
      ],
      // Materials charged at cost, so the invoice sums below stay round.
      marginPercent: 0,
      laborDays: 4,
      dayRatePence: 25000,
      vatRate: 20,
    })
  ).json();
  if (opts.accept !== false) {
    const res = await b.post(`/api/quotes/${quote.id}/status`, { status: "accepted" });
    expect(res.status).toBe(200);
  }
  return { b, businessId, customer, quote };
}

async function raise(b: Browser, quoteId: string, kind: string) {
  const res = await b.post("/api/invoices", { quoteId, kind });
  return { status: res.status, body: await res.json() };
}

describe("creating invoices from a quote", () => {
  it("carries the lines over and numbers invoices INV-0001, INV-0002 with 14-day terms", async () => {
    const { b, quote } = await setUp();
    const { status, body: inv } = await raise(b, quote.id, "standard");
    expect(status).toBe(201);
    expect(inv).toMatchObject({
      reference: "INV-0001",
      number: 1,
      kind: "standard",
      status: "draft",
      customerName: "Sarah Builder",
      issueDate: day(0),
      taxPoint: day(0),
      dueDate: day(14),
      netPence: 150_000,
      vatPence: 30_000,
      totalPence: 180_000,
      amountDuePence: 180_000,
      balancePence: 180_000,
      supplierVatNumber: "GB123456789",
      reverseCharge: false,
    });
    expect(inv.lines.map((l: { description: string; isLabour: boolean }) => l.isLabour)).toEqual([
      false,
      false,
      true,
    ]);
    expect(inv.lines[2]).toMatchObject({ quantity: 4, unitPricePence: 25000, netPence: 100_000 });
    expect(inv.rateTotals).toEqual([{ rate: 20, netPence: 150_000, vatPence: 30_000 }]);
    const next = await (
      await b.post("/api/quotes", { jobDescription: "Next job", laborDays: 1, dayRatePence: 20000 })
    ).json();
    await b.post(`/api/quotes/${next.id}/status`, { status: "accepted" });
    const second = await raise(b, next.id, "standard");
    expect(second.body.reference).toBe("INV-0002");
  });

  it("refuses a quote that is not accepted (400) or not this business's (404)", async () => {
    const { b, quote } = await setUp({ accept: false });
    expect((await raise(b, quote.id, "deposit")).status).toBe(400);
    const other = await setUp();
    expect((await raise(b, other.quote.id, "deposit")).status).toBe(404);
    expect((await raise(b, "not-a-uuid", "deposit")).status).toBe(404);
    expect((await raise(b, quote.id, "credit")).status).toBe(400);
  });

  it("concurrent creation: no duplicate numbers and no gaps, and deposits stop at the quote", async () => {
    const { b, quote } = await setUp();
    const results = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const res = await b.post("/api/invoices", {
          quoteId: quote.id,
          kind: "deposit",
          depositPercent: 10,
        });
        return { status: res.status, body: await res.json() };
      }),
    );
    // Ten deposits of 10% make the quote; the two past it are refused, whichever they were.
    expect(results.map((r) => r.status).sort()).toEqual([...Array(10).fill(201), 409, 409]);
    const numbers = results
      .filter((r) => r.status === 201)
      .map((r) => r.body.number)
      .sort((x, y) => x - y);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("concurrent full invoices of one quote: one is raised, the rest refused", async () => {
    const { b, quote } = await setUp();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => raise(b, quote.id, "standard")),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  });

  it("a business without a VAT number charges no VAT and says so on the PDF", async () => {
    const { b, quote } = await setUp({ vatNumber: "" });
    const { body: inv } = await raise(b, quote.id, "standard");
    expect(inv.vatPence).toBe(0);
    expect(inv.amountDuePence).toBe(150_000);
    expect(inv.lines.every((l: { vatRate: number }) => l.vatRate === 0)).toBe(true);
    const text = await pdfText(await (await b.get(`/api/invoices/${inv.id}/pdf`)).arrayBuffer());
    expect(text).toContain("Not VAT registered");
  });

  it("the PDF writes each line's quantity in its unit, plural after more than one", async () => {
    const { b, quote } = await setUp();
    const { body: inv } = await raise(b, quote.id, "standard");
    const text = await pdfText(await (await b.get(`/api/invoices/${inv.id}/pdf`)).arrayBuffer());
    // The Qty column: there is no Unit column on an invoice.
    expect(text).toContain("Plasterboard 20 sheets £15.00");
    expect(text).toContain("Multi-finish 10 bags £20.00");
    // A labour line that says so is not marked "(labour)" a second time.
    expect(text).toContain("Labour (4 days) 4 days £250.00");
    expect(text).not.toContain("(labour)");
  });
});

describe("the customer's details on an invoice", () => {
  it("keeps those it was sent with when the customer moves, and those it was raised with when deleted", async () => {
    const { b, quote, customer } = await setUp();
    const moved = (address: string) =>
      b.request(`/api/customers/${customer.id}`, {
        method: "PATCH",
        json: {
          firstName: "Sarah",
          lastName: "Builder",
          email: customer.email,
          address,
          version: customer.version,
        },
      });
    expect((await moved("1 Old Road, Yeovil BA20 1AA")).status).toBe(200);
    const { body: sent } = await raise(b, quote.id, "deposit");
    const { body: draft } = await raise(b, quote.id, "final");
    expect(
      (
        await b.post(`/api/invoices/${sent.id}/send`, {
          email: customer.email,
          version: sent.version,
        })
      ).status,
    ).toBe(200);
    const pdf = async (id: string) =>
      pdfText(await (await b.get(`/api/invoices/${id}/pdf`)).arrayBuffer());
    // The customer moves: the sent invoice keeps the address it went out with; the draft follows.
    const again = await (await b.get(`/api/customers/${customer.id}`)).json();
    const res = await b.request(`/api/customers/${customer.id}`, {
      method: "PATCH",
      json: {
        firstName: "Sarah",
        lastName: "Builder",
        email: customer.email,
        address: "9 New Street, Sherborne DT9 4BB",
        version: again.version,
      },
    });
    expect(res.status).toBe(200);
    expect(await pdf(sent.id)).toContain("1 Old Road, Yeovil BA20 1AA");
    expect(await pdf(draft.id)).toContain("9 New Street, Sherborne DT9 4BB");
    // Deleted: both keep what they last had, and the invoice still knows where it was sent.
    expect((await b.request(`/api/customers/${customer.id}`, { method: "DELETE" })).status).toBe(
      204,
    );
    expect(await pdf(sent.id)).toContain("1 Old Road, Yeovil BA20 1AA");
    expect(await pdf(draft.id)).toContain("1 Old Road, Yeovil BA20 1AA");
    expect(await pdf(sent.id)).toContain("sarah@builders.example.co.uk");
    expect((await (await b.get(`/api/invoices/${sent.id}`)).json()).customerEmail).toBe(
      "sarah@builders.example.co.uk",
    );
  });
});

describe("deposit and final invoices with payments", () => {
  it("deposit 50 %, paid; final deducts it; balance paid; statuses follow", async () => {
    const { b, quote } = await setUp();
    const { body: deposit } = await raise(b, quote.id, "deposit");
    expect(deposit).toMatchObject({ kind: "deposit", netPence: 75_000, amountDuePence: 90_000 });

    const part = await b.post(`/api/invoices/${deposit.id}/payments`, {
      amountPence: 40_000,
      paidOn: day(0),
      method: "bank transfer",
      note: "first part",
    });
    expect(part.status).toBe(201);
    expect(await part.json()).toMatchObject({
      status: "part-paid",
      paidPence: 40_000,
      balancePence: 50_000,
    });
    const over = await b.post(`/api/invoices/${deposit.id}/payments`, {
      amountPence: 50_001,
      paidOn: day(0),
    });
    expect(over.status).toBe(400);
    const zero = await b.post(`/api/invoices/${deposit.id}/payments`, {
      amountPence: 0,
      paidOn: day(0),
    });
    expect(zero.status).toBe(400);
    const rest = await (
      await b.post(`/api/invoices/${deposit.id}/payments`, { amountPence: 50_000, paidOn: day(0) })
    ).json();
    expect(rest).toMatchObject({ status: "paid", balancePence: 0 });

    const { status, body: final } = await raise(b, quote.id, "final");
    expect(status).toBe(201);
    expect(final).toMatchObject({
      kind: "final",
      depositsDeductedPence: 90_000,
      netPence: 75_000,
      vatPence: 15_000,
      amountDuePence: 90_000,
    });
    expect((await raise(b, quote.id, "final")).status).toBe(409);
    const paid = await (
      await b.post(`/api/invoices/${final.id}/payments`, { amountPence: 90_000, paidOn: day(0) })
    ).json();
    expect(paid.status).toBe("paid");

    // Removing a payment moves the status back.
    const back = await b.request(`/api/invoices/${final.id}/payments/${paid.payments[0].id}`, {
      method: "DELETE",
    });
    expect(back.status).toBe(200);
    expect((await back.json()).status).toBe("draft");
  });

  it("the quote states the deposit its terms ask in pounds, and the deposit invoice asks just that", async () => {
    const { b, businessId, quote } = await setUp({ accept: false });
    await t.deps.db.execute(
      sql`update businesses set default_terms = 'A 30% deposit is required before work begins.' where id = ${businessId}`,
    );
    const pdf = await pdfText(await (await b.get(`/api/quotes/${quote.id}/pdf`)).arrayBuffer());
    const stated = /Deposit \(30%\)\s*(£[\d,]+\.\d\d)/.exec(pdf)?.[1];
    expect(stated).toBeDefined();
    await b.post(`/api/quotes/${quote.id}/status`, { status: "accepted" });
    const deposit = await (
      await b.post("/api/invoices", { quoteId: quote.id, kind: "deposit", depositPercent: 30 })
    ).json();
    expect(stated).toBe(formatPence(deposit.amountDuePence));
  });

  it("deposit + final come to the accepted total to the penny, and the final's PDF says so", async () => {
    const { b, businessId, customer } = await setUp();
    // One day at £1,000.07: the 50 % deposit is £500.04 + £100.01 VAT. The £500.03 balance's own
    // VAT would be £100.01 too, billing the customer £1,200.09 for a £1,200.08 quote.
    const quote = await (
      await b.post("/api/quotes", {
        name: "Odd day rate",
        customerId: customer.id,
        jobDescription: "Skim the hall",
        materials: [],
        laborDays: 1,
        dayRatePence: 100_007,
        vatRate: 20,
      })
    ).json();
    expect(quote.totalAmountPence).toBe(120_008);
    await b.post(`/api/quotes/${quote.id}/status`, { status: "accepted" });
    const deposit = await b.post("/api/invoices", {
      quoteId: quote.id,
      kind: "deposit",
      depositPercent: 50,
    });
    const { body: final } = await raise(b, quote.id, "final");
    expect((await deposit.json()).amountDuePence + final.amountDuePence).toBe(120_008);
    expect(final).toMatchObject({
      customerGreeting: "Sarah",
      netPence: 50_003,
      vatPence: 10_000,
      amountDuePence: 60_003,
      rateTotals: [{ rate: 20, netPence: 50_003, vatPence: 10_000 }],
    });
    expect(final.lines.at(-1)).toMatchObject({ netPence: -50_004, vatPence: -10_001 });
    const pdf = await pdfText(await (await b.get(`/api/invoices/${final.id}/pdf`)).arrayBuffer());
    expect(pdf).toContain("£600.03");

    // A final invoice raised before deductions carried their deposit's VAT keeps its figures.
    await t.deps.db.execute(
      sql`update invoices set vat_pence = 10001, amount_due_pence = 60004 where id = ${final.id} and business_id = ${businessId}`,
    );
    expect(await (await b.get(`/api/invoices/${final.id}`)).json()).toMatchObject({
      vatPence: 10_001,
      amountDuePence: 60_004,
      rateTotals: [{ rate: 20, netPence: 50_003, vatPence: 10_001 }],
    });
  });

  it("never bills a quote twice: nothing after a final or full invoice, no full invoice after a deposit", async () => {
    const { b, quote } = await setUp();
    const deposit = await raise(b, quote.id, "deposit");
    expect(deposit.status).toBe(201);
    const full = await raise(b, quote.id, "standard");
    expect(full.status).toBe(409);
    expect(full.body.error).toMatchObject({
      code: "already_invoiced",
      message: `This quote has a deposit invoice, ${deposit.body.reference}: raise the final invoice for the balance`,
    });
    // A second deposit (staged payments) is still allowed before the final invoice.
    expect((await raise(b, quote.id, "deposit")).status).toBe(201);
    const final = await raise(b, quote.id, "final");
    expect(final.status).toBe(201);
    for (const kind of ["deposit", "final", "standard"]) {
      const again = await raise(b, quote.id, kind);
      expect(again.status, kind).toBe(409);
      expect(again.body.error.message, kind).toBe(
        `This quote is already invoiced in full on ${final.body.reference}`,
      );
    }
    // A full invoice first closes the quote the same way.
    const other = await setUp();
    expect((await raise(other.b, other.quote.id, "standard")).status).toBe(201);
    for (const kind of ["deposit", "final", "standard"]) {
      expect((await raise(other.b, other.quote.id, kind)).status, kind).toBe(409);
    }
    const list = await (await b.get(`/api/invoices?quoteId=${quote.id}`)).json();
    expect(list.invoices).toHaveLength(3);
  });

  it("asks a deposit of this job's own percentage, and never deposits past the quote", async () => {
    const { b, quote } = await setUp();
    const deposit = async (depositPercent?: number, kind = "deposit") => {
      const res = await b.post("/api/invoices", { quoteId: quote.id, kind, depositPercent });
      return { status: res.status, body: await res.json() };
    };
    const count = async () =>
      (await (await b.get(`/api/invoices?quoteId=${quote.id}`)).json()).invoices.length;

    for (const bad of [0, 101, 12.5, "30"]) {
      const res = await deposit(bad as number);
      expect(res.status, String(bad)).toBe(400);
      expect(res.body.error.fields.depositPercent).toBe(
        "The deposit must be a whole percentage from 1 to 100",
      );
    }
    const notDeposit = await deposit(30, "standard");
    expect(notDeposit.status).toBe(400);
    expect(notDeposit.body.error.fields.depositPercent).toBe(
      "Only a deposit invoice takes a percentage",
    );
    expect(await count()).toBe(0);

    // 30% of £1,500.00 net, whatever Quote Settings say (50%).
    const first = await deposit(30);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ netPence: 45_000, amountDuePence: 54_000 });
    expect(first.body.lines[0].description).toContain("Deposit 30% of quote");

    const tooMuch = await deposit(80);
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.error).toMatchObject({
      code: "deposits_exceed_quote",
      message:
        "Deposits would come to more than the quote: 70% of it is left to ask for. Ask for less, or raise the final invoice for the balance.",
    });
    expect(await count()).toBe(1);
    expect((await deposit(70)).status).toBe(201);
    // The settings' 50% on top of 100% already asked for: refused, nothing billed.
    const covered = await deposit();
    expect(covered.status).toBe(409);
    expect(covered.body.error.message).toBe(
      "Deposits already cover the whole quote: raise the final invoice.",
    );
    expect(await count()).toBe(2);
    const final = await deposit(undefined, "final");
    expect(final.status).toBe(201);
    expect(final.body.amountDuePence).toBe(0);
  });

  it("deposits that make the whole quote are allowed, whatever their rounding; past it, refused with what is left", async () => {
    const { b, customer } = await setUp();
    // £10.01 net: half is 500.5p, rounded up to 501p a deposit, so two halves come to 1,002p.
    const odd = await (
      await b.post("/api/quotes", {
        name: "Odd pence",
        customerId: customer.id,
        jobDescription: "One board",
        materials: [{ name: "Board", quantity: 1, unit: "sheet", netUnitPricePence: 1001 }],
        marginPercent: 0,
        laborDays: 0,
        vatRate: 20,
      })
    ).json();
    await b.post(`/api/quotes/${odd.id}/status`, { status: "accepted" });
    const half = () =>
      b.post("/api/invoices", { quoteId: odd.id, kind: "deposit", depositPercent: 50 });
    expect((await half()).status).toBe(201);
    expect((await half()).status).toBe(201);
    expect((await half()).status).toBe(409);

    const { b: other, quote } = await setUp();
    // £1,500.00 net at 33%: 49,500p a deposit; three come to 99%, then 2% is refused.
    for (let i = 0; i < 3; i++)
      expect(
        (
          await other.post("/api/invoices", {
            quoteId: quote.id,
            kind: "deposit",
            depositPercent: 33,
          })
        ).status,
      ).toBe(201);
    const fourth = await other.post("/api/invoices", {
      quoteId: quote.id,
      kind: "deposit",
      depositPercent: 2,
    });
    expect(fourth.status).toBe(409);
    expect((await fourth.json()).error.message).toContain("1% of it is left to ask for");
  });

  it("bills the deposit set in Quote Settings, and refuses a deposit invoice at 0%", async () => {
    const { b, quote } = await setUp();
    const settings = await (await b.get("/api/settings/quote")).json();
    expect(settings.depositPercent).toBe(50);
    const put = (depositPercent: number) =>
      b.request("/api/settings/quote", { method: "PUT", json: { ...settings, depositPercent } });
    expect((await put(30)).status).toBe(200);
    const { body: deposit } = await raise(b, quote.id, "deposit");
    // 30% of £1,500.00 net (the quote of setUp), VAT at 20% on top.
    expect(deposit).toMatchObject({ kind: "deposit", netPence: 45_000, amountDuePence: 54_000 });
    expect(deposit.lines[0].description).toContain("Deposit 30% of quote");

    expect((await put(0)).status).toBe(200);
    const refused = await raise(b, quote.id, "deposit");
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(
      "No deposit is set: set one in Settings, Quote Settings",
    );
    for (const bad of [101, -1, 12.5]) {
      const res = await put(bad);
      expect(res.status, String(bad)).toBe(400);
      expect(Object.keys((await res.json()).error.fields)).toEqual(["depositPercent"]);
    }
    expect((await (await b.get("/api/settings/quote")).json()).depositPercent).toBe(0);
  });

  it("asks for a deposit by the job's start when the work begins before the payment terms end", async () => {
    const { b, quote } = await setUp();
    const startAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    expect((await b.post("/api/jobs", { quoteId: quote.id, startAt })).status).toBe(201);
    const { body: deposit } = await raise(b, quote.id, "deposit");
    expect(deposit.dueDate).toBe(isoDay(startAt));
    // The final invoice keeps the business's payment terms.
    const { body: final } = await raise(b, quote.id, "final");
    expect(final.dueDate).toBe(day(14));
    // Work starting after the terms end, or not scheduled: the terms as before.
    const later = await setUp();
    const far = new Date(Date.now() + 30 * 86_400_000).toISOString();
    expect(
      (await later.b.post("/api/jobs", { quoteId: later.quote.id, startAt: far })).status,
    ).toBe(201);
    expect((await raise(later.b, later.quote.id, "deposit")).body.dueDate).toBe(day(14));
    const unscheduled = await setUp();
    expect((await raise(unscheduled.b, unscheduled.quote.id, "deposit")).body.dueDate).toBe(
      day(14),
    );
  });

  it("overdue is derived from the due date of a sent invoice with a balance", async () => {
    const { b, quote } = await setUp();
    const { body: inv } = await raise(b, quote.id, "standard");
    const sent = await b.post(`/api/invoices/${inv.id}/send`, {
      email: "sarah@builders.example.co.uk",
    });
    expect(sent.status).toBe(200);
    expect((await sent.json()).status).toBe("sent");
    await t.deps.db.execute(sql`update invoices set due_date = ${day(-1)} where id = ${inv.id}`);
    expect((await (await b.get(`/api/invoices/${inv.id}`)).json()).status).toBe("overdue");
    const list = await (await b.get("/api/invoices?status=overdue")).json();
    expect(list.invoices.map((i: { id: string }) => i.id)).toEqual([inv.id]);
    expect(list.outstandingPence).toBe(180_000);
    const summary = await (await b.get("/api/invoices/summary")).json();
    expect(summary).toEqual({ outstandingPence: 180_000 });
  });

  // Handed over as a PDF and paid in part, never sent from here: issued all the same, as the
  // reports and insights count it, and the list shows it part-paid.
  it("a draft paid in part counts its balance as outstanding, less what was paid", async () => {
    const { b, quote } = await setUp();
    const { body: inv } = await raise(b, quote.id, "standard");
    expect(await (await b.get("/api/invoices/summary")).json()).toEqual({ outstandingPence: 0 });
    const part = await b.post(`/api/invoices/${inv.id}/payments`, {
      amountPence: 30_000,
      paidOn: day(0),
    });
    expect((await part.json()).status).toBe("part-paid");
    expect(await (await b.get("/api/invoices/summary")).json()).toEqual({
      outstandingPence: 150_000,
    });
    expect((await (await b.get("/api/invoices")).json()).outstandingPence).toBe(150_000);
    // Sent afterwards, what was paid still comes off.
    const sent = await b.post(`/api/invoices/${inv.id}/send`, {
      email: "sarah@builders.example.co.uk",
    });
    expect(sent.status).toBe(200);
    expect(await (await b.get("/api/invoices/summary")).json()).toEqual({
      outstandingPence: 150_000,
    });
  });
});

describe("reverse charge and CIS", () => {
  it("reverse charge: VAT stated, wording on the PDF, total excludes the VAT", async () => {
    const { b, quote } = await setUp({ reverseCharge: true });
    const { body: inv } = await raise(b, quote.id, "standard");
    expect(inv).toMatchObject({ reverseCharge: true, vatPence: 30_000, amountDuePence: 150_000 });
    const text = await pdfText(await (await b.get(`/api/invoices/${inv.id}/pdf`)).arrayBuffer());
    expect(text).toContain("Reverse charge: customer to pay the VAT to HMRC");
    expect(text).toContain("£300.00");
    expect(text).toContain("GB123456789");
  });

  it("CIS 20 % is taken from the labour only", async () => {
    const { b, quote } = await setUp({ cisRatePercent: 20 });
    const { body: inv } = await raise(b, quote.id, "standard");
    expect(inv).toMatchObject({
      labourNetPence: 100_000,
      cisDeductionPence: 20_000,
      cisRatePercent: 20,
      amountDuePence: 160_000,
    });
    const text = await pdfText(await (await b.get(`/api/invoices/${inv.id}/pdf`)).arrayBuffer());
    expect(text).toContain("CIS");
    expect(text).toContain("£200.00");
  });
});

describe("sending, PDF and deleting", () => {
  it("emails the PDF and marks the invoice sent; a sent invoice cannot be deleted", async () => {
    const { b, quote } = await setUp();
    const { body: inv } = await raise(b, quote.id, "standard");
    const bad = await b.post(`/api/invoices/${inv.id}/send`, { email: "nope" });
    expect(bad.status).toBe(400);
    await b.post(`/api/invoices/${inv.id}/send`, { email: "sarah@builders.example.co.uk" });
    const [mail] = await queryRows<{ subject: string; attachments: string }>(
      t.deps.db,
      sql`select subject, attachments from mail_outbox where "to" = 'sarah@builders.example.co.uk' order by created_at desc limit 1`,
    );
    expect(mail!.subject).toBe("Invoice INV-0001 from Pat Plastering Ltd");
    const attachments = JSON.parse(mail!.attachments);
    expect(attachments[0]).toMatchObject({
      filename: "Invoice-INV-0001.pdf",
      contentType: "application/pdf",
    });
    const del = await b.request(`/api/invoices/${inv.id}`, { method: "DELETE" });
    expect(del.status).toBe(409);
  });

  it("deletes a draft without payments and never re-uses its number", async () => {
    const { b, quote } = await setUp();
    const first = (await raise(b, quote.id, "deposit")).body;
    const paid = (await raise(b, quote.id, "deposit")).body;
    await b.post(`/api/invoices/${paid.id}/payments`, { amountPence: 100, paidOn: day(0) });
    expect((await b.request(`/api/invoices/${paid.id}`, { method: "DELETE" })).status).toBe(409);
    expect((await b.request(`/api/invoices/${first.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await b.get(`/api/invoices/${first.id}`)).status).toBe(404);
    expect((await raise(b, quote.id, "deposit")).body.reference).toBe("INV-0003");
    const res = await b.get(`/api/invoices/${paid.id}/pdf`);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain("Invoice-INV-0002.pdf");
  });
});

describe("isolation", () => {
  it("another business gets 404 on every invoice endpoint", async () => {
    let invoiceId = "";
    let paymentId = "";
    await expectIsolated(t, {
      create: async (owner) => {
        const quote = await (
          await owner.post("/api/quotes", {
            jobDescription: "Job",
            laborDays: 1,
            dayRatePence: 10000,
          })
        ).json();
        await owner.post(`/api/quotes/${quote.id}/status`, { status: "accepted" });
        const inv = await (
          await owner.post("/api/invoices", { quoteId: quote.id, kind: "standard" })
        ).json();
        const withPayment = await (
          await owner.post(`/api/invoices/${inv.id}/payments`, { amountPence: 100, paidOn: day(0) })
        ).json();
        invoiceId = inv.id;
        paymentId = withPayment.payments[0].id;
        return `/api/invoices/${inv.id}`;
      },
      update: {
        method: "POST",
        path: (p) => `${p}/payments`,
        json: { amountPence: 100, paidOn: day(0) },
      },
    });
    const { browser: other } = await signedInBrowser(t);
    expect((await other.get(`/api/invoices/${invoiceId}/pdf`)).status).toBe(404);
    expect(
      (await other.post(`/api/invoices/${invoiceId}/send`, { email: "x@example.co.uk" })).status,
    ).toBe(404);
    expect(
      (
        await other.request(`/api/invoices/${invoiceId}/payments/${paymentId}`, {
          method: "DELETE",
        })
      ).status,
    ).toBe(404);
    expect((await (await other.get("/api/invoices")).json()).invoices).toEqual([]);
    expect((await other.get("/api/invoices")).status).toBe(200);
    const anon = await t.request("/api/invoices");
    expect(anon.status).toBe(401);
  });
});

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

  it("12 concurrent invoices over two quotes get numbers 1..12 without gaps or repeats", async () => {
    const { browser: b } = await signedInBrowser(pgApp);
    const quoteIds: string[] = [];
    for (const name of ["Kitchen", "Hall"]) {
      const quote = await (
        await b.post("/api/quotes", {
          name,
          jobDescription: name,
          laborDays: 1,
          dayRatePence: 20000,
        })
      ).json();
      await b.post(`/api/quotes/${quote.id}/status`, { status: "accepted" });
      quoteIds.push(quote.id);
    }
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        b.post("/api/invoices", { quoteId: quoteIds[i % 2], kind: "deposit", depositPercent: 10 }),
      ),
    );
    const numbers: number[] = [];
    for (const res of responses) {
      expect(res.status).toBe(201);
      numbers.push((await res.json()).number);
    }
    expect(numbers.sort((x, y) => x - y)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });
});
