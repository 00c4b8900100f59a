import { describe, expect, it } from 'vitest';
import { durationSeconds } from './call-duration';

describe('call duration', () => {
  it('turns typed minutes into whole seconds', () => {
    expect(durationSeconds('')).toBeUndefined();
    expect(durationSeconds(' 2.5 ')).toBe(150);
    expect(durationSeconds('abc')).toBeNaN();
  });
});
