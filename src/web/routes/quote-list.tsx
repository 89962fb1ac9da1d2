import { AiQuotePanel } from "../features/assistant";
import { QuoteListPage } from "../features/quotes/quote-list-page";

/**
 * The quote list with the assistant's AI quote generator. The app shell composes the two here:
 * the assistant imports quotes (it creates quotes with the builder's defaults), so quotes does not
 * import the assistant (docs/ARCHITECTURE.md, Feature boundaries).
 */
export function QuoteListRoute() {
  return <QuoteListPage aiPanel={AiQuotePanel} />;
}
