import { describe, expect, it } from 'vitest';
import { fromPickerValue, minutesFrom, toPickerValue } from './date-time-picker';

describe('follow-up picker values', () => {
  it('round-trips an instant through the local picker text', () => {
    const at = new Date(2026, 10, 24, 9, 5);
    expect(toPickerValue(at)).toBe('2026-11-24T09:05');
    expect(fromPickerValue('2026-11-24T09:05')).toBe(at.toISOString());
  });

  it('reads blank or malformed text as no time', () => {
    expect(fromPickerValue('')).toBeNull();
    expect(fromPickerValue('tomorrow')).toBeNull();
  });

  it('rounds a suggestion up to the next whole minute', () => {
    const now = new Date(2026, 10, 24, 9, 5, 30);
    expect(toPickerValue(minutesFrom(now, 120))).toBe('2026-11-24T11:06');
    expect(toPickerValue(minutesFrom(new Date(2026, 10, 24, 9, 5), 60))).toBe('2026-11-24T10:05');
  });
});
