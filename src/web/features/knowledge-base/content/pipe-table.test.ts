import { describe, expect, it } from 'vitest';
import { parsePipeTable, splitRow } from './pipe-table';

describe('splitRow', () => {
  it('splits on pipes and trims cells', () => {
    expect(splitRow('| a |  b  | **c** |')).toEqual(['a', 'b', '**c**']);
  });

  it('keeps escaped pipes and pipes inside code spans', () => {
    expect(splitRow('| a \\| b | `x|y` |')).toEqual(['a | b', '`x|y`']);
  });

  it('accepts rows without outer pipes', () => {
    expect(splitRow('a | b')).toEqual(['a', 'b']);
  });
});

describe('parsePipeTable', () => {
  it('reads header, alignment and rows', () => {
    const table = parsePipeTable(
      ['| Plan | Price | Note | Mid |', '| :--- | ---: | --- | :-: |', '| Basic | $250 | x | y |'].join('\n'),
    );
    expect(table).toEqual({
      align: ['left', 'right', null, 'center'],
      header: ['Plan', 'Price', 'Note', 'Mid'],
      rows: [['Basic', '$250', 'x', 'y']],
    });
  });

  it('pads short rows and cuts long ones to the header width', () => {
    const table = parsePipeTable('| a | b |\n| - | - |\n| 1 |\n| 1 | 2 | 3 |');
    expect(table?.rows).toEqual([
      ['1', ''],
      ['1', '2'],
    ]);
  });

  it.each([
    ['plain text', 'Just a paragraph.'],
    ['a single row', '| a | b |'],
    ['a bad delimiter row', '| a | b |\n| x | y |'],
    ['a delimiter of another width', '| a | b |\n| --- |'],
    ['a body line without a pipe', '| a |\n| --- |\ntext'],
  ])('returns null for %s', (_name, source) => {
    expect(parsePipeTable(source)).toBeNull();
  });
});
