import { createHash, randomBytes } from 'node:crypto';

/** Every token starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const TOKEN_PREFIX = 'wea_';
/** How much of a token the list shows: the prefix and six characters of its 256 random bits. */
const SHOWN_LENGTH = TOKEN_PREFIX.length + 6;

/** A new secret: the prefix and 32 random bytes, base64url. */
export function newTokenSecret(): string {
  return TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

/**
 * What is stored and looked up. The secret has 256 bits of entropy, so a plain SHA-256 (no salt,
 * no slow hash) cannot be reversed, and the lookup stays one index probe.
 */
export function hashTokenSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function shownPrefix(secret: string): string {
  return secret.slice(0, SHOWN_LENGTH);
}
