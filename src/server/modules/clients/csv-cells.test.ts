import { describe, expect, it } from 'vitest';
import { csvRecord, neutraliseCell, neutralisePhoneCell } from './csv-cells';

describe('neutraliseCell', () => {
  it.each(['=1+1', '+44 20', '-2', '@SUM(A1)', '\tx', '\rx'])('prefixes a quote to %j', (value) => {
    expect(neutraliseCell(value)).toBe(`'${value}`);
  });

  it.each(['', 'Jane', '1+1', "'already", ' =x'])('leaves %j alone', (value) => {
    expect(neutraliseCell(value)).toBe(value);
  });
});

// Cells that a spreadsheet would run, or that start a formula once a program strips a tab or CR.
const HOSTILE = [
  "+1+cmd|' /C calc'!A0",
  '=1+1',
  '-2+3',
  '@SUM(1)',
  '\t+44 20',
  '\r+44 20',
  '+SUM(1,2)',
  '+44 20\n=1+1',
  '+44\t20',
  '-',
  '+',
];

describe('neutralisePhoneCell', () => {
  it.each(['+44 20 7946 0958', '+1 010-778-8123', '(020) 7946.0958', '+(44) 20-7946', '0107788', ''])(
    'leaves the phone number %j as written',
    (value) => {
      expect(neutralisePhoneCell(value)).toBe(value);
    },
  );

  it.each(HOSTILE)('still prefixes a quote to %j', (value) => {
    expect(neutralisePhoneCell(value)).toBe(`'${value}`);
  });

  it.each(HOSTILE)('prefixes a quote to %j in any other cell too', (value) => {
    expect(neutraliseCell(value)).toBe(`'${value}`);
  });
});

describe('csvRecord', () => {
  const row = {
    name: 'Jane',
    email: 'jane@example.com',
    phone: null,
    country: null,
    status: 'pending-activation',
    agentId: 'abcdef123456',
    agentName: '',
    dateAdded: '2025-03-04',
  };

  it('uses the status label, the agent display name and blanks for nulls', () => {
    expect(csvRecord(row)).toEqual([
      'Jane',
      'jane@example.com',
      '',
      '',
      'Pending Activation',
      'Agent abcdef',
      '2025-03-04',
    ]);
  });

  it('writes a plain phone number without a quote, but not a name that looks like one', () => {
    const record = csvRecord({ ...row, name: '+44 20', phone: '+44 20 7946 0958', country: '-2+3' });
    expect(record.slice(0, 4)).toEqual(["'+44 20", 'jane@example.com', '+44 20 7946 0958', "'-2+3"]);
  });

  it('leaves the agent empty for an unassigned client and labels unknown statuses', () => {
    expect(csvRecord({ ...row, agentId: null, status: 'mystery' }).slice(4, 6)).toEqual(['UNKNOWN', '']);
  });
});
