import { describe, expect, it } from 'vitest';
import { csvRecord, neutraliseCell } from './csv-cells';

describe('neutraliseCell', () => {
  it.each(['=1+1', '+44 20', '-2', '@SUM(A1)', '\tx', '\rx'])('prefixes a quote to %j', (value) => {
    expect(neutraliseCell(value)).toBe(`'${value}`);
  });

  it.each(['', 'Jane', '1+1', "'already", ' =x'])('leaves %j alone', (value) => {
    expect(neutraliseCell(value)).toBe(value);
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

  it('leaves the agent empty for an unassigned client and labels unknown statuses', () => {
    expect(csvRecord({ ...row, agentId: null, status: 'mystery' }).slice(4, 6)).toEqual(['UNKNOWN', '']);
  });
});
