/** A cell that holds a delimiter, a quote or a line break must be quoted (RFC 4180). */
const NEEDS_QUOTES = /[",\r\n]/;

function encodeCell(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * CSV records with CRLF line ends, byte for byte what csv-stringify writes with the options the
 * export used (docs/decisions/0011; csv-encode.test.ts checks it against csv-stringify on random
 * input). csv-stringify's per-cell option handling cost more than reading the rows from the
 * database, and the export must stream 100,000 rows a second (DESIGN §8).
 */
export function encodeCsv(records: readonly (readonly string[])[]): string {
  let out = '';
  for (const record of records) out += `${record.map(encodeCell).join(',')}\r\n`;
  return out;
}
