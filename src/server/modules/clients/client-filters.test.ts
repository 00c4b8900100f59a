import { describe, expect, it } from 'vitest';
import { MIN_PHONE_SEARCH_DIGITS, phoneSearchDigits } from './client-filters';

describe('phoneSearchDigits', () => {
  it.each([
    ['0107788', '0107788'],
    ['+1 010-778-8', '10107788'],
    ['(020) 7946.0958', '02079460958'],
    ['7700 900', '7700900'],
    ['+44/20 79', '442079'],
  ])('reads %j as the digits %j', (term, digits) => {
    expect(phoneSearchDigits(term)).toBe(digits);
  });

  it(`needs ${MIN_PHONE_SEARCH_DIGITS} digits and nothing but phone signs`, () => {
    expect(phoneSearchDigits('+1 01')).toBeNull();
    expect(phoneSearchDigits('555')).toBeNull();
    expect(phoneSearchDigits('john2024')).toBeNull();
    expect(phoneSearchDigits('tel 0107788')).toBeNull();
    expect(phoneSearchDigits('٠١٠٧٧٨٨')).toBeNull();
  });
});
