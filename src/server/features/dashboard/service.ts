import { and, count, desc, eq } from "drizzle-orm";
import { customerDisplayName } from "../../../shared/schemas/customers";
import type { Db } from "../../db/client";
import { activityEvents, customers, jobs, quotes } from "../../db/schema";
import { loadQuotes } from "../quotes/service";

/** SPEC §2 Dashboard: four tiles, 3 recent quotes, 3 recent customers, the latest 8 events. */
export async function dashboard(db: Db, businessId: string) {
  const quoteCount = (status: "sent" | "accepted") =>
    db
      .select({ n: count() })
      .from(quotes)
      .where(and(eq(quotes.businessId, businessId), eq(quotes.status, status)));
  const [[sent], [accepted], [inProgress], [clients], recentQuotes, customerRows, events] =
    await Promise.all([
      quoteCount("sent"),
      quoteCount("accepted"),
      db
        .select({ n: count() })
        .from(jobs)
        .where(and(eq(jobs.businessId, businessId), eq(jobs.status, "in-progress"))),
      db.select({ n: count() }).from(customers).where(eq(customers.businessId, businessId)),
      loadQuotes(db, eq(quotes.businessId, businessId), 3),
      db
        .select()
        .from(customers)
        .where(eq(customers.businessId, businessId))
        .orderBy(desc(customers.createdAt), desc(customers.id))
        .limit(3),
      db
        .select({
          id: activityEvents.id,
          kind: activityEvents.kind,
          message: activityEvents.message,
          createdAt: activityEvents.createdAt,
        })
        .from(activityEvents)
        .where(eq(activityEvents.businessId, businessId))
        .orderBy(desc(activityEvents.createdAt), desc(activityEvents.id))
        .limit(8),
    ]);
  return {
    activeQuotes: sent?.n ?? 0,
    acceptedQuotes: accepted?.n ?? 0,
    jobsInProgress: inProgress?.n ?? 0,
    clients: clients?.n ?? 0,
    recentQuotes,
    recentCustomers: customerRows.map((c) => ({
      id: c.id,
      displayName: customerDisplayName(c),
      email: c.email,
      phone: c.phone,
      address: c.address,
    })),
    activity: events.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
  };
}
