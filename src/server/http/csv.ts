import { stringify } from "csv-stringify/sync";

/**
 * A text cell a spreadsheet would read as a formula or command: it begins with `=`, `+`, `-`, `@`,
 * a tab or a carriage return (OWASP's list for CSV injection), or their full-width forms, which
 * some spreadsheets fold to the ASCII ones.
 */
const FORMULA_START = /^[=+\-@\t\r＝＋－＠]/;

/** A plain negative decimal such as `-12.50`: a number to any spreadsheet, and it cannot call anything. */
const NEGATIVE_NUMBER = /^-\d+(\.\d+)?$/;

/**
 * A leading apostrophe makes the spreadsheet show the text as it is instead of evaluating it.
 * A plain negative decimal is left as it is, so amounts and quantities stay numbers.
 */
export function escapeFormula(text: string): string {
  return FORMULA_START.test(text) && !NEGATIVE_NUMBER.test(text) ? `'${text}` : text;
}

/** The reverse, for files we wrote and read back (price-list import): drops the apostrophe. */
export function unescapeFormula(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

/**
 * The one way the product writes CSV (csv-stringify, RFC 4180 quoting) with formula injection
 * escaped in every text cell, headers included. Numbers stay numbers: JavaScript numbers and
 * bigints are written as they are, and so is text that is only a negative decimal (`-1250`, `-3.5`,
 * how the database returns a numeric column), which no spreadsheet can run; anything else that
 * starts like a formula (`-2+3`, `=HYPERLINK(...)`, `+44 1935...`) gets the apostrophe. Dates are
 * written as ISO 8601, objects as JSON, null and undefined as empty cells. `header: false` leaves
 * the header line out, for a CSV written a batch of rows at a time (the data export).
 */
export function toCsv(
  columns: string[],
  rows: readonly (readonly unknown[])[],
  { header = true }: { header?: boolean } = {},
): string {
  return stringify(rows as unknown[][], {
    header,
    columns,
    cast: {
      string: (value) => escapeFormula(value),
      date: (value) => value.toISOString(),
      object: (value) => escapeFormula(JSON.stringify(value)),
      boolean: (value) => (value ? "true" : "false"),
      number: (value) => String(value),
      bigint: (value) => String(value),
    },
  });
}
