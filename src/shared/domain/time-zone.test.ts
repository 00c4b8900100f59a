import { describe, expect, it } from 'vitest';
import { addDays, calendarDayIn, dayBoundsIn } from './time-zone';

const bounds = (day: string, zone: string) => {
  const { start, end } = dayBoundsIn(day, zone);
  return [start.toISOString(), end.toISOString()];
};

describe('dayBoundsIn', () => {
  it('gives the UTC instants a calendar day of the zone starts and ends at', () => {
    expect(bounds('2026-06-15', 'UTC')).toEqual(['2026-06-15T00:00:00.000Z', '2026-06-16T00:00:00.000Z']);
    expect(bounds('2026-06-15', 'America/New_York')).toEqual([
      '2026-06-15T04:00:00.000Z',
      '2026-06-16T04:00:00.000Z',
    ]);
    expect(bounds('2026-01-01', 'Asia/Kolkata')).toEqual([
      '2025-12-31T18:30:00.000Z',
      '2026-01-01T18:30:00.000Z',
    ]);
  });

  it('keeps days that gain or lose an hour to daylight saving', () => {
    expect(bounds('2026-03-08', 'America/New_York')).toEqual([
      '2026-03-08T05:00:00.000Z',
      '2026-03-09T04:00:00.000Z',
    ]);
    expect(bounds('2026-10-25', 'Europe/Berlin')).toEqual([
      '2026-10-24T22:00:00.000Z',
      '2026-10-25T23:00:00.000Z',
    ]);
  });

  it('agrees with calendarDayIn at both edges', () => {
    const { start, end } = dayBoundsIn('2026-11-24', 'Pacific/Auckland');
    expect(calendarDayIn(start, 'Pacific/Auckland')).toBe('2026-11-24');
    expect(calendarDayIn(new Date(end.getTime() - 1), 'Pacific/Auckland')).toBe('2026-11-24');
    expect(calendarDayIn(end, 'Pacific/Auckland')).toBe(addDays('2026-11-24', 1));
  });
});
