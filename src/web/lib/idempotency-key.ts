import { useState } from 'react';

/**
 * A random UUID (v4). `crypto.randomUUID` exists only in secure contexts (HTTPS or localhost); a
 * server opened over plain HTTP on a LAN address still has `getRandomValues`.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export type IdempotencyKeys = {
  /** The key for sending `body`: the same as last time when the body is the same, else a new one. */
  keyFor(body: unknown): string;
  /** Forget the last key, after a success: the next submission is a new write. */
  reset(): void;
};

/**
 * One `Idempotency-Key` per submission of a form. A retry of the same submission (a double click,
 * Save again after a dropped connection) reuses its key, so the server stores it once; a changed
 * body gets a new key, since the server refuses a key reused for a different request.
 */
export function createIdempotencyKeys(newKey = newIdempotencyKey): IdempotencyKeys {
  let last: { body: string; key: string } | null = null;
  return {
    keyFor(body) {
      const json = JSON.stringify(body);
      if (last?.body !== json) last = { body: json, key: newKey() };
      return last.key;
    },
    reset() {
      last = null;
    },
  };
}

/** The keys of one form, kept for as long as the form is on screen. */
export function useIdempotencyKeys(): IdempotencyKeys {
  return useState(() => createIdempotencyKeys())[0];
}
