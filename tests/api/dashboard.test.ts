import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser, signedInBrowser } from "../support/browser";
import { createJob } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("dashboard", () => {
  it("counts quotes, jobs and clients and lists the recent ones and the activity", async () => {
    const { browser: b } = await signedInBrowser(t);
    const empty = await b.get("/api/dashboard");
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual({
      activeQuotes: 0,
      acceptedQuotes: 0,
      jobsInProgress: 0,
      clients: 0,
      recentQuotes: [],
      recentCustomers: [],
      nextSteps: { toSchedule: [], toInvoice: [] },
      activity: [],
    });

    const customers = [];
    for (const firstName of ["Ann", "Ben", "Cat", "Dan"]) {
      customers.push(
        await (
          await b.post("/api/customers", {
            firstName,
            lastName: "Smith",
            email: `${firstName.toLowerCase()}@example.co.uk`,
            phone: "07700 900000",
            address: "1 High Street",
          })
        ).json(),
      );
    }
    const quotes = [];
    for (const name of ["One", "Two", "Three", "Four", "Five"]) {
      quotes.push(
        await (
          await b.post("/api/quotes", { name, jobDescription: `Job ${name}`, customerId: null })
        ).json(),
      );
    }
    await b.post(`/api/quotes/${quotes[0].id}/status`, { status: "sent" });
    await b.post(`/api/quotes/${quotes[1].id}/status`, { status: "sent" });
    await b.post(`/api/quotes/${quotes[2].id}/status`, { status: "accepted" });
    const businessId = (await (await b.get("/api/me")).json()).business.id;
    await createJob(t.deps.db, { businessId, quoteId: quotes[2].id, status: "in-progress" });

    const res = await (await b.get("/api/dashboard")).json();
    expect(res).toMatchObject({
      activeQuotes: 2,
      acceptedQuotes: 1,
      jobsInProgress: 1,
      clients: 4,
    });
    expect(res.recentQuotes.map((q: { name: string }) => q.name)).toEqual([
      "Five",
      "Four",
      "Three",
    ]);
    expect(res.recentQuotes[2].hasActiveJob).toBe(true);
    expect(res.recentCustomers).toEqual(
      [customers[3], customers[2], customers[1]].map((c) => ({
        id: c.id,
        displayName: `${c.firstName} Smith`,
        email: c.email,
        phone: "07700 900000",
        address: "1 High Street",
      })),
    );
    expect(res.activity).toHaveLength(8);
    expect(res.activity[0]).toEqual({
      id: expect.any(String),
      kind: "quote.status_changed",
      message: "Quote Three marked as Accepted",
      createdAt: expect.any(String),
    });

    // Another business sees none of it.
    const { browser: other } = await signedInBrowser(t);
    expect((await (await other.get("/api/dashboard")).json()).clients).toBe(0);
    expect((await new Browser(t).get("/api/dashboard")).status).toBe(401);
  });

  it("lists the next steps: accepted quotes to schedule, finished jobs to invoice, each until done", async () => {
    const { browser: b } = await signedInBrowser(t);
    const steps = async (browser = b) =>
      (await (await browser.get("/api/dashboard")).json()).nextSteps as {
        toSchedule: { id: string; reference: string; name: string }[];
        toInvoice: { id: string; reference: string; name: string }[];
      };
    const quote = await (
      await b.post("/api/quotes", { name: "Porch", jobDescription: "Rebuild the porch." })
    ).json();
    expect((await steps()).toSchedule).toEqual([]);
    await b.post(`/api/quotes/${quote.id}/status`, { status: "accepted" });
    expect((await steps()).toSchedule).toEqual([
      { id: quote.id, reference: "Q-0001", name: "Porch", customerName: "" },
    ]);
    // Another business sees none of it.
    const { browser: other } = await signedInBrowser(t);
    expect(await steps(other)).toEqual({ toSchedule: [], toInvoice: [] });

    const job = await (
      await b.post("/api/jobs", { quoteId: quote.id, startAt: new Date().toISOString() })
    ).json();
    expect(await steps()).toEqual({ toSchedule: [], toInvoice: [] });
    expect((await b.post(`/api/jobs/${job.id}/start`)).status).toBe(200);
    expect((await b.post(`/api/jobs/${job.id}/complete`)).status).toBe(200);
    expect((await steps()).toInvoice).toEqual([
      { id: job.id, reference: "Q-0001", name: "Porch", customerName: "" },
    ]);
    // A deposit invoice leaves the balance to invoice; a full one is the end of it.
    expect((await b.post("/api/invoices", { quoteId: quote.id, kind: "deposit" })).status).toBe(
      201,
    );
    expect((await steps()).toInvoice).toHaveLength(1);
    expect((await b.post("/api/invoices", { quoteId: quote.id, kind: "final" })).status).toBe(201);
    expect(await steps()).toEqual({ toSchedule: [], toInvoice: [] });
  });
});
