import { quoteReference } from "../../../../shared/quote-math";
import type { Quote } from "../../../../shared/schemas/quotes";
import type { DbOrTx } from "../../../db/client";
import { documentParties, letterhead } from "../../documents/parties";
import { findQuotePhotos } from "../photo-bytes";
import { getQuote } from "../read-model";
import type { QuoteDocument } from "./pdf-draw";

/** What the PDF, the email and the calendar entry of one quote need. */
export async function loadQuoteDocument(
  db: DbOrTx,
  businessId: string,
  id: string,
  { photo: withPhoto = true }: { photo?: boolean } = {},
): Promise<QuoteDocument & { quote: Quote }> {
  const quote = await getQuote(db, businessId, id);
  const { business, contact } = await documentParties(db, businessId, quote.customerId);
  // The customer's page draws no photo: only a document embeds their bytes.
  const photos = withPhoto ? await findQuotePhotos(db, businessId, id) : [];
  return {
    quote,
    photos,
    reference: quoteReference(quote.number, quote.revision),
    business: {
      ...letterhead(business),
      logoContentType: business.logoContentType,
      // Once it has gone out, the terms it went with; a draft reads today's defaults.
      terms: quote.terms ?? business.defaultTerms,
    },
    customer: { name: quote.customerName, ...contact },
  };
}
