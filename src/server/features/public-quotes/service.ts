import type { PublicQuoteView } from "../../../shared/schemas/public-quote";

/*
 * The customer's side of a quote, behind the emailed link: what they see (./view.ts, the frozen
 * snapshot once accepted) and their decision (./decide.ts, with its emails in ./decision-mail.ts).
 */

export type PublicQuote = PublicQuoteView;
export { decidePublicQuote } from "./decide";
export { publicQuotePdf, viewPublicQuote } from "./view";
