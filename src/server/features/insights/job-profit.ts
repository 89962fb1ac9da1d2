import { type SQL, sql } from "drizzle-orm";
import { quoteReference } from "../../../shared/quote-math";
import { insightsMessages, type JobProfit } from "../../../shared/schemas/insights";
import { jobMessages } from "../../../shared/schemas/jobs";
import { daysWorkedBetween } from "../../../shared/working-days";
import { type Db, queryRows } from "../../db/client";
import { isUuid } from "../../db/ids";
import { conflict, notFound } from "../../errors";

interface Row extends Record<string, unknown> {
  job_id: string;
  status: string;
  quote_id: string;
  number: number;
  revision: number;
  name: string;
  customer_name: string;
  started: string | Date | null;
  completed_at: string | Date | null;
  materials_net_pence: number | string;
  ordered_pence: number | string | null;
  /** The trade net of the quote's lines that an order placed in Sole supplied, and how many not. */
  ordered_lines_net_pence: number | string | null;
  unordered_lines: number | string;
  labor_days: number | string;
  day_rate_pence: number | string;
  profit_pence: number | string;
}

/** The business's jobs with their quotes' figures and what was ordered for them, as `where` picks. */
const jobRows = (db: Db, businessId: string, where: SQL, limit: number) =>
  queryRows<Row>(
    db,
    sql`select j.id as job_id, j.status, q.id as quote_id, q.number, q.revision, q.name,
        q.customer_name, coalesce(j.started_at, j.start_at, j.completed_at) as started,
        j.completed_at, q.materials_net_pence, q.labor_days, q.day_rate_pence, q.profit_pence,
        (select sum(o.total_pence) from orders o
          where o.business_id = ${businessId} and o.quote_id = q.id and o.status = 'placed')
          as ordered_pence,
        lines.ordered_lines_net_pence, lines.unordered_lines
      from jobs j join quotes q on q.id = j.quote_id and q.business_id = j.business_id
      cross join lateral (
        select sum(round(qm.quantity * qm.net_unit_price_pence)) filter (where m.ordered)
            as ordered_lines_net_pence,
          count(*) filter (where not m.ordered) as unordered_lines
        from quote_materials qm
        cross join lateral (select exists (
          select 1 from orders o
          join order_lines ol on ol.order_id = o.id and ol.business_id = o.business_id
          where o.business_id = ${businessId} and o.quote_id = q.id and o.status = 'placed'
            and (ol.product_id = qm.product_id or (qm.sku <> '' and ol.sku = qm.sku)
              or lower(btrim(ol.name)) = lower(btrim(qm.name)))) as ordered) m
        where qm.business_id = ${businessId} and qm.quote_id = q.id) lines
      where j.business_id = ${businessId} and ${where}
      order by j.completed_at desc, j.id desc
      limit ${limit}`,
  );

/**
 * What the orders are set against: the quote's lines that an order placed in Sole supplied (the
 * same product, SKU or name). Lines bought elsewhere are not known to have cost anything, so they
 * are not counted as saved. When no line matches, the orders are set against the whole quote
 * (materials typed by hand and ordered under the catalogue's names).
 */
function comparedMaterials(r: Row, quotedMaterials: number): number {
  const ordered = Number(r.ordered_lines_net_pence ?? 0);
  if (r.ordered_pence == null || ordered === 0 || Number(r.unordered_lines) === 0)
    return quotedMaterials;
  return ordered;
}

/**
 * Materials: the quote's trade net (of what was ordered in Sole) against the purchase orders
 * placed for it (cancelled ones aside); labour: the quoted days against the working days from start to completion. Each extra
 * day is priced at the quote's day rate, the work the business could have charged elsewhere.
 */
function toProfit(r: Row & { completed_at: string | Date }): JobProfit {
  const quotedMaterials = Number(r.materials_net_pence);
  const actualMaterials = r.ordered_pence == null ? null : Number(r.ordered_pence);
  const quotedDays = Number(r.labor_days);
  const actualDays = daysWorkedBetween(
    new Date(r.started ?? r.completed_at),
    new Date(r.completed_at),
  ).length;
  const quotedProfit = Number(r.profit_pence);
  const comparedMaterialsPence = comparedMaterials(r, quotedMaterials);
  const materialsOver = actualMaterials === null ? 0 : actualMaterials - comparedMaterialsPence;
  const daysOver = actualDays - quotedDays;
  const actualProfit = Math.round(
    quotedProfit - materialsOver - daysOver * Number(r.day_rate_pence),
  );
  return {
    jobId: r.job_id,
    quoteId: r.quote_id,
    reference: quoteReference(Number(r.number), Number(r.revision)),
    name: r.name,
    customerName: r.customer_name,
    completedAt: new Date(r.completed_at).toISOString(),
    quotedMaterialsPence: quotedMaterials,
    comparedMaterialsPence,
    actualMaterialsPence: actualMaterials,
    quotedDays,
    actualDays,
    quotedProfitPence: quotedProfit,
    actualProfitPence: actualProfit,
    offPence: actualProfit - quotedProfit,
  };
}

const finished = (r: Row): r is Row & { completed_at: string | Date } =>
  r.status === "completed" && r.completed_at != null;

/**
 * Issue 22, Deliver 3: the business's latest completed jobs, each quoted against what it took,
 * sorted by how far each job was off, worst first.
 */
export async function jobProfits(db: Db, businessId: string, limit: number): Promise<JobProfit[]> {
  const rows = await jobRows(
    db,
    businessId,
    sql`j.status = 'completed' and j.completed_at is not null`,
    limit,
  );
  return rows
    .filter(finished)
    .map(toProfit)
    .sort((a, b) => Math.abs(b.offPence) - Math.abs(a.offPence));
}

/** One job against its quote, for the job's own page: only once it is finished. */
export async function jobProfit(db: Db, businessId: string, jobId: string): Promise<JobProfit> {
  if (!isUuid(jobId)) throw notFound(jobMessages.notFound);
  const [row] = await jobRows(db, businessId, sql`j.id = ${jobId}`, 1);
  if (!row) throw notFound(jobMessages.notFound);
  if (!finished(row)) throw conflict("job_not_finished", insightsMessages.jobNotFinished);
  return toProfit(row);
}
