import { and, desc, eq, or, type SQL, sql } from "drizzle-orm";
import { deliveryMessages } from "../../shared/schemas/deliveries";
import type { Db, DbOrTx } from "../db/client";
import { emailDeliveries, type StoredMail } from "../db/schema";
import { conflict } from "../errors";
import type { Logger } from "../log";
import type { JobContext } from "../queue/jobs";
import type { JobQueue } from "../queue/queue";
import type { Mailer, MailMessage } from "./mailer";

/**
 * Every business email goes through the durable queue (ADR 0019): the request lays the email out
 * (the PDF rendered then, so what was sent is what the user confirmed, and a retry or "Send again"
 * sends the same bytes), stores it as an email_deliveries row and enqueues its job; the job sends
 * it and records queued / sent / failed with the reason.
 */

/** "reminder": a follow-up, an overdue reminder or a morning summary (features/reminders). */
export type DeliveryKind = "quote" | "invoice" | "order" | "decision" | "reminder";

export interface DeliveryAbout {
  businessId: string;
  kind: DeliveryKind;
  quoteId?: string | null;
  invoiceId?: string | null;
  orderId?: string | null;
}

export function storeMail(mail: MailMessage): StoredMail {
  return {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: (mail.attachments ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      contentBase64: a.content.toString("base64"),
    })),
  };
}

function restoreMail(stored: StoredMail): MailMessage {
  return {
    ...stored,
    attachments: stored.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.contentBase64, "base64"),
    })),
  };
}

/** Stores the email and enqueues it; returns the delivery's id. */
export async function queueEmail(
  deps: { db: Db; queue: JobQueue },
  about: DeliveryAbout,
  mail: MailMessage,
): Promise<string> {
  const id = await storeDelivery(deps.db, about, mail);
  await enqueueDelivery(deps, id);
  return id;
}

/**
 * Stores the email as a queued delivery, in the caller's transaction: a send decided under a row
 * lock (one send per version of a document) stores it there and enqueues it once committed.
 */
export async function storeDelivery(
  db: DbOrTx,
  about: DeliveryAbout,
  mail: MailMessage,
): Promise<string> {
  const [row] = await db
    .insert(emailDeliveries)
    .values({
      businessId: about.businessId,
      kind: about.kind,
      quoteId: about.quoteId ?? null,
      invoiceId: about.invoiceId ?? null,
      orderId: about.orderId ?? null,
      to: mail.to,
      subject: mail.subject,
      message: storeMail(mail),
    })
    .returning({ id: emailDeliveries.id });
  if (!row) throw new Error("email delivery not stored");
  await dropSupersededAttachments(db, about, sql`older.id <> ${row.id}`);
  return row.id;
}

/**
 * Empties the attachment bytes of this document's earlier emails of the same kind, once they are
 * no longer queued (docs/decisions/0024-superseded-email-attachments.md): "Send again" copies the
 * PDF, so otherwise every send of a document kept its own copy for ever. Only the newest email
 * of a document is offered "Send again"; the older ones keep their details and attachment names.
 * `newer` says which emails count as superseded (another one of the document is newer).
 */
async function dropSupersededAttachments(
  db: DbOrTx,
  about: Omit<DeliveryAbout, "kind"> & { kind: string },
  newer: SQL,
) {
  if (!about.quoteId && !about.invoiceId && !about.orderId) return;
  // The rows are locked in id order, so this and another email of the document doing the same
  // cannot deadlock.
  await db.execute(sql`
    update email_deliveries as target
    set message = jsonb_set(target.message, '{attachments}', (
          select coalesce(jsonb_agg(a || '{"contentBase64": ""}'::jsonb), '[]'::jsonb)
          from jsonb_array_elements(target.message -> 'attachments') as a)),
        attachments_dropped_at = now()
    where target.id in (
      select older.id from email_deliveries as older
      where ${sameDocument(columnsOf("older"), valuesOf(about))} and older.state <> 'queued' and older.attachments_dropped_at is null
        and jsonb_array_length(older.message -> 'attachments') > 0
        and ${newer}
      order by older.id for update)`);
}

/** After the email has gone: a failure here must not fail the job, which would send it again. */
async function dropOwnIfSuperseded(deps: { db: Db; log: Logger }, row: DeliveryRow) {
  try {
    await dropSupersededAttachments(deps.db, row, newerStored);
  } catch (error) {
    deps.log.error("superseded email attachments not dropped", {
      deliveryId: row.id,
      error: String(error),
    });
  }
}

/** What names an email's document: its business, kind, and quote, invoice or order. */
type DocumentKey = Record<"businessId" | "kind" | "quoteId" | "invoiceId" | "orderId", SQL>;

/** The document of the email_deliveries row under `alias`. */
const columnsOf = (alias: string): DocumentKey => ({
  businessId: sql.raw(`${alias}.business_id`),
  kind: sql.raw(`${alias}.kind`),
  quoteId: sql.raw(`${alias}.quote_id`),
  invoiceId: sql.raw(`${alias}.invoice_id`),
  orderId: sql.raw(`${alias}.order_id`),
});

/** The document of an email being stored, sent or refused. */
const valuesOf = (about: Omit<DeliveryAbout, "kind"> & { kind: string }): DocumentKey => ({
  businessId: sql`${about.businessId}::uuid`,
  kind: sql`${about.kind}`,
  quoteId: sql`${about.quoteId ?? null}::uuid`,
  invoiceId: sql`${about.invoiceId ?? null}::uuid`,
  orderId: sql`${about.orderId ?? null}::uuid`,
});

/** The one test of "the same document" the drop, its superseded test and the refusal share. */
const sameDocument = (a: DocumentKey, b: DocumentKey) =>
  sql`${a.businessId} = ${b.businessId} and ${a.kind} = ${b.kind}
    and ${a.quoteId} is not distinct from ${b.quoteId}
    and ${a.invoiceId} is not distinct from ${b.invoiceId}
    and ${a.orderId} is not distinct from ${b.orderId}`;

/** The superseded test for an email that has just left the queue: a newer one was stored since. */
const newerStored = sql`exists (select 1 from email_deliveries as newer
  where ${sameDocument(columnsOf("newer"), columnsOf("older"))}
    and newer.created_at > older.created_at)`;

/**
 * 409 while this email (`id`), or another of the same kind and document to the same address, is
 * queued: a double tap, or a second tab, sends once. Call it under the document's row lock, in the
 * transaction that stores the new delivery.
 */
export async function refuseWhileQueued(
  db: DbOrTx,
  about: Omit<DeliveryAbout, "kind"> & { kind: string; to: string; id?: string },
) {
  const sameEmail = and(
    sameDocument(columnsOf("email_deliveries"), valuesOf(about)),
    eq(emailDeliveries.to, about.to),
  );
  const [queued] = await db
    .select({ id: emailDeliveries.id })
    .from(emailDeliveries)
    .where(
      and(
        eq(emailDeliveries.businessId, about.businessId),
        eq(emailDeliveries.state, "queued"),
        about.id ? or(eq(emailDeliveries.id, about.id), sameEmail) : sameEmail,
      ),
    )
    .limit(1);
  if (queued) throw conflict("email_queued", deliveryMessages.stillSending);
}

/** (Re)queues a stored delivery; a queue that cannot take it leaves the delivery failed, said why. */
export async function enqueueDelivery(deps: { db: Db; queue: JobQueue }, deliveryId: string) {
  try {
    await deps.queue.enqueue("send-email", { deliveryId });
  } catch (error) {
    await deps.db
      .update(emailDeliveries)
      .set({ state: "failed", lastError: `Not queued: ${String(error)}`, updatedAt: new Date() })
      .where(eq(emailDeliveries.id, deliveryId));
    throw error;
  }
}

/** The "send-email" job: one try at sending; a thrown error makes pg-boss retry it later. */
export async function deliverEmail(
  deps: { db: Db; mailer: Mailer; log: Logger },
  deliveryId: string,
  job: JobContext,
): Promise<void> {
  const [row] = await deps.db
    .select()
    .from(emailDeliveries)
    .where(eq(emailDeliveries.id, deliveryId))
    .limit(1);
  // Deleted with its business (demo clean-up, account deletion): nothing left to send.
  if (!row) return;
  const attempts = sql`${emailDeliveries.attempts} + 1`;
  try {
    await deps.mailer.send(restoreMail(row.message));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await deps.db
      .update(emailDeliveries)
      .set({
        attempts,
        lastError: reason.slice(0, 500),
        state: job.lastAttempt ? "failed" : "queued",
        updatedAt: new Date(),
      })
      .where(eq(emailDeliveries.id, deliveryId));
    deps.log.info("email not sent", { deliveryId, attempt: job.attempt, error: reason });
    // Out of the queue for good: superseded while it was waiting, it keeps no bytes either.
    if (job.lastAttempt) await dropOwnIfSuperseded(deps, row);
    throw error;
  }
  const now = new Date();
  await deps.db
    .update(emailDeliveries)
    .set({ attempts, state: "sent", lastError: null, sentAt: now, updatedAt: now })
    .where(eq(emailDeliveries.id, deliveryId));
  await dropOwnIfSuperseded(deps, row);
}

export type DeliveryRow = typeof emailDeliveries.$inferSelect;

/**
 * The newest email sending this quote, invoice or order of this business, or null (a quote's
 * decision mails are not its sending).
 */
export async function latestDelivery(
  db: Db,
  businessId: string,
  about: { kind: "quote" | "invoice" | "order"; id: string },
): Promise<DeliveryRow | null> {
  const column = {
    quote: emailDeliveries.quoteId,
    invoice: emailDeliveries.invoiceId,
    order: emailDeliveries.orderId,
  }[about.kind];
  const [row] = await db
    .select()
    .from(emailDeliveries)
    .where(
      and(
        eq(emailDeliveries.businessId, businessId),
        eq(emailDeliveries.kind, about.kind),
        eq(column, about.id),
      ),
    )
    .orderBy(desc(emailDeliveries.createdAt))
    .limit(1);
  return row ?? null;
}
