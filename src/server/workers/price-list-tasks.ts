import { type ParsePriceListInput, parsePriceList } from "../features/catalogue/price-list-parse";

/**
 * Price-list parsing, run in the worker pool: the CSV text and the categories in, the checked
 * rows out (the preview's first rows, the errors, and the valid rows as JSON batches to insert).
 * A file over the row cap or with a mapped column it does not have is refused (400).
 */
export const priceListTasks = {
  parsePriceList: (input: ParsePriceListInput) => parsePriceList(input),
};
