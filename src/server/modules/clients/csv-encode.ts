/** A cell that holds a delimiter, a quote or a line break must be quoted (RFC 4180). */
const NEEDS_QUOTES = /[",\r\n]/;

function encodeCell(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * The UTF-8 byte-order mark. Spreadsheet programs read a CSV without one in the system's legacy
 * code page, which garbles accented and Arabic names; with it they read UTF-8.
 */
const BYTE_ORDER_MARK = '\uFEFF';

/**
 * CSV records with CRLF line ends, byte for byte what csv-stringify writes with the options the
 * export used (docs/decisions/0011; csv-encode.test.ts checks it against csv-stringify on random
 * input). csv-stringify's per-cell option handling cost more than reading the rows from the
 * database, and the export must stream 100,000 rows a second (DESIGN §8). `bom` starts the text
 * with the byte-order mark, for the first chunk of a file.
 */
export function encodeCsv(records: readonly (readonly string[])[], { bom = false } = {}): string {
  let out = bom ? BYTE_ORDER_MARK : '';
  for (const record of records) out += `${record.map(encodeCell).join(',')}\r\n`;
  return out;
}
