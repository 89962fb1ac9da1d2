import type { Db } from "../../db/client";
import { type DeliveryAbout, queueEmail } from "../../mail/deliveries";
import type { MailMessage } from "../../mail/mailer";
import { layoutEmail } from "../../mail/templates";
import type { JobQueue } from "../../queue/queue";

/*
 * Emailing a document (quote, invoice) to its customer. The caller checks the version and takes
 * the business's send allowance first, so a refused send mails nothing and changes nothing.
 */

/** The user's message as paragraphs: a blank line separates two, empty ones are left out. */
export function messageParagraphs(message: string): string[] {
  return message
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Lays the email out (one layout for every email) with the PDF, rendered beforehand, attached. */
export function documentMail(
  email: Parameters<typeof layoutEmail>[0],
  pdf?: { filename: string; content: Buffer },
): MailMessage {
  const mail = layoutEmail(email);
  if (pdf) {
    mail.attachments = [
      { filename: pdf.filename, contentType: "application/pdf", content: pdf.content },
    ];
  }
  return mail;
}

/**
 * Lays the email out, with the PDF rendered now when given, and queues it (ADR 0019); returns the
 * delivery's id.
 */
export async function emailDocument(
  deps: { db: Db; queue: JobQueue },
  about: DeliveryAbout,
  email: Parameters<typeof layoutEmail>[0],
  pdf?: { filename: string; render: () => Promise<Buffer> },
): Promise<string> {
  const content = pdf ? { filename: pdf.filename, content: await pdf.render() } : undefined;
  return queueEmail(deps, about, documentMail(email, content));
}
