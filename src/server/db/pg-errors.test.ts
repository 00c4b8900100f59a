import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import {
  DEADLOCK_DETECTED,
  loggableError,
  pgErrorCode,
  retryOnDeadlock,
  UNIQUE_VIOLATION,
} from './pg-errors';

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

describe('retryOnDeadlock', () => {
  const failing = (code: string) =>
    new Error('Failed query', { cause: Object.assign(new Error('x'), { code }) });

  it('repeats a write that was a deadlock victim, and answers what the repeat answered', async () => {
    let calls = 0;
    const result = await retryOnDeadlock(async () => {
      calls += 1;
      if (calls < 3) throw failing(DEADLOCK_DETECTED);
      return 'deleted';
    });
    expect(result).toBe('deleted');
    expect(calls).toBe(3);
  });

  it('gives up after its attempts, and never repeats any other error', async () => {
    let calls = 0;
    const deadlocked = retryOnDeadlock(async () => {
      calls += 1;
      throw failing(DEADLOCK_DETECTED);
    }, 2);
    await expect(deadlocked).rejects.toThrow('Failed query');
    expect(calls).toBe(2);
    calls = 0;
    await expect(
      retryOnDeadlock(async () => {
        calls += 1;
        throw failing(UNIQUE_VIOLATION);
      }),
    ).rejects.toThrow('Failed query');
    expect(calls).toBe(1);
  });
});

describe('loggableError', () => {
  const driverError = (code: string, message: string) =>
    Object.assign(new Error(message), {
      code,
      constraint: 'clients_agent_id_user_id_fk',
      table: 'clients',
      detail: 'Key (email)=(kim@example.com) is not present',
      query: 'insert into clients …',
      params: ['Kim Client', 'kim@example.com'],
    });

  it('keeps the SQLSTATE, constraint, table and message, never the parameters or the detail', () => {
    const cause = driverError('23503', 'insert or update on table "clients" violates foreign key constraint');
    const wrapped = new DrizzleQueryError(
      'insert into "clients" …',
      ['Kim Client', 'kim@example.com'],
      cause,
    );
    const logged = loggableError(wrapped);
    expect(logged).toEqual({
      source: 'database',
      code: '23503',
      constraint: 'clients_agent_id_user_id_fk',
      table: 'clients',
      message: 'insert or update on table "clients" violates foreign key constraint',
    });
    expect(JSON.stringify(logged)).not.toMatch(/Kim|kim@/);
  });

  it('drops quoted values from data errors, whose message repeats the bad input', () => {
    const logged = loggableError(
      driverError('22P02', 'invalid input syntax for type uuid: "kim@example.com"'),
    );
    expect(JSON.stringify(logged)).not.toContain('kim@');
  });

  it('keeps only the cause of a query that never reached the database', () => {
    const lost = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    const logged = loggableError(new DrizzleQueryError('select …', ['Kim Client'], lost));
    expect(logged).toEqual({ source: 'query', message: 'Error: read ECONNRESET' });
  });

  it('leaves any other error as it is', () => {
    const plain = new Error('plain');
    expect(loggableError(plain)).toBe(plain);
  });
});
