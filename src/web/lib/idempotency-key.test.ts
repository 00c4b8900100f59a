import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIdempotencyKeys, newIdempotencyKey } from './idempotency-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a version 4 UUID, different each time', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(UUID_V4);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('still makes one where randomUUID is missing (plain HTTP on a LAN address)', () => {
    vi.stubGlobal('crypto', {
      getRandomValues: <T extends ArrayBufferView>(array: T) => array,
    });
    expect(newIdempotencyKey()).toBe('00000000-0000-4000-8000-000000000000');
  });
});

describe('createIdempotencyKeys', () => {
  let counter = 0;
  const keys = () => createIdempotencyKeys(() => `key-${++counter}`);

  it('reuses the key for the same body and takes a new one for a changed body', () => {
    const form = keys();
    const first = form.keyFor({ note: 'a', expectedVersion: 1 });
    expect(form.keyFor({ note: 'a', expectedVersion: 1 })).toBe(first);
    const changed = form.keyFor({ note: 'b', expectedVersion: 1 });
    expect(changed).not.toBe(first);
    expect(form.keyFor({ note: 'b', expectedVersion: 1 })).toBe(changed);
  });

  it('takes a new key for the same body after a success', () => {
    const form = keys();
    const first = form.keyFor({ note: 'a' });
    form.reset();
    expect(form.keyFor({ note: 'a' })).not.toBe(first);
  });
});
