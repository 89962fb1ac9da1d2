/** What other features may use of settings: the business's details, defaults, merchants and accounts. */
export { useBusinessDetails } from "./api/business-details";
export { useMerchants } from "./api/merchant-terms";
export { useQuoteSettings } from "./api/quote-settings";
export { getTradeAccounts, tradeAccountsQueryKey } from "./api/trade-accounts";
