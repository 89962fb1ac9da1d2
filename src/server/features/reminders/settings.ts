import { eq } from "drizzle-orm";
import type { ReminderSettings } from "../../../shared/schemas/settings";
import type { Db } from "../../db/client";
import { businesses } from "../../db/schema";
import { notFound } from "../../errors";

export async function getReminderSettings(db: Db, businessId: string): Promise<ReminderSettings> {
  const [row] = await db
    .select({
      quoteFollowUp: businesses.remindQuotes,
      invoiceReminders: businesses.remindInvoices,
      morningSummary: businesses.morningSummary,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!row) throw notFound();
  return row;
}

export async function updateReminderSettings(
  db: Db,
  businessId: string,
  settings: ReminderSettings,
): Promise<ReminderSettings> {
  await db
    .update(businesses)
    .set({
      remindQuotes: settings.quoteFollowUp,
      remindInvoices: settings.invoiceReminders,
      morningSummary: settings.morningSummary,
      updatedAt: new Date(),
    })
    .where(eq(businesses.id, businessId));
  return getReminderSettings(db, businessId);
}
