import { quoteReference } from "../../../../shared/quote-math";
import type { Quote } from "../../../../shared/schemas/quotes";
import type { DbOrTx } from "../../../db/client";
import { documentParties, letterhead } from "../../documents/parties";
import { findQuoteImage } from "../photos";
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
  // The customer's page shows the photo from its own URL: only a document embeds its bytes.
  const photo = withPhoto ? await findQuoteImage(db, businessId, id) : null;
  return {
    quote,
    photo,
    reference: quoteReference(quote.number, quote.revision),
    business: {
      ...letterhead(business),
      logoContentType: business.logoContentType,
      terms: business.defaultTerms,
    },
    customer: { name: quote.customerName, ...contact },
  };
}
