import { describe, expect, it } from 'vitest';
import { containsPattern } from './client-filters';

describe('containsPattern', () => {
  it('lowercases and wraps the term', () => {
    expect(containsPattern('Jane')).toBe('%jane%');
  });

  it('escapes LIKE wildcards and the escape character', () => {
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
  });
});
