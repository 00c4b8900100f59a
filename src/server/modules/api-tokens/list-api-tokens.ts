import { desc } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { apiTokens } from '#server/db/schema';
import type { ApiTokenList } from '#shared/schemas/api-tokens';
import { selectTokens, toTokenView } from './token-view';

/**
 * GET /api/tokens: every token, newest first, revoked ones included so their last use stays
 * visible. Every admin sees and may revoke every token (docs/decisions/0031).
 */
export async function listApiTokens({ db }: { db: Db }): Promise<ApiTokenList> {
  const rows = await selectTokens(db).orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return { items: rows.map(toTokenView) };
}
