import { parse } from "csv-parse/sync";

/**
 * Reading CSV is csv-parse's job (RFC 4180: fields in double quotes may hold delimiters, line
 * breaks and doubled quotes). The options keep what the product has always accepted: a leading
 * byte-order mark is dropped; records end at CRLF, LF or CR, mixed in one file; records with no
 * text at all are dropped; rows may have fewer or more fields than the header; a quote inside an
 * unquoted field is kept as it is. csv-parse reads each character once, so a 20 MB price list is
 * one linear pass.
 */
export interface ReadCsvOptions {
  /** "," unless told (see guessDelimiter). */
  delimiter?: string;
  /**
   * Drop white space at the start of each field, so `a, "b, c"` reads as two fields. Only for
   * callers that trim every cell anyway (the price-list import); off, a cell's spaces are kept.
   */
  trimStart?: boolean;
  /** Stop after this many records (the row cap: a file over it is refused without reading it all). */
  maxRecords?: number;
  /**
   * Told the 0-based index of a record csv-parse had to give up on (a quote never closed, which
   * can only be the last); without it, such a record is dropped.
   */
  onBadRecord?: (index: number) => void;
}

export function readCsv(text: string, options: ReadCsvOptions = {}): string[][] {
  let records = 0;
  // csv-parse builds an Error for every row whose length differs from the header's, even when
  // told to accept it; without their stack traces those rows cost less than half as much (measured:
  // 100,000 ragged rows 7.6 s → 3.0 s on a loaded machine). Parsing is synchronous, so the
  // setting is put back before anything else runs.
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return parse(text, {
      bom: true,
      delimiter: options.delimiter ?? ",",
      record_delimiter: ["\r\n", "\n", "\r"],
      relax_quotes: true,
      relax_column_count: true,
      // Empty lines (and, with trimStart, lines of spaces) are skipped before they become records.
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      skip_records_with_error: true,
      ltrim: options.trimStart ?? false,
      to: options.maxRecords ?? -1,
      on_record: (record: string[]) => {
        records++;
        return record;
      },
      on_skip: () => {
        options.onBadRecord?.(records);
        return undefined;
      },
    });
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
}

/** The records of a CSV text, every cell as written (the reader tests use to check our exports). */
export function parseCsv(text: string, delimiter = ","): string[][] {
  return readCsv(text, { delimiter });
}

const CR = 13;
const LF = 10;

/**
 * An upper bound on the records of a CSV, read without parsing it: its lines that hold anything
 * (a quoted field with line breaks counts once per line, so the bound may be high, never low).
 * The route uses it to refuse a file over the row cap before handing it to the worker pool.
 */
export function countLines(text: string): number {
  let lines = 0;
  let blank = true;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === LF || code === CR) {
      if (!blank) lines++;
      blank = true;
    } else if (blank && code !== 32 && code !== 9) {
      blank = false;
    }
  }
  return blank ? lines : lines + 1;
}

/** Comma, unless the first line has semicolons or tabs and no commas (a European or TSV export). */
export function guessDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  if (firstLine.includes(",")) return ",";
  if (firstLine.includes("\t")) return "\t";
  if (firstLine.includes(";")) return ";";
  return ",";
}
