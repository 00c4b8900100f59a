import { describe, expect, it } from 'vitest';
import { pageToggled, type Selection, toggled } from './use-selection';

const ids = (s: Selection) => (s.kind === 'ids' ? [...s.ids].sort() : 'all');
const page = ['a', 'b', 'c'];

describe('row selection for bulk actions', () => {
  it('ticks and unticks single rows, across pages', () => {
    let s: Selection = { kind: 'ids', ids: new Set(['x']) };
    s = toggled(s, 'b', page);
    expect(ids(s)).toEqual(['b', 'x']);
    s = toggled(s, 'x', page);
    expect(ids(s)).toEqual(['b']);
  });

  it('unticking one row of "all matching" keeps the rest of the page, not the row left out', () => {
    expect(ids(toggled({ kind: 'all' }, 'b', page))).toEqual(['a', 'c']);
  });

  it('the header box adds or removes the page, and clears "all matching" when unticked', () => {
    const s = pageToggled({ kind: 'ids', ids: new Set(['x', 'a']) }, page, true);
    expect(ids(s)).toEqual(['a', 'b', 'c', 'x']);
    expect(ids(pageToggled(s, page, false))).toEqual(['x']);
    expect(ids(pageToggled({ kind: 'all' }, page, true))).toBe('all');
    expect(ids(pageToggled({ kind: 'all' }, page, false))).toEqual([]);
  });
});
