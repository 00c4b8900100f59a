import { decodeHtmlEntities } from './entities';

// Elements whose content is never readable text: dropped together with the content.
const DROPPED_ELEMENTS = new Set(['script', 'style', 'noscript', 'template', 'iframe', 'object', 'svg']);
// Inline elements vanish without a gap ("<b>0.4</b>%" stays "0.4%"); every other tag becomes a space.
const INLINE_ELEMENTS = new Set([
  'a',
  'abbr',
  'b',
  'big',
  'cite',
  'code',
  'del',
  'em',
  'font',
  'i',
  'ins',
  'mark',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'tt',
  'u',
  'wbr',
]);
const TAG_NAME = /^\/?([a-zA-Z][a-zA-Z0-9-]*)/;
// Control characters, and bidi controls which can make a headline read differently from what it says.
const INVISIBLE = /[\p{Cc}\p{Bidi_Control}]/gu;

function isLetter(char: string): boolean {
  return (char >= 'a' && char <= 'z') || (char >= 'A' && char <= 'Z');
}

function startsMarkup(html: string, at: number): boolean {
  const next = html.charAt(at + 1);
  return isLetter(next) || next === '!' || next === '?' || (next === '/' && isLetter(html.charAt(at + 2)));
}

/** Index of the `>` closing the tag opened at `from`, ignoring `>` inside quoted attribute values; -1 if none. */
function findTagEnd(html: string, from: number): number {
  let quote = '';
  let previous = '';
  for (let i = from; i < html.length; i++) {
    const char = html.charAt(i);
    if (quote) {
      if (char === quote) quote = '';
    } else if ((char === '"' || char === "'") && previous === '=') {
      quote = char;
    } else if (char === '>') {
      return i;
    }
    if (char !== ' ' && char !== '\t' && char !== '\n' && char !== '\r') previous = char;
  }
  return -1;
}

/**
 * Removes tags, comments and the content of script-like elements. A single forward scan, so hostile
 * input (thousands of unclosed `<a`) costs linear time, unlike the usual regular expressions.
 */
export function stripTags(html: string): string {
  let out = '';
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) return out + html.slice(i);
    out += html.slice(i, lt);
    if (!startsMarkup(html, lt)) {
      out += '<';
      i = lt + 1;
      continue;
    }
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      if (end === -1) return out;
      out += ' ';
      i = end + 3;
      continue;
    }
    if (html.startsWith('<![CDATA[', lt)) {
      const end = html.indexOf(']]>', lt + 9);
      if (end === -1) return out + html.slice(lt + 9);
      out += html.slice(lt + 9, end);
      i = end + 3;
      continue;
    }
    const gt = findTagEnd(html, lt + 1);
    // An unterminated "tag" is left as text: the result is shown as plain text, never as HTML.
    if (gt === -1) return out + html.slice(lt);
    const tag = html.slice(lt + 1, gt);
    const name = TAG_NAME.exec(tag)?.[1]?.toLowerCase() ?? '';
    i = gt + 1;
    if (DROPPED_ELEMENTS.has(name) && !tag.startsWith('/') && !tag.endsWith('/')) {
      const close = new RegExp(`</${name}[\\s/>]`, 'gi');
      close.lastIndex = i;
      const found = close.exec(html);
      if (!found) return `${out} `;
      const closeEnd = html.indexOf('>', found.index);
      i = closeEnd === -1 ? html.length : closeEnd + 1;
      out += ' ';
      continue;
    }
    out += INLINE_ELEMENTS.has(name) ? '' : ' ';
  }
  return out;
}

/** One line of plain text: whitespace runs become one space, invisible control characters go. */
export function collapseWhitespace(text: string): string {
  return text
    .replace(INVISIBLE, (char) => (/\s/.test(char) ? ' ' : ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Plain text from an HTML fragment: tags stripped first, then entities decoded, so "&lt;b&gt;" stays literal. */
export function htmlToText(html: string): string {
  return collapseWhitespace(decodeHtmlEntities(stripTags(html)));
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
