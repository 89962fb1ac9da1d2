/**
 * Input caps where text enters the product (issue 15): each parser then works on a bounded input,
 * and what is over a cap is refused at once with a message saying the limit.
 */
export const JOB_DESCRIPTION_MAX_CHARS = 5_000;
/** A quote's own terms, as long as the business's default terms may be. */
export const QUOTE_TERMS_MAX_CHARS = 4_000;
/** A quote's site address: as long as a customer's address may be. */
export const SITE_ADDRESS_MAX_CHARS = 500;
export const CHAT_MESSAGE_MAX_CHARS = 4_000;
export const CHAT_MAX_MESSAGES = 30;
export const PRICE_LIST_MAX_BYTES = 20 * 1024 * 1024;
export const PRICE_LIST_MAX_ROWS = 200_000;

export const limitMessages = {
  jobDescription: "The job description must be 5,000 characters or fewer",
  chatMessage: "A message must be 4,000 characters or fewer",
  chatMessages: "A conversation can have at most 30 messages. Start a new chat to carry on.",
  priceListBytes: "The price list must be 20 MB or smaller",
  priceListRows: "The price list must have 200,000 rows or fewer",
} as const;
