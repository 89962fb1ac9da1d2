/**
 * Issue 15: price-list parsing is linear and runs in the worker pool. Each adversarial 1 MB file
 * below is parsed by the pool's own task within its own time limit (the old reader took minutes
 * on a field of quotes: it trimmed the growing field at every quote).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { limitMessages, PRICE_LIST_MAX_ROWS } from "../../../shared/limits";
import { AppError } from "../../errors";
import { closePool, runTask } from "../../workers/pool";
import { countLines, parseCsv } from "./csv";
import { parsePounds, parsePriceList } from "./price-list-parse";
import { checkPriceListSize } from "./price-lists";

const MB = 1024 * 1024;
const fill = (unit: string, size = MB) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
const HEADER = "Name,SKU,Price\n";

const ADVERSARIAL: [string, string][] = [
  ["a field of quotes after text", `${HEADER}a${'"'.repeat(MB)}`],
  ["a quoted field of doubled quotes", `${HEADER}"${'""'.repeat(MB / 2)}"`],
  ["blank quoted fields after spaces", HEADER + fill(' "" ')],
  ["an unterminated quote", `${HEADER}"${fill("a,b\n")}`],
  ["blank lines", HEADER + fill("\n")],
  ["one row of empty fields", HEADER + fill(",")],
  ["a header of 500,000 columns", fill("a,")],
  ["many short rows", HEADER + fill("Screws,S1,1.00\n")],
  ["long unquoted fields", `${HEADER}${fill("x")},S1,1.00\n`],
];

beforeAll(async () => {
  // The first task starts a worker thread; that start-up is not the parser's time.
  await runTask("parsePriceList", { csv: HEADER, categories: [] }, { owner: "test" });
});
afterAll(() => closePool());

describe("price-list parsing is linear", () => {
  for (const [name, csv] of ADVERSARIAL) {
    it(`parses 1 MB of ${name} in the pool within its time limit`, async () => {
      const input = { csv, categories: [], forImport: true };
      const parsed = await runTask("parsePriceList", input, { owner: "test" });
      expect(parsed.headers.length).toBeGreaterThan(0);
    });
  }

  it("reads quoted fields, doubled quotes, line breaks, CRLF and a byte-order mark", () => {
    expect(parseCsv('\ufeffa,"b ""c"", d"\r\n"line\nbreak",,\n\n  \n x ,"y"')).toEqual([
      ["a", 'b "c", d'],
      ["line\nbreak", "", ""],
      [" x ", "y"],
    ]);
    expect(parseCsv("a;b\n1;2", ";")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
    // Line endings mixed in one file, a lone CR included; a quote inside an unquoted cell is text.
    expect(parseCsv('a,b\r\nc,d\ne,f\rg,5" screws')).toEqual([
      ["a", "b"],
      ["c", "d"],
      ["e", "f"],
      ["g", '5" screws'],
    ]);
    // A quote straight after a closed quoted cell is not CSV (RFC 4180): csv-parse, told to be
    // lenient about quotes, keeps the cell as written where the old reader opened a second quote.
    expect(parseCsv('a,"" "y"')).toEqual([["a", '"" "y"']]);
  });

  it("imports quoted cells with commas and line breaks, spaces before a quote, ragged rows", () => {
    const csv = [
      "\ufeffName, SKU, Price, Description",
      '"Screws, 4 x 40mm", "S,1", "£1,299.50", "Pozi\r\nzinc"',
      "  ",
      "Nails,N1,2",
      'Glue,G1,"3.00",Clear,extra,cells',
    ].join("\r\n");
    const parsed = parsePriceList({ csv, categories: [] });
    expect(parsed.headers).toEqual(["Name", "SKU", "Price", "Description"]);
    expect(parsed.errors).toEqual([]);
    expect(
      parsed.rows.map(({ row, name, sku, pricePence, description }) => [
        row,
        name,
        sku,
        pricePence,
        description,
      ]),
    ).toEqual([
      [2, "Screws, 4 x 40mm", "S,1", 129950, "Pozi\r\nzinc"],
      [3, "Nails", "N1", 200, ""],
      [4, "Glue", "G1", 300, "Clear"],
    ]);
  });

  it("reports a row whose quote is never closed as a row error, keeping the rows before it", () => {
    const parsed = parsePriceList({
      csv: 'Name,SKU,Price\nScrews,S1,1.00\nNails,N1,"2.00\nGlue,G1,3.00\n',
      categories: [],
    });
    expect(parsed.rows.map((r) => r.sku)).toEqual(["S1"]);
    expect(parsed.errors).toEqual([{ row: 3, message: "Row 3: a quoted cell is not closed" }]);
    expect([parsed.validCount, parsed.errorCount]).toEqual([1, 1]);
  });

  it("counts a file's lines that hold anything, as an upper bound on its rows", () => {
    expect(countLines("")).toBe(0);
    expect(countLines("a\r\nb\n\n \nc")).toBe(3);
    expect(countLines('a\n"x\ny"\n')).toBe(3);
  });

  it("refuses more than 200,000 rows before parsing, and again in the parser", () => {
    const rows = `${HEADER}${"S,1,1\n".repeat(PRICE_LIST_MAX_ROWS + 1)}`;
    const refusal = (f: () => unknown) => {
      try {
        f();
      } catch (error) {
        return error instanceof AppError ? [error.status, error.message] : error;
      }
      return null;
    };
    expect(refusal(() => checkPriceListSize(rows))).toEqual([400, limitMessages.priceListRows]);
    expect(refusal(() => parsePriceList({ csv: rows, categories: [] }))).toEqual([
      400,
      limitMessages.priceListRows,
    ]);
    const atCap = `${HEADER}${"S,1,1\n".repeat(PRICE_LIST_MAX_ROWS)}`;
    expect(refusal(() => checkPriceListSize(atCap))).toBeNull();
    // Over 20 MB in UTF-8 though under 20 million characters (£ is two bytes).
    const wide = `${HEADER}${"£".repeat(10 * MB + 1)}`;
    expect(refusal(() => checkPriceListSize(wide))).toEqual([400, limitMessages.priceListBytes]);
  });
});

describe("price cells", () => {
  // Each cell as a merchant's export writes it, and the pence it is read as (null: an error row).
  const CASES: [string, number | null][] = [
    ["£12.50", 1250],
    ["12.5", 1250],
    ["12.50", 1250],
    ["12", 1200],
    [" 12 ", 1200],
    ["12.", 1200],
    ["0.99", 99],
    ["0.995", 100],
    ["0.994", 99],
    ["GBP 4.20", 420],
    ["gbp4.20", 420],
    ["£ 1,299.00", 129900],
    // A decimal comma: one or two digits after a single comma at the end.
    ["12,50", 1250],
    ["12,5", 1250],
    ["0,99", 99],
    ["£12,50", 1250],
    // Thousands: a comma before three digits, a full stop before a decimal comma, a space.
    ["1,250", 125000],
    ["1,250.00", 125000],
    ["1,250.5", 125050],
    ["1,250,000", 125000000],
    ["1,013.50", 101350],
    ["1.250,00", 125000],
    ["1.250.000,5", 125000050],
    ["1.250.000", 125000000],
    ["1 250,00", 125000],
    ["1\u00a0250,00", 125000],
    ["1 250.00", 125000],
    // A full stop alone is the decimal mark.
    ["1.250", 125],
    // Ambiguous or not an amount: flagged, never guessed.
    ["0,125", null],
    ["12,", null],
    ["12,5000", null],
    ["1,250,50", null],
    ["1,25.00", null],
    ["1.250,000", null],
    ["1.2,50", null],
    ["12.9.9", null],
    ["12 50", null],
    ["1 250,000", null],
    [",50", null],
    [".50", null],
    ["abc", null],
    ["", null],
    ["   ", null],
    ["£", null],
    ["-3", null],
    ["+3", null],
    ["3e2", null],
    ["12.5o", null],
    ["1234567890", null],
    ["123456789", 12345678900],
    ["9".repeat(64), null],
    ["9".repeat(65), null],
    [`1.${"0".repeat(60)}`, 100],
  ];
  for (const [cell, pence] of CASES) {
    it(`reads ${JSON.stringify(cell)} as ${pence === null ? "no amount" : `${pence}p`}`, () => {
      expect(parsePounds(cell)).toBe(pence);
    });
  }

  it("reads a semicolon export's decimal comma, and lists an unclear price as an error row", () => {
    const parsed = parsePriceList({
      csv: "sku;name;price\nX1;Thing;12,50\nX2;Other;0,125\nX3;Big;1.250,00\n",
      categories: [],
    });
    expect(parsed.rows.map((r) => [r.sku, r.pricePence])).toEqual([
      ["X1", 1250],
      ["X3", 125000],
    ]);
    expect(parsed.errors).toEqual([
      {
        row: 3,
        message: 'Row 3: price "0,125" is not a clear amount of pounds (write 12.50 or 1,250.00)',
      },
    ]);
    expect([parsed.validCount, parsed.errorCount]).toEqual([2, 1]);
  });
});
