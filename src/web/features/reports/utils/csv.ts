/** A report's figures as a CSV file, built in the browser from the data on screen. */

/** Characters that make a spreadsheet read a cell as a formula (DESIGN §7, OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A cell that holds a delimiter, a quote or a line break must be quoted (RFC 4180). */
const NEEDS_QUOTES = /[",\r\n]/;
/**
 * The UTF-8 byte-order mark: spreadsheet programs read a CSV without one in the system's legacy
 * code page, which garbles accented and Arabic names.
 */
const BYTE_ORDER_MARK = '\uFEFF';

export type CsvCell = string | number | null;

/**
 * One cell as text. Text that a spreadsheet would evaluate gets a leading quote, as the server's
 * client export does; a number is written as a number (the figures are ours, never typed text).
 */
function cellText(cell: CsvCell): string {
  if (cell === null) return '';
  const text = typeof cell === 'number' ? String(cell) : FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The byte-order mark, then one CRLF-ended record per row, the header first. */
export function encodeCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  let out = BYTE_ORDER_MARK;
  for (const record of [header, ...rows]) out += `${record.map(cellText).join(',')}\r\n`;
  return out;
}

/** Saves `text` as a file named `fileName` through a temporary link. */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task has run.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
