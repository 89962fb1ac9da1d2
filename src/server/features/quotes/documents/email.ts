import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { formatDate } from "../../../../shared/dates";
import { formatPence } from "../../../../shared/money";
import { quoteVatLabel } from "../../../../shared/quote-vat";
import type { Quote, sendQuoteSchema } from "../../../../shared/schemas/quotes";
import type { Deps } from "../../../context";
import { nextVersion, versionConflict } from "../../../db/row-version";
import { quotes } from "../../../db/schema";
import { enqueueDelivery, storeDelivery } from "../../../mail/deliveries";
import { takeSendAllowance } from "../../../mail/sending";
import { documentMail, messageParagraphs } from "../../documents/email";
import { newPublicToken } from "../ids";
import { getQuote } from "../read-model";
import { replaceEarlierVersions } from "../revisions";
import { lockQuote, recordActivity } from "../write";
import { findAccepted } from "./accepted-read";
import { loadQuoteDocument } from "./load";
import { renderQuotePdf } from "./pdf";

export type SendQuoteParsed = z.output<typeof sendQuoteSchema>;

/**
 * Emails the quote to the customer: the user's message, the total and validity, the PDF when
 * asked, and the accept/decline link when asked (its token is made once and then kept). A draft
 * becomes sent. The email is stored under the quote's row lock, where the version is checked and
 * moved on, so two sends of one version (a double tap) email the customer once: the second is 409.
 */
export async function sendQuote(
  deps: Pick<Deps, "db" | "queue" | "config">,
  businessId: string,
  id: string,
  input: SendQuoteParsed,
): Promise<Quote> {
  const { db, config } = deps;
  const doc = await loadQuoteDocument(db, businessId, id);
  // Sent again once accepted, the customer gets what they accepted, not the row as it is now.
  const accepted = await findAccepted(db, businessId, id);
  const { quote, reference, business } = doc;
  const shown = accepted?.snapshot ?? quote;
  // A send based on an old version is refused before any mail goes (nothing changes).
  if (input.version !== undefined && quote.version !== input.version) {
    throw versionConflict("quote");
  }
  await takeSendAllowance({ db, config }, businessId);
  const filename = `Quote-${reference}.pdf`;
  const paragraphs = [
    ...messageParagraphs(input.message),
    `Quote ${reference}${quote.name ? `: ${quote.name}` : ""}`,
    `Total: ${formatPence(shown.totalAmountPence)}${shown.vatIncluded ? ` including ${quoteVatLabel(shown)}` : " (VAT not included)"}`,
    `Valid until ${formatDate(quote.expiresAt)}`,
  ];
  if (input.attachPdf) paragraphs.push(`The quote is attached as a PDF (${filename}).`);
  const pdf = input.attachPdf
    ? { filename, content: accepted?.pdf ?? (await renderQuotePdf(doc, businessId)) }
    : undefined;
  const mailWith = (token: string | null) =>
    documentMail(
      {
        to: input.email,
        subject: `Quote ${reference} from ${business.name}`,
        businessName: business.name,
        paragraphs,
        action: token
          ? {
              // Accepted already, the link shows what was agreed; there is nothing to accept.
              label: accepted ? "View the accepted quote" : "View and accept the quote",
              url: `${config.publicUrl}/q/${token}`,
            }
          : undefined,
      },
      pdf,
    );
  const deliveryId = await db.transaction(async (tx) => {
    const current = await lockQuote(tx, businessId, id);
    if (input.version !== undefined && current.version !== input.version) {
      throw versionConflict("quote");
    }
    const token = input.includeAcceptance ? (current.publicToken ?? newPublicToken()) : null;
    const delivery = await storeDelivery(
      tx,
      { businessId, kind: "quote", quoteId: id },
      mailWith(token),
    );
    const now = new Date();
    await tx
      .update(quotes)
      .set({
        ...(token ? { publicToken: token } : {}),
        sentAt: now,
        sentTo: input.email,
        // The terms this email's PDF and link show: kept from now on (load.ts).
        terms: business.terms,
        status: current.status === "draft" ? "sent" : current.status,
        version: nextVersion(quotes.version),
        updatedAt: now,
      })
      .where(and(eq(quotes.id, id), eq(quotes.businessId, businessId)));
    await replaceEarlierVersions(tx, current);
    await recordActivity(
      tx,
      businessId,
      "quote.sent",
      `Quote ${current.name} sent to ${input.email}`,
      id,
    );
    return delivery;
  });
  await enqueueDelivery(deps, deliveryId);
  return getQuote(db, businessId, id);
}
