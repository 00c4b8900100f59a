import { compile, type SelectorDefinition } from 'html-to-text';

// Control characters, and bidi controls which can make a headline read differently from what it says.
const INVISIBLE = /[\p{Cc}\p{Bidi_Control}]/gu;

// Elements whose content is never readable text, and images, whose text would be their address.
const SKIPPED = ['iframe', 'img', 'noscript', 'object', 'svg', 'template', 'wbr', 'hr'];
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

// Feed items become a single line: no wrapping, no link targets, no list bullets or quote marks,
// and headings as written (html-to-text shouts them by default).
const SELECTORS: SelectorDefinition[] = [
  { selector: 'a', options: { ignoreHref: true } },
  { selector: 'ul', format: 'block' },
  { selector: 'ol', format: 'block' },
  { selector: 'li', format: 'block' },
  { selector: 'blockquote', format: 'block' },
  ...HEADINGS.map((selector) => ({ selector, options: { uppercase: false } })),
  ...SKIPPED.map((selector) => ({ selector, format: 'skip' })),
];

const convert = compile({ wordwrap: false, selectors: SELECTORS });

/** One line of plain text: whitespace runs become one space, invisible control characters go. */
export function collapseWhitespace(text: string): string {
  return text
    .replace(INVISIBLE, (char) => (/\s/.test(char) ? ' ' : ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Plain text from an HTML fragment of a feed, as one line: markup is parsed, not interpreted, so
 * "&lt;b&gt;" stays literal text and scripts, styles and comments vanish with their content.
 */
export function htmlToText(html: string): string {
  return collapseWhitespace(convert(html));
}

/** Cuts at a code-point boundary and marks the cut with an ellipsis. */
export function truncateText(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const points = Array.from(text);
  if (points.length <= maxChars) return text;
  return `${points
    .slice(0, maxChars - 1)
    .join('')
    .trimEnd()}…`;
}
