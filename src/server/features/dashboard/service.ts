import { sql } from "drizzle-orm";
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
}

type CustomerTuple = [string, string, string, string, string, string];
type EventTuple = [string, string, string, string];

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
      ${newestQuotesJson(db, businessId, 3)} as quotes`,
  );
}

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
    activity: jsonOf<EventTuple[]>(row?.activity ?? []).map(([id, kind, message, createdAt]) => ({
      id,
      kind,
      message,
      createdAt: new Date(createdAt).toISOString(),
    })),
  };
}
