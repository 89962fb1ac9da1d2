import { sql } from "drizzle-orm";
import { isoDay } from "../../../shared/dates";
import { quoteReference } from "../../../shared/quote-math";
import {
  CUSTOMER_SUMMARY_LIST_LIMIT,
  type CustomerSummary,
} from "../../../shared/schemas/customers";
import { deriveInvoiceStatus, invoiceReference } from "../../../shared/uk-tax";
import { type Db, queryRows } from "../../db/client";
import { getCustomer } from "./service";

type QuoteStatus = CustomerSummary["quotes"][number]["status"];
type JobStatus = CustomerSummary["jobs"][number]["status"];

const iso = (value: string | Date | null) => (value ? new Date(value).toISOString() : null);

const limit = CUSTOMER_SUMMARY_LIST_LIMIT;

/**
 * One customer's page: their details, the latest CUSTOMER_SUMMARY_LIST_LIMIT of their quotes, jobs
 * and invoices, each list read in SQL over this business's rows only, how many of each they have
 * in all, and the balance summed in SQL over ALL their issued invoices (a draft is not owed yet),
 * not over the rows shown. getCustomer answers 404 for a malformed id or another business's
 * customer first.
 */
export async function customerSummary(
  db: Db,
  businessId: string,
  id: string,
  now = new Date(),
): Promise<CustomerSummary> {
  const customer = await getCustomer(db, businessId, id);
  const [quoteRows, jobRows, invoiceRows, [totals]] = await Promise.all([
    queryRows<{
      id: string;
      number: number;
      revision: number;
      name: string;
      status: QuoteStatus;
      total_amount_pence: string | number;
      created_at: string | Date;
    }>(
      db,
      sql`select id, number, revision, name, status, total_amount_pence, created_at
          from quotes
          where business_id = ${businessId} and customer_id = ${id}
          order by created_at desc, number desc, revision desc
          limit ${limit}`,
    ),
    queryRows<{
      id: string;
      quote_id: string;
      name: string;
      number: number;
      revision: number;
      status: JobStatus;
      start_at: string | Date | null;
      end_at: string | Date | null;
      completed_at: string | Date | null;
    }>(
      db,
      // The page's jobs first, then their quotes: joined before the limit, a planner without
      // statistics (a fresh embedded database) looked up the quotes of every job of the customer.
      sql`select j.id, j.quote_id, q.name, q.number, q.revision, j.status,
                 j.start_at, j.end_at, j.completed_at
          from (select * from jobs
                where business_id = ${businessId} and customer_id = ${id}
                order by start_at desc nulls last, created_at desc
                limit ${limit}) j
          join quotes q on q.id = j.quote_id and q.business_id = j.business_id
          order by j.start_at desc nulls last, j.created_at desc`,
    ),
    queryRows<{
      id: string;
      number: number;
      status: "draft" | "sent";
      issue_date: string | Date;
      due_date: string | Date;
      amount_due_pence: string | number;
      paid_pence: string | number;
    }>(
      db,
      sql`select i.id, i.number, i.status, i.issue_date::text as issue_date,
                 i.due_date::text as due_date, i.amount_due_pence,
                 coalesce((select sum(p.amount_pence) from payments p
                           where p.invoice_id = i.id and p.business_id = i.business_id), 0)
                   as paid_pence
          from invoices i
          where i.business_id = ${businessId} and i.customer_id = ${id}
          order by i.number desc
          limit ${limit}`,
    ),
    queryRows<{
      invoiced: string | number;
      paid: string | number;
      quotes: string | number;
      jobs: string | number;
      invoices: string | number;
    }>(
      db,
      sql`select coalesce(sum(i.amount_due_pence), 0) as invoiced,
                 coalesce(sum((select coalesce(sum(p.amount_pence), 0) from payments p
                               where p.invoice_id = i.id and p.business_id = i.business_id)), 0)
                   as paid,
                 (select count(*) from quotes q
                   where q.business_id = ${businessId} and q.customer_id = ${id}) as quotes,
                 (select count(*) from jobs j
                   where j.business_id = ${businessId} and j.customer_id = ${id}) as jobs,
                 (select count(*) from invoices n
                   where n.business_id = ${businessId} and n.customer_id = ${id}) as invoices
          from invoices i
          where i.business_id = ${businessId} and i.customer_id = ${id}
            and (i.status <> 'draft' or exists (select 1 from payments p
              where p.invoice_id = i.id and p.business_id = i.business_id))`,
    ),
  ]);
  const today = isoDay(now);
  const invoicedPence = Number(totals?.invoiced ?? 0);
  const paidPence = Number(totals?.paid ?? 0);
  return {
    customer,
    quotes: quoteRows.map((q) => ({
      id: q.id,
      reference: quoteReference(q.number, q.revision),
      name: q.name,
      status: q.status,
      totalAmountPence: Number(q.total_amount_pence),
      createdAt: iso(q.created_at)!,
    })),
    jobs: jobRows.map((j) => ({
      id: j.id,
      quoteId: j.quote_id,
      title: j.name.trim() || quoteReference(j.number, j.revision),
      status: j.status,
      startAt: iso(j.start_at),
      endAt: iso(j.end_at),
      completedAt: iso(j.completed_at),
    })),
    invoices: invoiceRows.map((i) => {
      const amountDuePence = Number(i.amount_due_pence);
      const paid = Number(i.paid_pence);
      const issueDate = String(i.issue_date);
      const dueDate = String(i.due_date);
      return {
        id: i.id,
        reference: invoiceReference(i.number),
        status: deriveInvoiceStatus({
          stored: i.status,
          amountDuePence,
          paidPence: paid,
          dueDate,
          today,
        }),
        issueDate,
        dueDate,
        amountDuePence,
        paidPence: paid,
        outstandingPence: Math.max(0, amountDuePence - paid),
      };
    }),
    quotesTotal: Number(totals?.quotes ?? 0),
    jobsTotal: Number(totals?.jobs ?? 0),
    invoicesTotal: Number(totals?.invoices ?? 0),
    balance: { invoicedPence, paidPence, owedPence: invoicedPence - paidPence },
  };
}
