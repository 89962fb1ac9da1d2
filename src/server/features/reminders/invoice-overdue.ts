import { and, eq, gte, lte, sql } from "drizzle-orm";
import { formatDate } from "../../../shared/dates";
import { formatPence } from "../../../shared/money";
import { quantityWithUnit } from "../../../shared/quantities";
import { businesses, customers, invoices, reminderSends } from "../../db/schema";
import { layoutEmail } from "../../mail/templates";
import { loadInvoiceDocument } from "../invoices/documents/load";
import { renderInvoicePdf } from "../invoices/documents/pdf";
import { contactLine, type ReminderDeps, sendOnce } from "./claim";
import { customerHours, dayMinus, daysBetween, londonToday } from "./clock";

/** Days after the due date that a reminder goes, each once. */
const LAST_STEP = 14;
export const OVERDUE_STEPS = [1, 7, LAST_STEP] as const;
/**
 * Each step has a week to go out (a server down for days still sends it); past the last one's
 * week nothing more is sent, so switching reminders on does not chase long-forgotten invoices.
 */
const STEP_WINDOW_DAYS = 7;
const LAST_DAY = LAST_STEP + STEP_WINDOW_DAYS - 1;

/** The step an invoice this many days overdue is at (the latest one reached), or null. */
export function overdueStep(daysOverdue: number): number | null {
  if (daysOverdue > LAST_DAY) return null;
  return [...OVERDUE_STEPS].reverse().find((step) => daysOverdue >= step) ?? null;
}

function opening(step: number, reference: string, dueDate: string, balance: string): string {
  const due = formatDate(`${dueDate}T12:00:00Z`);
  if (step >= 14) {
    return `Invoice ${reference} was due on ${due}, two weeks ago, and ${balance} is still outstanding. Please arrange payment as soon as you can, or get in touch if there is a problem with it.`;
  }
  if (step >= 7) {
    return `Invoice ${reference} was due on ${due}, a week ago, and ${balance} is still outstanding. We would be grateful if you could arrange payment as soon as possible.`;
  }
  return `Just a friendly reminder that invoice ${reference} was due on ${due} and ${balance} is still outstanding. If you have already paid, thank you, and please ignore this email.`;
}

const subjectOf = (step: number, reference: string, businessName: string) =>
  step === 1
    ? `Reminder: invoice ${reference} from ${businessName}`
    : `Invoice ${reference} from ${businessName} is ${quantityWithUnit(step, "day")} overdue`;

/**
 * Reminds the customer of each sent invoice with a balance left 1, 7 and 14 days after its due
 * date (London dates), each step once: the amount due, the bank details with the invoice number as
 * reference, and the invoice attached (invoices have no customer page). Returns how many went.
 */
export async function sendOverdueReminders(deps: ReminderDeps, now: Date): Promise<number> {
  if (!customerHours(now)) return 0;
  const today = londonToday(now);
  const paid = sql`coalesce((select sum(p.amount_pence) from payments p where p.invoice_id = ${invoices.id}), 0)`;
  // Where the invoice was last emailed (its send may name any address), else its customer's.
  // Written out: drizzle qualifies a selected field's columns only in some queries.
  const recipient = sql<string>`coalesce(
    (select nullif(trim(d."to"), '') from email_deliveries d
      where d.invoice_id = "invoices"."id" and d.kind = 'invoice' order by d.created_at desc limit 1),
    nullif(trim("customers"."email"), ''), '')`;
  const candidates = await deps.db
    .select({
      id: invoices.id,
      businessId: invoices.businessId,
      dueDate: invoices.dueDate,
      to: recipient,
    })
    .from(invoices)
    .innerJoin(businesses, eq(businesses.id, invoices.businessId))
    .leftJoin(
      customers,
      and(eq(customers.id, invoices.customerId), eq(customers.businessId, invoices.businessId)),
    )
    .where(
      and(
        eq(invoices.status, "sent"),
        lte(invoices.dueDate, dayMinus(today, OVERDUE_STEPS[0])),
        gte(invoices.dueDate, dayMinus(today, LAST_DAY)),
        sql`${invoices.amountDuePence} - ${paid} > 0`,
        eq(businesses.remindInvoices, true),
        eq(businesses.isDemo, false),
        eq(businesses.isDemoTemplate, false),
        sql`${recipient} <> ''`,
      ),
    );

  let sent = 0;
  for (const c of candidates) {
    const step = overdueStep(daysBetween(c.dueDate, today));
    if (step === null) continue;
    const [already] = await deps.db
      .select({ step: reminderSends.step })
      .from(reminderSends)
      .where(
        and(
          eq(reminderSends.kind, "invoice-overdue"),
          eq(reminderSends.recordId, c.id),
          eq(reminderSends.step, String(step)),
        ),
      );
    if (already) continue;
    const doc = await loadInvoiceDocument(deps.db, c.businessId, c.id);
    const { invoice, business } = doc;
    const balance = formatPence(invoice.balancePence);
    const filename = `Invoice-${invoice.reference}.pdf`;
    const paragraphs = [
      invoice.customerName.trim() ? `Dear ${invoice.customerName.trim()},` : "Hello,",
      opening(step, invoice.reference, invoice.dueDate, balance),
      `Amount due: ${balance}`,
      ...(doc.bankTransfer
        ? [
            "Pay by bank transfer",
            ...doc.bankTransfer.rows.map(([name, value]) => `${name}: ${value}`),
          ]
        : []),
      `A copy of the invoice is attached (${filename}).`,
      contactLine(business),
      "Many thanks,",
      business.name,
    ].filter((p): p is string => Boolean(p));
    const mail = layoutEmail({
      to: c.to,
      subject: subjectOf(step, invoice.reference, business.name),
      businessName: business.name,
      paragraphs,
    });
    mail.attachments = [
      {
        filename,
        contentType: "application/pdf",
        content: await renderInvoicePdf(doc, c.businessId),
      },
    ];
    const went = await sendOnce(
      deps,
      {
        kind: "invoice-overdue",
        recordId: c.id,
        step: String(step),
        businessId: c.businessId,
      },
      mail,
      {
        entityType: "invoice",
        message: `Reminder for invoice ${invoice.reference} (${step} ${step === 1 ? "day" : "days"} overdue) sent to ${mail.to}`,
      },
    );
    if (went) sent += 1;
  }
  return sent;
}
