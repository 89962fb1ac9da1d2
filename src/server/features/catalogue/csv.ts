/**
 * A small RFC 4180 reader: fields separated by commas (or the delimiter given), records by CRLF or
 * LF, fields in double quotes may hold delimiters, line breaks and doubled quotes (""). A leading
 * byte-order mark is dropped, and so are records with no text at all.
 */
export function parseCsv(text: string, delimiter = ","): string[][] {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  let i = 0;
  const endField = () => {
    record.push(field);
    field = "";
  };
  const endRecord = () => {
    endField();
    if (record.some((f) => f.trim() !== "")) records.push(record);
    record = [];
  };
  while (i < input.length) {
    const ch = input[i]!;
    if (quoted) {
      if (ch === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        field += ch;
      }
      i++;
      continue;
    }
    if (ch === '"' && field.trim() === "") {
      field = "";
      quoted = true;
    } else if (ch === delimiter) {
      endField();
    } else if (ch === "\r" || ch === "\n") {
      endRecord();
      if (ch === "\r" && input[i + 1] === "\n") i++;
    } else {
      field += ch;
    }
    i++;
  }
  if (field !== "" || record.length > 0) endRecord();
  return records;
}

/** Comma, unless the first line has semicolons or tabs and no commas (a European or TSV export). */
export function guessDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  if (firstLine.includes(",")) return ",";
  if (firstLine.includes("\t")) return "\t";
  if (firstLine.includes(";")) return ";";
  return ",";
}
