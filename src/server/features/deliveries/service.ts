import { and, eq } from "drizzle-orm";
import { deliveryMessages, type EmailDelivery } from "../../../shared/schemas/deliveries";
import type { Deps, SessionInfo } from "../../context";
import type { Db } from "../../db/client";
import { isUuid } from "../../db/ids";
import { emailDeliveries, invoices, orders, quotes } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import {
  type DeliveryRow,
  enqueueDelivery,
  latestDelivery,
  refuseWhileQueued,
  storeDelivery,
} from "../../mail/deliveries";
import { refuseDemoSending, takeSendAllowance } from "../../mail/sending";

/** The documents whose emails are followed: a quote, an invoice, a purchase order. */
export type DocumentKind = "quote" | "invoice" | "order";

export function toDelivery(row: DeliveryRow): EmailDelivery {
  return {
    id: row.id,
    state: row.state,
    to: row.to,
    subject: row.subject,
    attempts: row.attempts,
    lastError: row.lastError,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The newest sending of this business's quote, invoice or order; 404 when it is not theirs. */
export async function documentDelivery(
  db: Db,
  businessId: string,
  kind: DocumentKind,
  id: string,
): Promise<EmailDelivery | null> {
  if (!isUuid(id)) throw notFound();
  const table = { quote: quotes, invoice: invoices, order: orders }[kind];
  const [owned] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.businessId, businessId)))
    .limit(1);
  if (!owned) throw notFound();
  const row = await latestDelivery(db, businessId, { kind, id });
  return row ? toDelivery(row) : null;
}

/**
 * "Send again": the same email (as first laid out, PDF included) as a new delivery, counted in the
 * sending cap like any send; 409 for an email a newer one of its document superseded, which keeps
 * no PDF (ADR 0024). A demo business sends nothing. An email of the same quote, invoice or
 * order still queued is not doubled: checked under the delivery's row lock, where the new one is
 * stored, so a double tap or a second tab showing the old delivery sends it once (409).
 */
export async function sendAgain(
  deps: Pick<Deps, "db" | "queue" | "config">,
  session: SessionInfo,
  id: string,
): Promise<EmailDelivery> {
  const { db } = deps;
  const { businessId } = session;
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select()
    .from(emailDeliveries)
    .where(and(eq(emailDeliveries.id, id), eq(emailDeliveries.businessId, businessId)))
    .limit(1);
  if (!row) throw notFound();
  if (row.attachmentsDroppedAt) throw conflict("email_superseded", deliveryMessages.superseded);
  await refuseDemoSending(db, session);
  await refuseWhileQueued(db, row);
  await takeSendAllowance({ db, config: deps.config }, businessId);
  const again = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(emailDeliveries)
      .where(and(eq(emailDeliveries.id, id), eq(emailDeliveries.businessId, businessId)))
      .for("update");
    if (!locked) throw notFound();
    await refuseWhileQueued(tx, locked);
    if (locked.attachmentsDroppedAt)
      throw conflict("email_superseded", deliveryMessages.superseded);
    return storeDelivery(
      tx,
      {
        businessId,
        kind: row.kind as "quote" | "invoice" | "order" | "decision",
        quoteId: row.quoteId,
        invoiceId: row.invoiceId,
        orderId: row.orderId,
      },
      {
        ...locked.message,
        attachments: locked.message.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.contentBase64, "base64"),
        })),
      },
    );
  });
  await enqueueDelivery(deps, again);
  const [fresh] = await db.select().from(emailDeliveries).where(eq(emailDeliveries.id, again));
  if (!fresh) throw notFound();
  return toDelivery(fresh);
}
