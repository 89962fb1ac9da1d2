/** Q-0001 from the quote's number (the shared helper the server and PDF use too). */
export { quoteReference } from "../../../../shared/quote-math";
