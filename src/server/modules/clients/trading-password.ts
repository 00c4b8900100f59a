import { recordAudit } from '#server/audit';
import type { SessionUser } from '#server/auth/session';
import { SecretBoxError } from '#server/crypto/secret-box';
import type { TradingPassword } from '#shared/schemas/clients';
import { findClientForActor, type StoredClient } from './client-access';
import type { ClientDeps } from './deps';

/** Binds each ciphertext to its client, so a value copied to another row does not open. */
export function tradingPasswordContext(clientId: string): string {
  return `client:${clientId}:trading-account-password`;
}

/** The stored password, or null when there is none or it cannot be opened with the current key. */
export function openStoredPassword(deps: ClientDeps, client: StoredClient): string | null {
  if (!client.tradingAccountPassword) return null;
  try {
    return deps.secrets.decrypt(client.tradingAccountPassword, tradingPasswordContext(client.id));
  } catch (error) {
    if (error instanceof SecretBoxError) return null;
    throw error;
  }
}

/** Owner or admin reads the password; every reveal is audited (DESIGN §7). */
export async function revealTradingPassword(
  deps: ClientDeps,
  actor: SessionUser,
  id: string,
): Promise<TradingPassword> {
  const client = await findClientForActor(deps.db, actor, id);
  await recordAudit(deps.db, {
    actor,
    action: 'reveal_trading_password',
    targetType: 'client',
    targetId: client.id,
  });
  if (!client.tradingAccountPassword) return { password: null };
  // A value that does not open is a key problem, not bad input: let it surface as a logged 500.
  return { password: deps.secrets.decrypt(client.tradingAccountPassword, tradingPasswordContext(client.id)) };
}
