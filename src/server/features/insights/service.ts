import { sql } from "drizzle-orm";
import { isoDay } from "../../../shared/dates";
import type { Insights, InsightsMonth } from "../../../shared/schemas/insights";
import { type Db, queryRows } from "../../db/client";

interface Row extends Record<string, unknown> {
  /** [month, quotesSent] */
  sent: unknown;
  /** [month, quotesAccepted, acceptedValuePence] */
  accepted: unknown;
  /** [month, invoicedPence] */
  invoiced: unknown;
  /** [month, paidPence] */
  paid: unknown;
  decided: number | string | null;
  won: number | string | null;
  won_pence: number | string | null;
  median_days: number | string | null;
  outstanding: number | string | null;
  current: number | string | null;
  d30: number | string | null;
  d60: number | string | null;
  older: number | string | null;
}

const jsonOf = <T>(value: unknown): T =>
  (typeof value === "string" ? JSON.parse(value) : (value ?? [])) as T;
const num = (value: unknown) => Number(value ?? 0);

/** "YYYY-MM" `back` months before `month`. */
export function monthMinus(month: string, back: number): string {
  const [year, mon] = month.split("-").map(Number) as [number, number];
  const index = year * 12 + (mon - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/**
 * One query over the business's own rows. A quote and its revisions share a number and count as
 * one quote ("chain"); variations of an accepted quote are extra work on a quote already won, so
 * they are left out of win rates. A chain is won when any version was accepted, lost when its
 * newest sent version was declined. Months are London's: the window's edges are London midnights
 * and each instant is read on a London clock.
 */
function insightsQuery(db: Db, businessId: string, fromDay: string, toDay: string, today: string) {
  const london = sql.raw("'Europe/London'");
  return queryRows<Row>(
    db,
    sql`with versions as (
        select number, revision, status, total_amount_pence,
          coalesce(sent_at, decision_at, updated_at) as sent_at,
          coalesce(decision_at, updated_at) as decided_at
        from quotes
        where business_id = ${businessId} and not is_variation and status <> 'draft'
      ),
      -- Plain aggregates, no sorting per chain: a chain has at most one accepted version (revising
      -- an accepted quote makes a variation), and it is lost when its newest version is declined.
      chains as (
        select number, min(sent_at) as first_sent,
          max(decided_at) filter (where status = 'accepted') as won_at,
          max(total_amount_pence) filter (where status = 'accepted') as won_pence,
          max(revision) filter (where status = 'declined') = max(revision) as lost,
          max(decided_at) filter (where status = 'declined') as lost_at
        from versions group by number
      ),
      outcomes as (
        select first_sent, won_pence,
          case when won_at is not null then 'accepted' when lost then 'declined' end as outcome,
          coalesce(won_at, lost_at) as decided_at
        from chains
      ),
      bounds as (
        select (${fromDay}::timestamp at time zone ${london}) as starts,
               (${toDay}::timestamp at time zone ${london}) as ends
      ),
      decided as (
        select o.* from outcomes o, bounds b
        where o.outcome is not null and o.decided_at >= b.starts and o.decided_at < b.ends
      ),
      paid_by_invoice as (
        select invoice_id, sum(amount_pence) as paid from payments
        where business_id = ${businessId} group by invoice_id
      ),
      -- Issued as the VAT return reads it (reports/records.ts): sent from Sole, or paid (a draft
      -- handed over as a PDF and paid was issued all the same).
      issued as (
        select i.issue_date, i.due_date, i.amount_due_pence,
          greatest(0, i.amount_due_pence - coalesce(p.paid, 0)) as balance
        from invoices i left join paid_by_invoice p on p.invoice_id = i.id
        where i.business_id = ${businessId} and (i.status <> 'draft' or p.invoice_id is not null)
      )
      select
        (select json_agg(json_build_array(m, n)) from (
          select to_char(first_sent at time zone ${london}, 'YYYY-MM') as m, count(*) as n
          from outcomes, bounds where first_sent >= starts and first_sent < ends group by 1) s) as sent,
        (select json_agg(json_build_array(m, n, v)) from (
          select to_char(decided_at at time zone ${london}, 'YYYY-MM') as m, count(*) as n,
            sum(won_pence) as v
          from decided where outcome = 'accepted' group by 1) a) as accepted,
        (select json_agg(json_build_array(m, v)) from (
          select to_char(issue_date, 'YYYY-MM') as m, sum(amount_due_pence) as v
          from issued where issue_date >= ${fromDay}::date and issue_date < ${toDay}::date
          group by 1) i) as invoiced,
        (select json_agg(json_build_array(m, v)) from (
          select to_char(paid_on, 'YYYY-MM') as m, sum(amount_pence) as v
          from payments where business_id = ${businessId}
            and paid_on >= ${fromDay}::date and paid_on < ${toDay}::date group by 1) p) as paid,
        d.*, o.*
      from (
        select count(*) as decided,
          count(*) filter (where outcome = 'accepted') as won,
          sum(won_pence) filter (where outcome = 'accepted') as won_pence,
          percentile_cont(0.5) within group (
            order by extract(epoch from decided_at - first_sent) / 86400
          ) filter (where outcome = 'accepted') as median_days
        from decided
      ) d, (
        select sum(balance) as outstanding,
          sum(balance) filter (where due_date >= ${today}::date) as current,
          sum(balance) filter (where ${today}::date - due_date between 1 and 30) as d30,
          sum(balance) filter (where ${today}::date - due_date between 31 and 60) as d60,
          sum(balance) filter (where ${today}::date - due_date > 60) as older
        from issued
      ) o`,
  );
}

/** Issue 22: the last `months` London months of quotes won and money in, and what is owed. */
export async function insights(
  db: Db,
  businessId: string,
  months: number,
  now = new Date(),
): Promise<Insights> {
  const today = isoDay(now);
  const thisMonth = today.slice(0, 7);
  const labels = Array.from({ length: months }, (_, i) => monthMinus(thisMonth, months - 1 - i));
  const fromDay = `${labels[0]}-01`;
  const toDay = `${monthMinus(thisMonth, -1)}-01`;
  const [row] = await insightsQuery(db, businessId, fromDay, toDay, today);
  const byMonth = new Map<string, InsightsMonth>(
    labels.map((month) => [
      month,
      {
        month,
        quotesSent: 0,
        quotesAccepted: 0,
        acceptedValuePence: 0,
        invoicedPence: 0,
        paidPence: 0,
      },
    ]),
  );
  const at = (month: string) => byMonth.get(month);
  for (const [m, n] of jsonOf<[string, number][]>(row?.sent)) {
    const month = at(m);
    if (month) month.quotesSent = num(n);
  }
  for (const [m, n, v] of jsonOf<[string, number, number][]>(row?.accepted)) {
    const month = at(m);
    if (month) Object.assign(month, { quotesAccepted: num(n), acceptedValuePence: num(v) });
  }
  for (const [m, v] of jsonOf<[string, number][]>(row?.invoiced)) {
    const month = at(m);
    if (month) month.invoicedPence = num(v);
  }
  for (const [m, v] of jsonOf<[string, number][]>(row?.paid)) {
    const month = at(m);
    if (month) month.paidPence = num(v);
  }
  const decided = num(row?.decided);
  const won = num(row?.won);
  const current = num(row?.current);
  const owedByAge = {
    currentPence: current,
    days1To30Pence: num(row?.d30),
    days31To60Pence: num(row?.d60),
    over60DaysPence: num(row?.older),
  };
  const median = row?.median_days;
  return {
    months: [...byMonth.values()],
    winRate: decided > 0 ? won / decided : null,
    averageAcceptedPence: won > 0 ? Math.round(num(row?.won_pence) / won) : null,
    outstandingPence: num(row?.outstanding),
    overduePence: num(row?.outstanding) - current,
    medianDaysToAccept: median == null ? null : Math.round(Number(median) * 10) / 10,
    owedByAge,
  };
}
