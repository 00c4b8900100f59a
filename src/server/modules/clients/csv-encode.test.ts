import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS } from '#shared/domain';
import { encodeCsv } from './csv-encode';

// The options the export passed to csv-stringify before it had its own encoder.
const stringifyOptions = {
  columns: [...CSV_COLUMNS],
  record_delimiter: 'windows' as const,
  quoted_match: /[\r\n]/,
};

const cell = fc.oneof(
  fc.string({
    unit: fc.constantFrom('a', 'Z', ' ', ',', '"', '\r', '\n', "'", '=', '+', '-', '@', '\t', 'é', '😀'),
  }),
  fc.string({ unit: 'binary' }),
);
const record = fc.array(cell, { minLength: CSV_COLUMNS.length, maxLength: CSV_COLUMNS.length });

describe('encodeCsv', () => {
  it('writes exactly what csv-stringify writes, header included', () => {
    fc.assert(
      fc.property(fc.array(record, { maxLength: 5 }), (records) => {
        expect(encodeCsv([CSV_COLUMNS, ...records])).toBe(
          stringify(records, { ...stringifyOptions, header: true }),
        );
        expect(encodeCsv(records)).toBe(stringify(records, { ...stringifyOptions, header: false }));
      }),
      { numRuns: 2000 },
    );
  });

  it('starts with the byte-order mark when asked, as csv-stringify does', () => {
    fc.assert(
      fc.property(fc.array(record, { maxLength: 3 }), (records) => {
        expect(encodeCsv([CSV_COLUMNS, ...records], { bom: true })).toBe(
          stringify(records, { ...stringifyOptions, header: true, bom: true }),
        );
      }),
      { numRuns: 200 },
    );
    expect(encodeCsv([['Ümit']], { bom: true })).toBe('\uFEFFÜmit\r\n');
    expect(Buffer.from(encodeCsv([], { bom: true }), 'utf8')).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('quotes delimiters, quotes and line breaks, and nothing else', () => {
    expect(encodeCsv([['a,b', 'say "hi"', 'x\ny', 'cr\r', '', 'plain', "'=1"]])).toBe(
      '"a,b","say ""hi""","x\ny","cr\r",,plain,\'=1\r\n',
    );
  });
});
