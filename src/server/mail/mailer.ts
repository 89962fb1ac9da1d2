import { desc, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  /** "smtp" sends for real; "outbox" stores the latest messages for the development mailbox. */
  kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
}

/**
 * The outbox keeps this many of the latest emails: without SMTP every email of every business,
 * PDFs included, lands in it, and the mailbox page shows the latest 100.
 */
export const OUTBOX_KEEPS = 2_000;

export function createMailer(opts: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  outboxKeeps?: number;
}): Mailer {
  const keeps = opts.outboxKeeps ?? OUTBOX_KEEPS;
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      kind: "smtp",
      async send(m) {
        await transport.sendMail({ from: opts.from, ...m });
      },
    };
  }
  return {
    kind: "outbox",
    async send(m) {
      // One transaction: a failed trim must not leave the email stored while the send reports a
      // failure, or the queue's retry would store it twice.
      await opts.db.transaction(async (tx) => {
        await tx.insert(mailOutbox).values({
          to: m.to,
          from: opts.from,
          subject: m.subject,
          text: m.text,
          html: m.html,
          attachments: JSON.stringify(
            (m.attachments ?? []).map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              size: a.content.length,
              contentBase64: a.content.toString("base64"),
            })),
          ),
        });
        await tx.execute(sql`delete from mail_outbox where created_at < (
          select created_at from mail_outbox order by created_at desc offset ${keeps - 1} limit 1)`);
      });
    },
  };
}

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; size: number }[];
  createdAt: string;
}

export async function listOutbox(db: Db, limit = 100): Promise<OutboxMessage[]> {
  const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
  return rows.map((r) => ({
    id: r.id,
    to: r.to,
    subject: r.subject,
    text: r.text,
    html: r.html,
    attachments: (
      JSON.parse(r.attachments) as { filename: string; contentType: string; size: number }[]
    ).map(({ filename, contentType, size }) => ({ filename, contentType, size })),
    createdAt: r.createdAt.toISOString(),
  }));
}
