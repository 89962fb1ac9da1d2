import { desc } from "drizzle-orm";
import { messages } from "../../../shared/messages";
import type { WaitlistEntry } from "../../../shared/schemas/waitlist";
import type { Db } from "../../db/client";
import { waitlistEmails } from "../../db/schema";
import { conflict } from "../../errors";

export async function joinWaitlist(db: Db, email: string): Promise<WaitlistEntry> {
  const [row] = await db
    .insert(waitlistEmails)
    .values({ email: email.toLowerCase() })
    .onConflictDoNothing()
    .returning();
  // 23505 is PostgreSQL's unique violation, the code SPEC's client looks for.
  if (!row) throw conflict("23505", messages.waitlist.duplicate);
  return { id: row.id, email: row.email, createdAt: row.createdAt.toISOString() };
}

export async function listWaitlist(db: Db): Promise<WaitlistEntry[]> {
  const rows = await db.select().from(waitlistEmails).orderBy(desc(waitlistEmails.createdAt));
  return rows.map((r) => ({ id: r.id, email: r.email, createdAt: r.createdAt.toISOString() }));
}
