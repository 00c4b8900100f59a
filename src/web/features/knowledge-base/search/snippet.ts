export type SnippetPart = { text: string; highlight: boolean };
export type Snippet = { parts: SnippetPart[]; cutStart: boolean; cutEnd: boolean };

type SnippetOptions = { before?: number; length?: number };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches any of the terms at the start of a word, ignoring case; null for no usable term. */
function termPattern(terms: readonly string[]): RegExp | null {
  const cleaned = [...new Set(terms.map((t) => t.trim()).filter((t) => t !== ''))];
  if (cleaned.length === 0) return null;
  // Longest first, so "drawdowns" wins over "drawdown" where both match.
  const alternatives = cleaned.sort((a, b) => b.length - a.length).map(escapeRegExp);
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})`, 'giu');
}

/**
 * A short plain-text excerpt around the first match of `terms` in `text`, cut at word boundaries,
 * with every match in it marked. The caller renders the parts as text (e.g. <mark> for
 * highlights), never as HTML.
 */
export function buildSnippet(
  text: string,
  terms: readonly string[],
  { before = 60, length = 180 }: SnippetOptions = {},
): Snippet {
  const flat = text
    .replace(/\s*\n\s*/g, ' — ')
    .replace(/\s+/g, ' ')
    .trim();
  const pattern = termPattern(terms);
  const first = pattern ? flat.search(pattern) : -1;
  const anchor = Math.max(first, 0);

  let start = Math.max(0, anchor - before);
  if (start > 0) {
    const space = flat.indexOf(' ', start);
    start = space === -1 || space >= anchor ? start : space + 1;
  }
  let end = Math.min(flat.length, start + length);
  if (end < flat.length) {
    const space = flat.lastIndexOf(' ', end);
    if (space > anchor) end = space;
  }
  const window = flat.slice(start, end);

  const parts: SnippetPart[] = [];
  let last = 0;
  if (pattern) {
    for (const match of window.matchAll(pattern)) {
      const at = match.index;
      if (at > last) parts.push({ text: window.slice(last, at), highlight: false });
      parts.push({ text: match[0], highlight: true });
      last = at + match[0].length;
    }
  }
  if (last < window.length) parts.push({ text: window.slice(last), highlight: false });
  return { parts, cutStart: start > 0, cutEnd: end < flat.length };
}
