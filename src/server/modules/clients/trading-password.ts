import { type SecretBox, SecretBoxError } from '#server/crypto/secret-box';
import type { StoredClient } from './client-access';

/** Binds each ciphertext to its client, so a value copied to another row does not open. */
export function tradingPasswordContext(clientId: string): string {
  return `client:${clientId}:trading-account-password`;
}

/** The stored password, or null when there is none or it cannot be opened with the current key. */
export function openStoredPassword(secrets: SecretBox, client: StoredClient): string | null {
  if (!client.tradingAccountPassword) return null;
  try {
    return secrets.decrypt(client.tradingAccountPassword, tradingPasswordContext(client.id));
  } catch (error) {
    if (error instanceof SecretBoxError) return null;
    throw error;
  }
}
