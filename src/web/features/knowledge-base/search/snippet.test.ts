import { describe, expect, it } from 'vitest';
import { buildSnippet, type Snippet } from './snippet';

const joined = (s: Snippet) => s.parts.map((p) => p.text).join('');
const marked = (s: Snippet) => s.parts.filter((p) => p.highlight).map((p) => p.text);

describe('buildSnippet', () => {
  const text = `${'Lorem ipsum dolor sit amet. '.repeat(10)}Drawdowns of 10 to 15 percent are normal, and a drawdown is not a loss. ${'Tail words here. '.repeat(10)}`;

  it('cuts a window around the first match at word boundaries', () => {
    const snippet = buildSnippet(text, ['drawdowns', 'drawdown'], { before: 30, length: 120 });
    expect(snippet.cutStart).toBe(true);
    expect(snippet.cutEnd).toBe(true);
    const excerpt = joined(snippet);
    expect(excerpt.length).toBeLessThanOrEqual(120);
    expect(excerpt).toContain('Drawdowns of 10 to 15 percent');
    expect(text).toContain(excerpt);
    expect(excerpt.startsWith(' ')).toBe(false);
    expect(excerpt.endsWith(' ')).toBe(false);
  });

  it('marks every match, keeping the original case, longest term first', () => {
    const snippet = buildSnippet(text, ['drawdown', 'drawdowns'], { before: 10, length: 200 });
    expect(marked(snippet)).toEqual(['Drawdowns', 'drawdown']);
  });

  it('matches terms at the start of words only', () => {
    expect(marked(buildSnippet('cat concatenate Catalog', ['cat']))).toEqual(['cat', 'Cat']);
  });

  it('starts at the beginning when nothing matches', () => {
    const snippet = buildSnippet('Alpha beta gamma.', ['zeta']);
    expect(snippet).toEqual({
      parts: [{ text: 'Alpha beta gamma.', highlight: false }],
      cutStart: false,
      cutEnd: false,
    });
  });

  it('turns line breaks into a dash and treats regex characters literally', () => {
    const snippet = buildSnippet('Plans\nPrice (USD) $250', ['(usd)', '$250']);
    expect(joined(snippet)).toBe('Plans — Price (USD) $250');
    expect(marked(snippet)).toEqual(['(USD)', '$250']);
    expect(marked(buildSnippet('abc a.c', ['a.c']))).toEqual(['a.c']);
  });

  it('ignores blank terms', () => {
    expect(marked(buildSnippet('a b c', ['', '  ']))).toEqual([]);
  });
});
