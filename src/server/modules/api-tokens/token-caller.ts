import { eq, sql } from 'drizzle-orm';
import { roleOf, type SessionUser } from '#server/auth/session';
import type { Db } from '#server/db/client';
import { rowsOf } from '#server/db/raw-rows';
import { apiTokens, user } from '#server/db/schema';
import { AppError } from '#server/errors';
import { fill, MESSAGES } from '#shared/domain';
import type { ApiTokenScope } from '#shared/schemas/api-tokens';
import { hashTokenSecret } from './token-secret';

/** A token named by a request, with the user it acts for. */
export type FoundToken = {
  id: string;
  name: string;
  kind: string;
  scopes: string[];
  ratePerMinute: number;
  expiresAt: Date | null;
  revokedAt: Date | null;
  creator: { id: string; email: string; name: string; role: string | null };
};

function prepareLookup(db: Db) {
  return db
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      kind: apiTokens.kind,
      scopes: apiTokens.scopes,
      ratePerMinute: apiTokens.ratePerMinute,
      expiresAt: apiTokens.expiresAt,
      revokedAt: apiTokens.revokedAt,
      creator: { id: user.id, email: user.email, name: user.name, role: user.role },
    })
    .from(apiTokens)
    .innerJoin(user, eq(user.id, apiTokens.createdBy))
    .where(eq(apiTokens.tokenHash, sql.placeholder('hash')))
    .limit(1)
    .prepare('api_token_by_hash');
}

const lookups = new WeakMap<Db, ReturnType<typeof prepareLookup>>();

/**
 * The token whose secret this is, read on every request: nothing is cached, so a revocation or
 * a change of the creator's role holds from the next request on every instance.
 */
export async function findToken(db: Db, secret: string): Promise<FoundToken | null> {
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = prepareLookup(db);
    lookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ hash: hashTokenSecret(secret) });
  return row ?? null;
}

/**
 * Who the token acts as (docs/decisions/0031): a personal token as its creator with the
 * creator's present role; a service token with admin rights, while its creator is still an
 * admin. Both are limited to their scopes. Throws the 401/403 a script should see.
 */
export function tokenActor(found: FoundToken, scope: ApiTokenScope | undefined, now: number): SessionUser {
  if (found.revokedAt) throw new AppError(401, 'token_revoked', MESSAGES.apiTokenRevoked);
  if (found.expiresAt && found.expiresAt.getTime() <= now) {
    throw new AppError(401, 'token_expired', MESSAGES.apiTokenExpired);
  }
  if (!scope) throw new AppError(403, 'token_not_allowed', MESSAGES.apiTokenNotAllowed);
  if (!found.scopes.includes(scope)) {
    throw new AppError(403, 'token_scope', fill(MESSAGES.apiTokenScopeMissing, { scope }));
  }
  const role = roleOf(found.creator.role);
  if (found.kind === 'service' && role !== 'admin') {
    throw new AppError(403, 'forbidden', MESSAGES.forbidden);
  }
  return {
    id: found.creator.id,
    email: found.creator.email,
    fullName: found.creator.name,
    role,
    // No session: the routes open to tokens never read these (route-scopes.ts).
    sessionId: `api-token:${found.id}`,
    sessionToken: '',
  };
}

/** This request's place in the token's current minute, and the seconds until the next one. */
export type WindowCount = { requests: number; retryAfterSeconds: number };

/**
 * Counts a request in the token's fixed one-minute window (one row per token and minute, on
 * the database's clock so every instance shares it), drops its older windows, and notes the
 * token's last use, in one statement.
 */
export async function countTokenRequest(db: Db, tokenId: string): Promise<WindowCount> {
  const [row] = await rowsOf<{ requests: number; retry_after: number }>(
    db,
    sql`with pruned as (
        delete from api_token_windows
        where token_id = ${tokenId} and window_start < date_trunc('minute', now())
      ), used as (
        update api_tokens set last_used_at = now() where id = ${tokenId}
      )
      insert into api_token_windows (token_id, window_start, requests)
      values (${tokenId}, date_trunc('minute', now()), 1)
      on conflict (token_id, window_start) do update set requests = api_token_windows.requests + 1
      returning requests,
        greatest(1, ceil(extract(epoch from (window_start + interval '1 minute' - now()))))::int
          as retry_after`,
    { prepared: true },
  );
  if (!row) throw new Error('token window upsert returned no row');
  return { requests: Number(row.requests), retryAfterSeconds: Number(row.retry_after) };
}
