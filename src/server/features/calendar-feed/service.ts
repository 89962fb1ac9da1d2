import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { activityEvents, businesses } from "../../db/schema";
import { notFound } from "../../errors";
import { jobsCalendar } from "../jobs/calendar";
import { listJobs } from "../jobs/read-model";

/** The feed's public address: whoever has it can read the business's scheduled jobs. */
export function feedUrl(publicUrl: string, token: string | null): string | null {
  return token ? `${publicUrl}/api/calendar/${token}.ics` : null;
}

export async function currentFeedToken(db: Db, businessId: string): Promise<string | null> {
  const [row] = await db
    .select({ token: businesses.calendarFeedToken })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row?.token ?? null;
}

/** A new secret (192 random bits); the old address stops working at once. */
export async function rotateFeedToken(db: Db, businessId: string): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  await db
    .update(businesses)
    .set({ calendarFeedToken: token, updatedAt: new Date() })
    .where(eq(businesses.id, businessId));
  await db.insert(activityEvents).values({
    businessId,
    kind: "calendar_feed.created",
    message: "Calendar subscription link created",
    entityType: "business",
    entityId: businessId,
  });
  return token;
}

export async function revokeFeedToken(db: Db, businessId: string): Promise<void> {
  await db
    .update(businesses)
    .set({ calendarFeedToken: null, updatedAt: new Date() })
    .where(eq(businesses.id, businessId));
  await db.insert(activityEvents).values({
    businessId,
    kind: "calendar_feed.revoked",
    message: "Calendar subscription link revoked",
    entityType: "business",
    entityId: businessId,
  });
}

/** Jobs in one feed: a year of several jobs a week, with room to spare. */
export const FEED_JOBS_MAX = 500;

/** The feed of the business owning `token`: its scheduled and in-progress jobs; 404 otherwise. */
export async function feedCalendar(db: Db, token: string): Promise<string> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw notFound();
  const [business] = await db
    .select({ id: businesses.id, name: businesses.name })
    .from(businesses)
    .where(eq(businesses.calendarFeedToken, token));
  if (!business) throw notFound();
  // At most FEED_JOBS_MAX, earliest start first: each event costs the calendar writer about a
  // quarter of a millisecond on the shared thread, and nothing bounds how many jobs are scheduled.
  const [inProgress, scheduled] = await Promise.all([
    listJobs(db, business.id, { status: "in-progress", limit: FEED_JOBS_MAX }),
    listJobs(db, business.id, { status: "scheduled", limit: FEED_JOBS_MAX }),
  ]);
  const list = [...inProgress, ...scheduled].slice(0, FEED_JOBS_MAX);
  return jobsCalendar(list, `${business.name} jobs`);
}
