import type { Mailer } from "../../mail/mailer";
import { layoutEmail } from "../../mail/templates";

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

/** Lays the email out (one layout for every email) and sends it, with the PDF when given. */
export async function emailDocument(
  mailer: Mailer,
  email: Parameters<typeof layoutEmail>[0],
  pdf?: { filename: string; render: () => Promise<Buffer> },
): Promise<void> {
  const mail = layoutEmail(email);
  if (pdf) {
    mail.attachments = [
      { filename: pdf.filename, contentType: "application/pdf", content: await pdf.render() },
    ];
  }
  await mailer.send(mail);
}
