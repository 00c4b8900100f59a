export type Align = 'left' | 'right' | 'center' | null;
export type PipeTable = { align: Align[]; header: string[]; rows: string[][] };

const DELIMITER_CELL = /^:?-+:?$/;

/** Splits `| a | b \| c | \`d|e\` |` into cells: pipes inside code spans or escaped stay text. */
export function splitRow(line: string): string[] {
  let text = line.trim();
  if (text.startsWith('|')) text = text.slice(1);
  if (text.endsWith('|') && !text.endsWith('\\|')) text = text.slice(0, -1);
  const cells: string[] = [];
  let cell = '';
  let inCode = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charAt(i);
    if (char === '\\' && text.charAt(i + 1) === '|') {
      cell += inCode ? '\\|' : '|';
      i++;
    } else if (char === '`') {
      inCode = !inCode;
      cell += char;
    } else if (char === '|' && !inCode) {
      cells.push(cell.trim());
      cell = '';
    } else {
      cell += char;
    }
  }
  cells.push(cell.trim());
  return cells;
}

function alignOf(cell: string): Align {
  const left = cell.startsWith(':');
  const right = cell.endsWith(':');
  if (left && right) return 'center';
  if (right) return 'right';
  return left ? 'left' : null;
}

/**
 * Reads a GitHub-style pipe table (header row, delimiter row, body rows), or returns null when the
 * text is not one. CommonMark alone parses such a block as a paragraph; this keeps tables working
 * without pulling the GFM extensions into the bundle.
 */
export function parsePipeTable(source: string): PipeTable | null {
  const lines = source
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const [headerLine, delimiterLine, ...bodyLines] = lines;
  if (headerLine === undefined || delimiterLine === undefined) return null;
  if (!headerLine.includes('|') || !delimiterLine.includes('|')) return null;
  const delimiters = splitRow(delimiterLine);
  const header = splitRow(headerLine);
  if (delimiters.length !== header.length || !delimiters.every((cell) => DELIMITER_CELL.test(cell))) {
    return null;
  }
  if (!bodyLines.every((line) => line.includes('|'))) return null;
  const width = header.length;
  const rows = bodyLines.map((line) => {
    const cells = splitRow(line).slice(0, width);
    while (cells.length < width) cells.push('');
    return cells;
  });
  return { align: delimiters.map(alignOf), header, rows };
}
