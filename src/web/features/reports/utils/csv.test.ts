import { describe, expect, it } from 'vitest';
import { encodeCsv } from './csv';

describe('report CSV', () => {
  it('starts with the byte-order mark and ends every record with CRLF', () => {
    expect(encodeCsv(['Agent', 'Revenue'], [['Ada', 1250.5]])).toBe('\uFEFFAgent,Revenue\r\nAda,1250.5\r\n');
  });

  it('quotes cells holding a comma, a quote or a line break, doubling quotes', () => {
    const text = encodeCsv(['Name'], [['Smith, Jo'], ['Say "hi"'], ['two\nlines']]);
    expect(text.split('\r\n').slice(1, 4)).toEqual(['"Smith, Jo"', '"Say ""hi"""', '"two\nlines"']);
  });

  it('puts a quote before text a spreadsheet would run as a formula, as the client export does', () => {
    const rows = ['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', '\tTab', '\rCR', 'Plain = fine'].map((v) => [v]);
    const cells = encodeCsv(['Agent'], rows).slice(1).split('\r\n').slice(1, -1);
    expect(cells).toEqual([
      `"'=HYPERLINK(""x"")"`,
      "'+1",
      "'-2",
      "'@SUM(A1)",
      "'\tTab",
      `"'\rCR"`,
      'Plain = fine',
    ]);
  });

  it('writes numbers as numbers (a negative figure too) and an absent figure as an empty cell', () => {
    expect(encodeCsv(['a', 'b', 'c'], [[-3.5, null, 0]])).toBe('\uFEFFa,b,c\r\n-3.5,,0\r\n');
  });
});
