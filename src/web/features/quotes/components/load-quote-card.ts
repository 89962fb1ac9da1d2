/**
 * The quote card, loaded on demand: the dashboard draws it once its data has arrived, so the card,
 * the quote schemas and the formatters are not in the page's first chunks (docs/decisions/0002).
 */
export const loadQuoteCard = () => import("./quote-card");
