/** Q-0001 from the quote's number. */
export const quoteReference = (number: number) => `Q-${String(number).padStart(4, "0")}`;
