import { describe, expect, it } from 'vitest';
import { dateInZone, daysEndingOn } from './org-date';

describe('organisation days', () => {
  it('names the day an instant falls on in the given zone', () => {
    const instant = new Date('2026-11-24T23:30:00Z');
    expect(dateInZone(instant, 'UTC')).toBe('2026-11-24');
    expect(dateInZone(instant, 'Asia/Tokyo')).toBe('2026-11-25');
    expect(dateInZone(instant, 'America/New_York')).toBe('2026-11-24');
  });

  it('lists the days ending on one, across a month end, oldest first', () => {
    expect(daysEndingOn('2026-12-02', 4)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
    expect(daysEndingOn('2026-11-24', 14)).toHaveLength(14);
  });
});
