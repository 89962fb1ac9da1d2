import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { removeOldDemos } from "../../src/server/auth/businesses";
import { queryRows } from "../../src/server/db/client";
import { businesses, emailDeliveries } from "../../src/server/db/schema";
import {
  type ReminderDeps,
  runReminders,
  sendMorningSummaries,
  sendOverdueReminders,
  sendQuoteFollowUps,
} from "../../src/server/features/reminders";
import { signedInBrowser } from "../support/browser";
import {
  createActivityEvent,
  createBusiness,
  createBusinessWithOwner,
  createCustomer,
  createInvoice,
  createJob,
  createPayment,
  createQuote,
  createSession,
  uniqueEmail,
} from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

const DAY_MS = 86_400_000;
/** Noon in London on a winter Thursday: within the hours customers are emailed. */
const NOON = new Date("2026-11-26T12:00:00Z");
const at = (base: Date, days: number) => new Date(base.getTime() + days * DAY_MS);

let t: TestApp;
let deps: ReminderDeps;
beforeAll(async () => {
  t = await createTestApp();
  deps = t.deps;
});
afterAll(() => t.close());

interface Mail {
  subject: string;
  text: string;
  attachments: string;
}
/** What reached an address, once the queued emails have been sent. */
async function mailsTo(to: string) {
  await t.deps.queue.runDue();
  return queryRows<Mail & Record<string, unknown>>(
    t.deps.db,
    sql`select subject, text, attachments from mail_outbox where "to" = ${to} order by created_at`,
  );
}

/** A business with contact details and one customer of its own. */
async function tradesperson(overrides: Partial<typeof businesses.$inferInsert> = {}) {
  const business = await createBusiness(t.deps.db, {
    name: "Hartley Plastering",
    phone: "01935 812345",
    bankAccountName: "Hartley Plastering Ltd",
    bankSortCode: "123456",
    bankAccountNumber: "12345678",
    ...overrides,
  });
  const customer = await createCustomer(t.deps.db, { businessId: business.id });
  return { business, customer };
}

async function sentQuote(sentAt: Date, overrides: Parameters<typeof createQuote>[1] = {}) {
  const { business, customer } = await tradesperson();
  const quote = await createQuote(t.deps.db, {
    businessId: business.id,
    customerId: customer.id,
    customerName: "Sarah Thompson",
    status: "sent",
    sentAt,
    sentTo: customer.email,
    publicToken: `tok-${crypto.randomUUID()}`,
    expiresAt: at(sentAt, 30),
    ...overrides,
  });
  return { business, customer, quote };
}

describe("quote follow-up", () => {
  it("goes 7 days after sending, not 6, and once however often it runs", async () => {
    const { customer, quote } = await sentQuote(at(NOON, -7));
    expect(await sendQuoteFollowUps(deps, at(NOON, -1))).toBeGreaterThanOrEqual(0);
    expect(await mailsTo(customer.email)).toHaveLength(0);

    // Two runs at once (two instances) and a later one: the claim lets one of them send it.
    await Promise.all([sendQuoteFollowUps(deps, NOON), sendQuoteFollowUps(deps, NOON)]);
    await runReminders(deps, at(NOON, 1));
    const mails = await mailsTo(customer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Following up on quote Q-0001 from Hartley Plastering");
    expect(mails[0]!.text).toContain("Dear Sarah Thompson,");
    expect(mails[0]!.text).toContain(`http://localhost:3000/q/${quote.publicToken}`);
    expect(mails[0]!.text).toContain("Any questions, call 01935 812345");
    const activity = await queryRows<{ message: string }>(
      t.deps.db,
      sql`select message from activity_events where entity_id = ${quote.id} and kind = 'quote.reminder_sent'`,
    );
    expect(activity).toEqual([{ message: `Follow-up for quote Q-0001 sent to ${customer.email}` }]);
  });

  it("is never sent for a declined, accepted, expired or replaced quote", async () => {
    const sentAt = at(NOON, -8);
    const declined = await sentQuote(sentAt, { status: "declined" });
    const accepted = await sentQuote(sentAt, { status: "accepted" });
    const expired = await sentQuote(sentAt, { expiresAt: at(NOON, -1) });
    const newer = await sentQuote(sentAt);
    const replaced = await sentQuote(sentAt, { replacedByQuoteId: newer.quote.id });
    await sendQuoteFollowUps(deps, NOON);
    for (const q of [declined, accepted, expired, replaced]) {
      expect(await mailsTo(q.customer.email)).toHaveLength(0);
    }
    expect(await mailsTo(newer.customer.email)).toHaveLength(1);
  });

  it("is never sent by a demo business or to a customer with no email", async () => {
    const demo = await sentQuote(at(NOON, -7));
    await t.deps.db
      .update(businesses)
      .set({ isDemo: true })
      .where(eq(businesses.id, demo.business.id));
    const nowhere = await sentQuote(at(NOON, -7), { sentTo: "" });
    await t.deps.db.execute(sql`update customers set email = '' where id = ${nowhere.customer.id}`);
    expect(await sendQuoteFollowUps(deps, NOON)).toBe(0);
    expect(await mailsTo(demo.customer.email)).toHaveLength(0);
  });

  it("waits for the morning rather than emailing a customer in the night", async () => {
    const { customer } = await sentQuote(at(NOON, -8));
    await sendQuoteFollowUps(deps, new Date("2026-11-26T03:00:00Z"));
    expect(await mailsTo(customer.email)).toHaveLength(0);
    await sendQuoteFollowUps(deps, new Date("2026-11-26T08:00:00Z"));
    expect(await mailsTo(customer.email)).toHaveLength(1);
  });
});

describe("overdue invoice reminders", () => {
  async function overdueInvoice(dueDate: string) {
    const { business, customer } = await tradesperson();
    const invoice = await createInvoice(t.deps.db, {
      businessId: business.id,
      customerId: customer.id,
      status: "sent",
      issueDate: "2026-11-01",
      taxPoint: "2026-11-01",
      dueDate,
    });
    return { business, customer, invoice };
  }

  it("reminds 1, 7 and 14 days after the due date, each once, with bank details and the PDF", async () => {
    const { customer, invoice } = await overdueInvoice("2026-11-25");
    await sendOverdueReminders(deps, at(NOON, -1)); // the due date itself
    expect(await mailsTo(customer.email)).toHaveLength(0);
    for (const days of [0, 0, 3, 6, 13, 18, 18, 19, 27]) {
      await sendOverdueReminders(deps, at(NOON, days));
      await t.deps.queue.runDue(); // sent in the order they were due
    }
    const mails = await mailsTo(customer.email);
    expect(mails.map((m) => m.subject)).toEqual([
      "Reminder: invoice INV-0001 from Hartley Plastering",
      "Invoice INV-0001 from Hartley Plastering is 7 days overdue",
      "Invoice INV-0001 from Hartley Plastering is 14 days overdue",
    ]);
    const first = mails[0]!.text;
    expect(first).toContain("was due on 25/11/2026");
    expect(first).toContain(
      `Amount due: £${(invoice.amountDuePence / 100).toLocaleString("en-GB", { minimumFractionDigits: 2 })}`,
    );
    expect(first).toContain("Sort code: 12-34-56");
    expect(first).toContain("Account number: 12345678");
    expect(first).toContain("Reference: INV-0001");
    const [attachment] = JSON.parse(mails[0]!.attachments) as { filename: string }[];
    expect(attachment?.filename).toBe("Invoice-INV-0001.pdf");
  });

  it("asks only for the balance, and never once paid", async () => {
    const part = await overdueInvoice("2026-11-25");
    await createPayment(t.deps.db, { invoiceId: part.invoice.id, amountPence: 10_000 });
    const paid = await overdueInvoice("2026-11-25");
    await createPayment(t.deps.db, {
      invoiceId: paid.invoice.id,
      amountPence: paid.invoice.amountDuePence,
    });
    await sendOverdueReminders(deps, NOON);
    expect(await mailsTo(paid.customer.email)).toHaveLength(0);
    const [mail] = await mailsTo(part.customer.email);
    const balance = (part.invoice.amountDuePence - 10_000) / 100;
    expect(mail!.text).toContain(
      `Amount due: £${balance.toLocaleString("en-GB", { minimumFractionDigits: 2 })}`,
    );
  });

  it("goes where the invoice was last emailed, when that was not the customer's address", async () => {
    const { business, invoice, customer } = await overdueInvoice("2026-11-25");
    const accounts = uniqueEmail("accounts");
    await t.deps.db.insert(emailDeliveries).values({
      businessId: business.id,
      invoiceId: invoice.id,
      kind: "invoice",
      to: accounts,
      subject: "Invoice INV-0001",
      state: "sent",
      message: { to: accounts, subject: "Invoice INV-0001", text: "", html: "", attachments: [] },
    });
    await sendOverdueReminders(deps, NOON);
    expect(await mailsTo(customer.email)).toHaveLength(0);
    expect((await mailsTo(accounts)).map((m) => m.subject)).toEqual([
      "Reminder: invoice INV-0001 from Hartley Plastering",
    ]);
  });

  it("leaves drafts and long-forgotten invoices alone", async () => {
    const draft = await overdueInvoice("2026-11-20");
    await t.deps.db.execute(
      sql`update invoices set status = 'draft' where id = ${draft.invoice.id}`,
    );
    const ancient = await overdueInvoice("2026-01-05");
    await sendOverdueReminders(deps, NOON);
    expect(await mailsTo(draft.customer.email)).toHaveLength(0);
    expect(await mailsTo(ancient.customer.email)).toHaveLength(0);
  });
});

describe("reminder settings", () => {
  it("are on by default, saved per business, and when off nothing is sent", async () => {
    const { browser } = await signedInBrowser(t);
    const me = await (await browser.get("/api/me")).json();
    const businessId = me.business.id as string;
    expect(await (await browser.get("/api/settings/reminders")).json()).toEqual({
      quoteFollowUp: true,
      invoiceReminders: true,
      morningSummary: true,
    });
    const off = { quoteFollowUp: false, invoiceReminders: false, morningSummary: false };
    const saved = await browser.request("/api/settings/reminders", { method: "PUT", json: off });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual(off);

    const customer = await createCustomer(t.deps.db, { businessId });
    await createQuote(t.deps.db, {
      businessId,
      customerId: customer.id,
      status: "sent",
      sentAt: at(NOON, -7),
      sentTo: customer.email,
      expiresAt: at(NOON, 20),
    });
    await createInvoice(t.deps.db, {
      businessId,
      customerId: customer.id,
      status: "sent",
      dueDate: "2026-11-25",
    });
    await t.deps.db.execute(
      sql`update businesses set email = ${me.user.email} where id = ${businessId}`,
    );
    await runReminders(deps, NOON);
    expect(await mailsTo(customer.email)).toHaveLength(0);
    expect(await mailsTo(me.user.email)).toHaveLength(1); // the sign-up verification only
  });

  it("refuses what is not on or off, and answers 401 when signed out", async () => {
    const { browser } = await signedInBrowser(t);
    const bad = await browser.request("/api/settings/reminders", {
      method: "PUT",
      json: { quoteFollowUp: "yes", invoiceReminders: true, morningSummary: true },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("Quote follow-up must be on or off");
    expect((await t.request("/api/settings/reminders")).status).toBe(401);
  });

  it("one business's switch changes only its own reminders", async () => {
    const a = await signedInBrowser(t);
    const b = await signedInBrowser(t);
    await a.browser.request("/api/settings/reminders", {
      method: "PUT",
      json: { quoteFollowUp: false, invoiceReminders: true, morningSummary: true },
    });
    expect((await (await b.browser.get("/api/settings/reminders")).json()).quoteFollowUp).toBe(
      true,
    );
  });
});

describe("morning summary", () => {
  async function busyBusiness(customerName: string) {
    const owner = uniqueEmail("owner");
    const { business } = await createBusinessWithOwner(t.deps.db, {
      business: { name: `${customerName}'s builder`, email: "" },
      owner: { email: owner },
    });
    const customer = await createCustomer(t.deps.db, {
      businessId: business.id,
      firstName: customerName,
      lastName: "Client",
    });
    return { business, customer, owner };
  }

  it("lists today's jobs by the London date in summer time, from 07:00, once a day", async () => {
    const { business, customer, owner } = await busyBusiness("Olivia");
    const quote = await createQuote(t.deps.db, {
      businessId: business.id,
      customerId: customer.id,
      customerName: "Olivia Client",
      name: "Garden wall",
      status: "accepted",
    });
    // 23:30 UTC on 14 July is 00:30 BST on the 15th: a job of the 15th, not the 14th.
    await createJob(t.deps.db, {
      quoteId: quote.id,
      startAt: new Date("2026-07-14T23:30:00Z"),
      endAt: new Date("2026-07-15T16:00:00Z"),
    });
    await sendMorningSummaries(deps, new Date("2026-07-14T07:00:00Z"));
    expect(await mailsTo(owner)).toHaveLength(0);
    await sendMorningSummaries(deps, new Date("2026-07-15T05:59:00Z")); // 06:59 BST
    expect(await mailsTo(owner)).toHaveLength(0);
    await sendMorningSummaries(deps, new Date("2026-07-15T06:00:00Z")); // 07:00 BST
    await sendMorningSummaries(deps, new Date("2026-07-15T09:00:00Z"));
    const mails = await mailsTo(owner);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Your day: 1 job today");
    expect(mails[0]!.text).toContain("• Garden wall for Olivia Client");
    expect(mails[0]!.text).toContain("(from 00:30)");
  });

  it("names where each job is: the quote's site address, on one line, else the customer's", async () => {
    const { business, customer, owner } = await busyBusiness("Sid");
    const atSite = await createQuote(t.deps.db, {
      businessId: business.id,
      customerId: customer.id,
      customerName: "Sid Client",
      name: "Flat 2 ceiling",
      siteAddress: "Flat 2, 9 Cheap Street\nSherborne DT9 3PT",
      status: "accepted",
    });
    const atHome = await createQuote(t.deps.db, {
      businessId: business.id,
      customerId: customer.id,
      customerName: "Sid Client",
      name: "Garage wall",
      status: "accepted",
    });
    for (const quote of [atSite, atHome])
      await createJob(t.deps.db, {
        quoteId: quote.id,
        startAt: new Date("2026-03-03T08:00:00Z"),
        endAt: new Date("2026-03-03T16:00:00Z"),
      });
    await sendMorningSummaries(deps, new Date("2026-03-03T07:00:00Z"));
    const [mail] = await mailsTo(owner);
    expect(mail!.text).toContain(
      "• Flat 2 ceiling for Sid Client, Flat 2, 9 Cheap Street, Sherborne DT9 3PT (from 08:00)",
    );
    expect(mail!.text).toContain(
      "• Garage wall for Sid Client, 14 Acreman Street, Sherborne DT9 3NX (from 08:00)",
    );
  });

  it("in winter 07:00 London is 07:00 UTC, and overdue invoices are listed with the total", async () => {
    const { business, customer, owner } = await busyBusiness("Wilf");
    await createInvoice(t.deps.db, {
      businessId: business.id,
      customerId: customer.id,
      status: "sent",
      dueDate: "2026-11-20",
    });
    await sendMorningSummaries(deps, new Date("2026-11-26T06:59:00Z"));
    expect(await mailsTo(owner)).toHaveLength(0);
    await sendMorningSummaries(deps, new Date("2026-11-26T07:00:00Z"));
    const [mail] = await mailsTo(owner);
    expect(mail!.subject).toMatch(/^Your day: 1 invoice overdue \(£[\d,.]+\)$/);
    expect(mail!.text).toContain("No jobs booked for today.");
    expect(mail!.text).toMatch(/• INV-0001 Wilf Client: £[\d,.]+, 6 days overdue/);
  });

  it("says nothing when there is nothing to say, and never another business's data", async () => {
    const quiet = await busyBusiness("Quentin");
    const other = await busyBusiness("Zara");
    await createInvoice(t.deps.db, {
      businessId: other.business.id,
      customerId: other.customer.id,
      status: "sent",
      dueDate: "2026-11-01",
    });
    await sendMorningSummaries(deps, new Date("2026-11-27T08:00:00Z"));
    expect(await mailsTo(quiet.owner)).toHaveLength(0);
    await t.deps.queue.runDue();
    const everyMail = await queryRows<{ to: string; text: string }>(
      t.deps.db,
      sql`select "to", text from mail_outbox where text like '%Zara Client%'`,
    );
    expect(everyMail.map((m) => m.to)).toEqual([other.owner]);
  });
});

describe("demo clean-up", () => {
  const daysAgo = (days: number) => at(NOON, -days);

  async function demo(createdDaysAgo: number) {
    const { business, owner } = await createBusinessWithOwner(t.deps.db, {
      business: {
        isDemo: true,
        createdAt: daysAgo(createdDaysAgo),
        updatedAt: daysAgo(createdDaysAgo),
      },
      owner: { isAnonymous: true },
    });
    return { business, owner };
  }
  const exists = async (id: string) =>
    (await queryRows(t.deps.db, sql`select id from businesses where id = ${id}`)).length > 0;

  it("counts 7 days from the last use, not from when the sandbox was made", async () => {
    const signedInLately = await demo(30);
    await createSession(t.deps.db, { userId: signedInLately.owner.id, updatedAt: daysAgo(6) });
    const workedInLately = await demo(30);
    await createActivityEvent(t.deps.db, {
      businessId: workedInLately.business.id,
      createdAt: daysAgo(2),
    });
    const abandoned = await demo(30);
    await createSession(t.deps.db, { userId: abandoned.owner.id, updatedAt: daysAgo(8) });
    await createActivityEvent(t.deps.db, {
      businessId: abandoned.business.id,
      createdAt: daysAgo(9),
    });
    const untouched = await demo(8);
    const young = await demo(6);
    const real = await createBusiness(t.deps.db, { createdAt: daysAgo(400) });

    await removeOldDemos(t.deps.db, 7, NOON);
    expect(await exists(signedInLately.business.id)).toBe(true);
    expect(await exists(workedInLately.business.id)).toBe(true);
    expect(await exists(young.business.id)).toBe(true);
    expect(await exists(real.id)).toBe(true);
    expect(await exists(abandoned.business.id)).toBe(false);
    expect(await exists(untouched.business.id)).toBe(false);
    const users = await queryRows(
      t.deps.db,
      sql`select id from "user" where id in (${abandoned.owner.id}, ${untouched.owner.id})`,
    );
    expect(users).toHaveLength(0);
  });
});
