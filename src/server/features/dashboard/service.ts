import { sql } from "drizzle-orm";
import { quoteReference } from "../../../shared/quote-math";
import { customerDisplayName } from "../../../shared/schemas/customers";
import { type Db, queryRows } from "../../db/client";
import { newestQuotesJson, quotesFromJson } from "../quotes/read-model";

interface Summary extends Record<string, unknown> {
  sent: number | string;
  accepted: number | string;
  in_progress: number | string;
  clients: number | string;
  /** [id, firstName, lastName, email, phone, address] of the 3 newest customers. */
  customers: unknown;
  /** [id, kind, message, createdAt] of the 8 latest events. */
  activity: unknown;
  /** The 3 newest quotes, as the quote list reads them. */
  quotes: unknown;
  /** [quoteId, number, revision, name, customerName] of accepted quotes with no job yet. */
  to_schedule: unknown;
  /** [jobId, number, revision, name, customerName] of finished jobs not invoiced in full. */
  to_invoice: unknown;
}

type CustomerTuple = [string, string, string, string, string, string];
type EventTuple = [string, string, string, string];
type StepTuple = [string, number, number, string, string];

/** How far back the next steps look: older work left undone is the lists' to find, not a nag. */
const NEXT_STEPS_DAYS = 180;
const NEXT_STEPS_SHOWN = 5;

/** A json column arrives parsed from PGlite and node-postgres; a string is parsed here. */
const jsonOf = <T>(value: unknown): T =>
  (typeof value === "string" ? JSON.parse(value) : value) as T;

/**
 * The four tiles, the 3 newest quotes and customers and the 8 latest events in one query (it was
 * ten), every part filtered by the business.
 */
function summary(db: Db, businessId: string) {
  return queryRows<Summary>(
    db,
    sql`select
      (select count(*) from quotes where business_id = ${businessId} and status = 'sent') as sent,
      (select count(*) from quotes where business_id = ${businessId} and status = 'accepted') as accepted,
      (select count(*) from jobs where business_id = ${businessId} and status = 'in-progress') as in_progress,
      (select count(*) from customers where business_id = ${businessId}) as clients,
      coalesce((select json_agg(json_build_array(c.id, c.first_name, c.last_name, c.email, c.phone,
          c.address) order by c.created_at desc, c.id desc)
        from (select id, first_name, last_name, email, phone, address, created_at from customers
              where business_id = ${businessId}
              order by created_at desc, id desc limit 3) c), '[]'::json) as customers,
      coalesce((select json_agg(json_build_array(e.id, e.kind, e.message, e.created_at)
          order by e.created_at desc, e.id desc)
        from (select id, kind, message, created_at from activity_events
              where business_id = ${businessId}
              order by created_at desc, id desc limit 8) e), '[]'::json) as activity,
      ${newestQuotesJson(db, businessId, 3)} as quotes,
      coalesce((select json_agg(json_build_array(q.id, q.number, q.revision, q.name,
          q.customer_name) order by q.decision_at desc, q.id)
        from (select id, number, revision, name, customer_name, decision_at from quotes q
              where q.business_id = ${businessId} and q.status = 'accepted'
                and not q.is_variation
                and q.decision_at > now() - make_interval(days => ${NEXT_STEPS_DAYS})
                and not exists (select 1 from jobs j where j.quote_id = q.id)
              order by q.decision_at desc, q.id limit ${NEXT_STEPS_SHOWN}) q), '[]'::json)
        as to_schedule,
      coalesce((select json_agg(json_build_array(d.id, d.number, d.revision, d.name,
          d.customer_name) order by d.completed_at desc, d.id)
        from (select j.id, q.number, q.revision, q.name, q.customer_name, j.completed_at
              from jobs j join quotes q on q.id = j.quote_id
              where j.business_id = ${businessId} and j.status = 'completed'
                and j.completed_at > now() - make_interval(days => ${NEXT_STEPS_DAYS})
                and not exists (select 1 from invoices i
                  where i.quote_id = j.quote_id and i.kind <> 'deposit')
              order by j.completed_at desc, j.id limit ${NEXT_STEPS_SHOWN}) d), '[]'::json)
        as to_invoice`,
  );
}

const step = ([id, number, revision, name, customerName]: StepTuple) => ({
  id,
  reference: quoteReference(number, revision),
  name,
  customerName,
});

/** SPEC §2 Dashboard: four tiles, 3 recent quotes, 3 recent customers, the latest 8 events. */
export async function dashboard(db: Db, businessId: string) {
  const [row] = await summary(db, businessId);
  return {
    activeQuotes: Number(row?.sent ?? 0),
    acceptedQuotes: Number(row?.accepted ?? 0),
    jobsInProgress: Number(row?.in_progress ?? 0),
    clients: Number(row?.clients ?? 0),
    recentQuotes: quotesFromJson(row?.quotes ?? []),
    recentCustomers: jsonOf<CustomerTuple[]>(row?.customers ?? []).map(
      ([id, firstName, lastName, email, phone, address]) => ({
        id,
        displayName: customerDisplayName({ firstName, lastName, email }),
        email,
        phone,
        address,
      }),
    ),
    nextSteps: {
      toSchedule: jsonOf<StepTuple[]>(row?.to_schedule ?? []).map(step),
      toInvoice: jsonOf<StepTuple[]>(row?.to_invoice ?? []).map(step),
    },
    activity: jsonOf<EventTuple[]>(row?.activity ?? []).map(([id, kind, message, createdAt]) => ({
      id,
      kind,
      message,
      createdAt: new Date(createdAt).toISOString(),
    })),
  };
}
