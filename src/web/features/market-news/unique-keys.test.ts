import { describe, expect, it } from 'vitest';
import { withUniqueKeys } from './unique-keys';

describe('withUniqueKeys', () => {
  it('keeps distinct keys and numbers repeated ones', () => {
    const keys = withUniqueKeys(['a', 'b', 'a', 'a'], (x) => x).map(([key]) => key);
    expect(keys).toEqual(['a', 'b', 'a#1', 'a#2']);
  });
});
