import { describe, expect, it } from 'vitest';
import { pgErrorCode, UNIQUE_VIOLATION } from './pg-errors';

describe('pgErrorCode', () => {
  it('finds the SQLSTATE on the error or its causes', () => {
    const driver = Object.assign(new Error('duplicate key'), { code: UNIQUE_VIOLATION });
    expect(pgErrorCode(driver)).toBe(UNIQUE_VIOLATION);
    expect(pgErrorCode(new Error('Failed query', { cause: driver }))).toBe(UNIQUE_VIOLATION);
  });

  it('ignores non-SQLSTATE codes and non-errors', () => {
    expect(pgErrorCode(Object.assign(new Error('x'), { code: 'ECONNRESET' }))).toBeUndefined();
    expect(pgErrorCode('23505')).toBeUndefined();
  });
});
