/**
 * A small RFC 4180 reader: fields separated by commas (or the delimiter given), records by CRLF or
 * LF, fields in double quotes may hold delimiters, line breaks and doubled quotes (""). A leading
 * byte-order mark is dropped, and so are records with no text at all.
 *
 * Linear in the input: each character is looked at once and a field is cut out with slices, never
 * rebuilt or re-read per character (a 20 MB price list is parsed in one pass).
 */
const QUOTE = 34; // "
const CR = 13;
const LF = 10;

/** True when the character code is white space as String.prototype.trim sees it. */
const isSpace = (code: number) =>
  code === 32 ||
  (code >= 9 && code <= 13) ||
  (code > 127 && String.fromCharCode(code).trim() === "");

export function parseCsv(text: string, delimiter = ","): string[][] {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const delim = delimiter.charCodeAt(0);
  const n = input.length;
  const records: string[][] = [];
  let record: string[] = [];
  let blankRecord = true;
  let i = 0;
  const endField = (field: string) => {
    record.push(field);
    if (blankRecord && field.trim() !== "") blankRecord = false;
  };
  const endRecord = () => {
    if (!blankRecord) records.push(record);
    record = [];
    blankRecord = true;
  };
  // One field per turn of this loop; `i` is at the field's first character.
  while (i < n) {
    let field = "";
    let start = i;
    let onlySpace = true; // the field so far is white space: a quote here opens a quoted field
    let ended = false;
    while (i < n) {
      const code = input.charCodeAt(i);
      if (code === QUOTE && onlySpace) {
        // Quoted: read to the closing quote, stepping over "" pairs (a quote inside).
        const open = i + 1;
        let close = input.indexOf('"', open);
        let doubled = false;
        while (close >= 0 && input.charCodeAt(close + 1) === QUOTE) {
          doubled = true;
          close = input.indexOf('"', close + 2);
        }
        const end = close < 0 ? n : close;
        field = input.slice(open, end);
        if (doubled) field = field.replaceAll('""', '"');
        i = close < 0 ? n : close + 1;
        start = i;
        // As before: a quote after a blank quoted field ("" "x") opens another one.
        onlySpace = field.trim() === "";
        continue;
      }
      if (code === delim) {
        endField(field + input.slice(start, i));
        i++;
        ended = true;
        if (i === n) endField(""); // "a," ends with an empty field
        break;
      }
      if (code === CR || code === LF) {
        endField(field + input.slice(start, i));
        endRecord();
        i += code === CR && input.charCodeAt(i + 1) === LF ? 2 : 1;
        ended = true;
        break;
      }
      if (onlySpace && !isSpace(code)) onlySpace = false;
      i++;
    }
    if (!ended) {
      endField(field + input.slice(start, i));
      endRecord();
    }
  }
  if (record.length > 0) endRecord();
  return records;
}

/**
 * An upper bound on the records of a CSV, read without parsing it: its lines that hold anything
 * (a quoted field with line breaks counts once per line, so the bound may be high, never low).
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
