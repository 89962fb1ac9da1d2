import { and, asc, eq, gt, isNull, lt, ne, or, sql } from "drizzle-orm";
import { formatDate } from "../../../shared/dates";
import { formatPence } from "../../../shared/money";
import { quantityWithUnit } from "../../../shared/quantities";
import { customerDisplayName } from "../../../shared/schemas/customers";
import { oneLine } from "../../../shared/site-address";
import { invoiceReference } from "../../../shared/uk-tax";
import { ukDay } from "../../../shared/working-days";
import type { Db } from "../../db/client";
import { businesses, customers, invoices, jobs, quotes, reminderSends } from "../../db/schema";
import { layoutEmail } from "../../mail/templates";
import { workAddressSql } from "../jobs/read-model";
import { type ReminderDeps, sendOnce } from "./claim";
import { daysBetween, hourInLondon, londonDayStart, londonToday } from "./clock";

/** Sent at or after seven in the morning, London time. */
const SUMMARY_HOUR = 7;
/** An email lists this many of each; the rest are counted. */
const LISTED = 10;

const clock = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/London",
});

const paidOf = sql`coalesce((select sum(p.amount_pence) from payments p where p.invoice_id = ${invoices.id}), 0)`;

/** The conditions of "a job on today" and "an invoice overdue today", shared by the two queries. */
function conditions(today: string) {
  const start = londonDayStart(today);
  const end = new Date(start.getTime() + 30 * 3_600_000); // past the longest (25 h) day
  const dayEnd = londonDayStart(ukDay(end));
  return {
    jobToday: and(
      ne(jobs.status, "completed"),
      lt(jobs.startAt, dayEnd),
      or(
        gt(jobs.endAt, start),
        and(isNull(jobs.endAt), sql`${jobs.startAt} >= ${start.toISOString()}::timestamptz`),
      ),
    ),
    overdue: and(
      eq(invoices.status, "sent"),
      lt(invoices.dueDate, today),
      sql`${invoices.amountDuePence} - ${paidOf} > 0`,
    ),
  };
}

async function todaysJobs(db: Db, businessId: string, today: string) {
  return db
    .select({
      name: quotes.name,
      customerName: quotes.customerName,
      address: workAddressSql,
      startAt: jobs.startAt,
      endAt: jobs.endAt,
    })
    .from(jobs)
    .innerJoin(quotes, and(eq(quotes.id, jobs.quoteId), eq(quotes.businessId, businessId)))
    .leftJoin(
      customers,
      and(eq(customers.id, jobs.customerId), eq(customers.businessId, businessId)),
    )
    .where(and(eq(jobs.businessId, businessId), conditions(today).jobToday))
    .orderBy(asc(jobs.startAt));
}

async function overdueInvoices(db: Db, businessId: string, today: string) {
  return db
    .select({
      number: invoices.number,
      customerName: invoices.customerName,
      firstName: customers.firstName,
      lastName: customers.lastName,
      dueDate: invoices.dueDate,
      balance: sql<number>`${invoices.amountDuePence} - ${paidOf}`.mapWith(Number),
    })
    .from(invoices)
    .leftJoin(
      customers,
      and(eq(customers.id, invoices.customerId), eq(customers.businessId, businessId)),
    )
    .where(and(eq(invoices.businessId, businessId), conditions(today).overdue))
    .orderBy(asc(invoices.dueDate), asc(invoices.number));
}

const listed = <T>(rows: T[], line: (row: T) => string) => [
  ...rows.slice(0, LISTED).map(line),
  ...(rows.length > LISTED ? [`…and ${rows.length - LISTED} more.`] : []),
];

/**
 * A morning email to each business (its own address, else its owner's) with today's jobs and its
 * overdue invoices: once per London date, from 07:00, and only when there is something to say.
 * Every query is scoped to the one business the email goes to. Returns how many went.
 */
export async function sendMorningSummaries(deps: ReminderDeps, now: Date): Promise<number> {
  if (hourInLondon(now) < SUMMARY_HOUR) return 0;
  const { db } = deps;
  const today = londonToday(now);
  const { jobToday, overdue } = conditions(today);
  // Written out: inside a selected field drizzle leaves column names unqualified.
  const ownerEmail = sql<string | null>`(
    select u.email from memberships m join "user" u on u.id = m.user_id
    where m.business_id = "businesses"."id" and m.role = 'owner' and not u.is_anonymous
    order by m.created_at limit 1)`;
  const due = await db
    .select({ id: businesses.id, name: businesses.name, email: businesses.email, ownerEmail })
    .from(businesses)
    .where(
      and(
        eq(businesses.morningSummary, true),
        eq(businesses.isDemo, false),
        eq(businesses.isDemoTemplate, false),
        sql`not exists (select 1 from ${reminderSends} r where r.kind = 'morning-summary' and r.record_id = ${businesses.id} and r.step = ${today})`,
        or(
          sql`exists (select 1 from ${jobs} where ${jobs.businessId} = ${businesses.id} and ${jobToday})`,
          sql`exists (select 1 from ${invoices} where ${invoices.businessId} = ${businesses.id} and ${overdue})`,
        ),
      ),
    );

  let sent = 0;
  for (const b of due) {
    const to = b.email.trim() || b.ownerEmail?.trim();
    if (!to) continue;
    const [jobRows, invoiceRows] = await Promise.all([
      todaysJobs(db, b.id, today),
      overdueInvoices(db, b.id, today),
    ]);
    if (jobRows.length === 0 && invoiceRows.length === 0) continue;
    const owed = invoiceRows.reduce((sum, i) => sum + i.balance, 0);
    const paragraphs = [`Good morning! Here is your day, ${formatDate(now)}.`];
    paragraphs.push(
      jobRows.length ? `Today's jobs (${jobRows.length}):` : "No jobs booked for today.",
      ...listed(jobRows, (j) => {
        const when =
          j.startAt && ukDay(j.startAt) === today
            ? `from ${clock.format(j.startAt)}`
            : `continuing${j.endAt ? `, finishing ${formatDate(j.endAt)}` : ""}`;
        // An address of several lines is one line of the list.
        const who = [j.customerName, oneLine(j.address)].filter(Boolean).join(", ");
        return `• ${j.name || "Job"}${who ? ` for ${who}` : ""} (${when})`;
      }),
    );
    if (invoiceRows.length) {
      paragraphs.push(
        `Overdue invoices (${invoiceRows.length}, ${formatPence(owed)} to chase):`,
        ...listed(invoiceRows, (i) => {
          const name =
            i.firstName !== null
              ? customerDisplayName({ firstName: i.firstName, lastName: i.lastName ?? "" })
              : i.customerName;
          const days = daysBetween(i.dueDate, today);
          return `• ${invoiceReference(i.number)} ${name}: ${formatPence(i.balance)}, ${quantityWithUnit(days, "day")} overdue`;
        }),
      );
    }
    const subject = [
      jobRows.length ? `${quantityWithUnit(jobRows.length, "job")} today` : null,
      invoiceRows.length
        ? `${quantityWithUnit(invoiceRows.length, "invoice")} overdue (${formatPence(owed)})`
        : null,
    ]
      .filter(Boolean)
      .join(", ");
    const went = await sendOnce(
      deps,
      { kind: "morning-summary", recordId: b.id, step: today, businessId: b.id },
      layoutEmail({
        to,
        subject: `Your day: ${subject}`,
        businessName: b.name,
        paragraphs,
        action: { label: "Open Sole.", url: `${deps.config.publicUrl}/dashboard` },
        footer: "Sent by Sole. You can switch the morning summary off in Settings.",
      }),
    );
    if (went) sent += 1;
  }
  return sent;
}
