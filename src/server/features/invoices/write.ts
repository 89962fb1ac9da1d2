import type { DbOrTx } from "../../db/client";
import { activityEvents, invoiceLines } from "../../db/schema";

/** An invoice's lines as raised (from-quote.ts), in their order. */
export async function writeInvoiceLines(
  db: DbOrTx,
  invoice: { businessId: string; invoiceId: string },
  lines: readonly {
    description: string;
    quantity: number;
    unit: string;
    unitPricePence: number;
    vatRate: number;
    netPence: number;
    vatPence: number;
    isLabour: boolean;
  }[],
) {
  await db.insert(invoiceLines).values(
    lines.map((l, position) => ({
      ...invoice,
      position,
      description: l.description,
      quantity: l.quantity,
      unit: l.unit,
      unitPricePence: l.unitPricePence,
      vatRate: l.vatRate,
      netPence: l.netPence,
      vatPence: l.vatPence,
      isLabour: l.isLabour,
    })),
  );
}

/** Every write to an invoice records what it did in the business's activity. */
export async function recordActivity(
  db: DbOrTx,
  businessId: string,
  kind: string,
  message: string,
  id: string,
) {
  await db
    .insert(activityEvents)
    .values({ businessId, kind, message, entityType: "invoice", entityId: id });
}
