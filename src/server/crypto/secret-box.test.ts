import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSecretBox, SecretBoxError } from './secret-box';

const KEY = '0123456789abcdef'.repeat(4);
const OTHER_KEY = 'fedcba9876543210'.repeat(4);
const box = createSecretBox(KEY);

describe('secret box', () => {
  it('round-trips any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (plain) => {
        expect(box.decrypt(box.encrypt(plain, 'client:1'), 'client:1')).toBe(plain);
      }),
    );
  });

  it('stores v1:iv:tag:ciphertext with a fresh IV each time and no plaintext', () => {
    const a = box.encrypt('hunter2-password', 'client:1');
    const b = box.encrypt('hunter2-password', 'client:1');
    expect(a).toMatch(/^v1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('hunter2');
    expect(Buffer.from(a.split(':')[1] ?? '', 'base64')).toHaveLength(12);
  });

  it('detects a tampered ciphertext, tag or IV', () => {
    const stored = box.encrypt('secret-value', 'client:1');
    const parts = stored.split(':');
    for (const index of [1, 2, 3]) {
      const bytes = Buffer.from(parts[index] ?? '', 'base64');
      bytes[0] = (bytes[0] ?? 0) ^ 1;
      const tampered = parts.map((p, i) => (i === index ? bytes.toString('base64') : p)).join(':');
      expect(() => box.decrypt(tampered, 'client:1')).toThrow(SecretBoxError);
    }
  });

  it('refuses the wrong key and the wrong context', () => {
    const stored = box.encrypt('secret-value', 'client:1');
    expect(() => createSecretBox(OTHER_KEY).decrypt(stored, 'client:1')).toThrow(SecretBoxError);
    expect(() => box.decrypt(stored, 'client:2')).toThrow(SecretBoxError);
  });

  it('refuses malformed values and keys', () => {
    for (const bad of [
      '',
      'plain',
      'v2:a:b:c',
      'v1:a:b',
      'v1:AAAA:AAAA:AAAA',
      `${box.encrypt('x', 'c')}:extra`,
    ]) {
      expect(() => box.decrypt(bad, 'c')).toThrow(SecretBoxError);
    }
    expect(() => createSecretBox('abc')).toThrow(SecretBoxError);
  });
});
