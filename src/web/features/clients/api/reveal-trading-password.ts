import type { TradingPassword } from '#shared/schemas/clients';
import { api } from '#web/lib/api';

/** Not cached on purpose: every reveal is a request the server audits. */
export function revealTradingPassword(id: string): Promise<TradingPassword> {
  return api<TradingPassword>(`/api/clients/${encodeURIComponent(id)}/trading-password`);
}
