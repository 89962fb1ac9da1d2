/**
 * What other features may use of quotes: the quote cache's root key, creating a quote and the
 * builder's defaults, the list, moving a quote to another status, revising it, the dashboard's
 * quote card, and the builder's customer field with its New customer dialog (the AI wizard and
 * the quick create dialog pick or add their client with them).
 */
export { useChangeQuoteStatus } from "./api/change-status";
export { useCopyQuote } from "./api/copy-quote";
export { createQuote, useCreateQuote } from "./api/create-quote";
export { getQuote, quoteQueryOptions, quotesRootKey } from "./api/get-quote";
export { loadQuoteChanges } from "./api/load-quote-changes";
export { optimisticQuote } from "./api/optimistic-quote";
export { useUpdateQuote } from "./api/update-quote";
export type { PickedCustomer } from "./builder/customer-picker";
export { CustomerField, NewCustomerDialog } from "./builder/project-section";
export { useBuilderDefaults, useQuoteCount } from "./builder/use-builder-defaults";
export { builderDraft } from "./builder/use-builder-state";
export { loadQuoteCard } from "./components/load-quote-card";
export { reviseLabel } from "./components/quote-actions";
