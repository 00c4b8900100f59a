import { describe, expect, it } from 'vitest';
import {
  daysInRange,
  matchingPreset,
  presetRange,
  REPORT_PRESETS,
  rangeProblem,
  weekStarts,
} from './date-range';

describe('report periods', () => {
  it('ends every preset today, within the longest report', () => {
    const today = '2026-11-24';
    expect(presetRange('last-7', today)).toEqual({ from: '2026-11-18', to: today });
    expect(presetRange('last-30', today)).toEqual({ from: '2026-10-26', to: today });
    expect(presetRange('last-90', today)).toEqual({ from: '2026-08-27', to: today });
    expect(presetRange('this-month', today)).toEqual({ from: '2026-11-01', to: today });
    expect(presetRange('last-12-months', today)).toEqual({ from: '2025-11-25', to: today });
    for (const { id } of REPORT_PRESETS) {
      const { from, to } = presetRange(id, today);
      expect(daysInRange(from, to)).toBeLessThanOrEqual(366);
    }
  });

  it('counts a leap year’s twelve months as 366 days, and rolls 29 February back to 1 March', () => {
    const leap = presetRange('last-12-months', '2028-03-01');
    expect(leap).toEqual({ from: '2027-03-02', to: '2028-03-01' });
    expect(daysInRange(leap.from, leap.to)).toBe(366);
    expect(presetRange('last-12-months', '2028-02-29')).toEqual({ from: '2027-03-01', to: '2028-02-29' });
  });

  it('names the preset a period equals, and none for a chosen one', () => {
    expect(matchingPreset({ from: '2026-11-18', to: '2026-11-24' }, '2026-11-24')).toBe('last-7');
    expect(matchingPreset({ from: '2026-11-17', to: '2026-11-24' }, '2026-11-24')).toBeUndefined();
  });

  it('lists the Monday of every week a period touches', () => {
    // 2026-11-24 is a Tuesday; 2026-12-07 a Monday.
    expect(weekStarts('2026-11-24', '2026-12-07')).toEqual(['2026-11-23', '2026-11-30', '2026-12-07']);
    expect(weekStarts('2026-11-23', '2026-11-29')).toEqual(['2026-11-23']);
  });

  it('names what the server would refuse in a period, as the server words it', () => {
    expect(rangeProblem({ from: '2026-03-01', to: '2026-03-01' })).toBeUndefined();
    expect(rangeProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe(
      'The start date must be on or before the end date.',
    );
    expect(rangeProblem({ from: '2027-03-02', to: '2028-03-01' })).toBeUndefined();
    expect(rangeProblem({ from: '2027-03-01', to: '2028-03-01' })).toBe('A report covers at most 366 days.');
  });
});
