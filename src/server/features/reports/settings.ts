import { eq } from "drizzle-orm";
import type { BooksSettings } from "../../../shared/schemas/reports";
import type { DbOrTx } from "../../db/client";
import { businesses } from "../../db/schema";
import { booksBusiness } from "./records";

export async function getBooksSettings(db: DbOrTx, businessId: string): Promise<BooksSettings> {
  const { vatScheme, flatRatePercent, mtdQuarterBasis } = await booksBusiness(db, businessId);
  return { vatScheme, flatRatePercent, mtdQuarterBasis };
}

export async function updateBooksSettings(
  db: DbOrTx,
  businessId: string,
  settings: BooksSettings,
): Promise<BooksSettings> {
  await db
    .update(businesses)
    .set({ ...settings, updatedAt: new Date() })
    .where(eq(businesses.id, businessId));
  return getBooksSettings(db, businessId);
}
