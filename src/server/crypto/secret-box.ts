import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_HEX = /^[0-9a-fA-F]{64}$/;

/** Encrypts small secrets at rest (trading-account passwords, DESIGN §7). */
export type SecretBox = {
  /** `context` is bound as associated data, so a ciphertext copied to another row fails to open. */
  encrypt(plaintext: string, context: string): string;
  /** Throws when the value was tampered with, belongs to another context or another key. */
  decrypt(stored: string, context: string): string;
};

export class SecretBoxError extends Error {
  override name = 'SecretBoxError';
}

/**
 * AES-256-GCM with a random 96-bit IV per value, stored as `v1:<iv>:<tag>:<ciphertext>` (base64).
 * The version prefix leaves room for key rotation without guessing formats.
 */
export function createSecretBox(keyHex: string): SecretBox {
  if (!KEY_HEX.test(keyHex))
    throw new SecretBoxError('The encryption key must be 64 hexadecimal characters.');
  const key = Buffer.from(keyHex, 'hex');

  return {
    encrypt(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64')))
        .join(':');
    },

    decrypt(stored, context) {
      const [version, iv, tag, data, ...rest] = stored.split(':');
      if (version !== VERSION || iv === undefined || tag === undefined || data === undefined || rest.length) {
        throw new SecretBoxError('Unknown encrypted value format.');
      }
      const ivBytes = Buffer.from(iv, 'base64');
      const tagBytes = Buffer.from(tag, 'base64');
      if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) {
        throw new SecretBoxError('Unknown encrypted value format.');
      }
      try {
        const decipher = createDecipheriv(ALGORITHM, key, ivBytes, { authTagLength: TAG_BYTES });
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(tagBytes);
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        throw new SecretBoxError('The encrypted value cannot be opened with this key.');
      }
    },
  };
}
