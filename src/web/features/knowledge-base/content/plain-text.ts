const FENCE = /^\s*(```|~~~)/;
const TABLE_DELIMITER = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;
const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/;
const HEADING = /^\s{0,3}#{1,6}\s+/;
const QUOTE = /^\s*(>\s?)+/;
const LIST_ITEM = /^\s*([-*+]|\d+[.)])\s+(\[[ xX]\]\s+)?/;

/** Inline Markdown to its visible text: links and images keep their text, marks and escapes go. */
export function inlineToText(text: string): string {
  return text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<((?:https?:\/\/|mailto:)[^>\s]+)>/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
    .replace(/\*(?=\S)(.+?)(?<=\S)\*/g, '$1')
    .replace(/(^|[^\p{L}\p{N}])_(?=\S)(.+?)(?<=\S)_(?![\p{L}\p{N}])/gu, '$1$2')
    .replace(/\\([\\`*_{}[\]()#+\-.!|<>~])/g, '$1');
}

/**
 * A table row's cells, for the search text: `| a | b \| c | \`d|e\` |` gives three cells, as pipes
 * inside code spans or escaped stay text.
 */
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

/**
 * The readable text of a Markdown page, one line per block line (headings, list items, table
 * rows with cells joined by " · "), for the full-text index and its snippets.
 */
export function markdownToPlainText(markdown: string): string {
  const out: string[] = [];
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    if (FENCE.test(line) || RULE.test(line)) continue;
    if (line.includes('|') && TABLE_DELIMITER.test(line) && line.includes('-')) continue;
    let text = line.replace(HEADING, '').replace(QUOTE, '').replace(LIST_ITEM, '');
    if (text.trimStart().startsWith('|')) {
      text = splitRow(text)
        .map(inlineToText)
        .filter((cell) => cell !== '')
        .join(' · ');
    } else {
      text = inlineToText(text);
    }
    text = text.replace(/\s+/g, ' ').trim();
    if (text !== '') out.push(text);
  }
  return out.join('\n');
}

/** The `##` and `###` headings of a page, as plain text. */
export function headingsOf(markdown: string): string[] {
  return markdown
    .split('\n')
    .filter((line) => /^\s{0,3}#{2,3}\s+/.test(line))
    .map((line) => inlineToText(line.replace(HEADING, '')).trim());
}
