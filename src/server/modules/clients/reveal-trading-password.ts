import { recordAudit } from '#server/audit';
import type { SessionUser } from '#server/auth/session';
import type { TradingPassword } from '#shared/schemas/clients';
import { findClientForActor } from './client-access';
import type { ClientDeps } from './deps';
import { tradingPasswordContext } from './trading-password';

/** GET /api/clients/:id/trading-password: owner or admin reads it; every reveal is audited (DESIGN §7). */
export async function revealTradingPassword({
  db,
  secrets,
  actor,
  id,
}: ClientDeps & { actor: SessionUser; id: string }): Promise<TradingPassword> {
  const client = await findClientForActor(db, actor, id);
  await recordAudit(db, {
    actor,
    action: 'reveal_trading_password',
    targetType: 'client',
    targetId: client.id,
  });
  if (!client.tradingAccountPassword) return { password: null };
  // A value that does not open is a key problem, not bad input: let it surface as a logged 500.
  return { password: secrets.decrypt(client.tradingAccountPassword, tradingPasswordContext(client.id)) };
}
