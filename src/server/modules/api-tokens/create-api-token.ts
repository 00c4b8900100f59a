import { recordAudit } from '#server/audit';
import type { SessionUser } from '#server/auth/session';
import type { Db } from '#server/db/client';
import { apiTokens } from '#server/db/schema';
import {
  API_TOKEN_DEFAULT_RATE,
  type CreateApiTokenInput,
  type CreatedApiToken,
} from '#shared/schemas/api-tokens';
import { hashTokenSecret, newTokenSecret, shownPrefix } from './token-secret';

/** POST /api/tokens: a new token; its secret is in this answer and nowhere else. */
export async function createApiToken({
  db,
  admin,
  body,
}: {
  db: Db;
  admin: SessionUser;
  body: CreateApiTokenInput;
}): Promise<CreatedApiToken> {
  const secret = newTokenSecret();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiTokens)
      .values({
        name: body.name,
        kind: body.kind,
        scopes: body.scopes,
        tokenHash: hashTokenSecret(secret),
        tokenPrefix: shownPrefix(secret),
        ratePerMinute: body.ratePerMinute ?? API_TOKEN_DEFAULT_RATE,
        createdBy: admin.id,
        expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
      })
      .returning();
    if (!row) throw new Error('token insert returned no row');
    await recordAudit(tx, {
      actor: admin,
      action: 'create_api_token',
      targetType: 'api_token',
      targetId: row.id,
      details: { name: row.name, kind: row.kind, scopes: row.scopes, expiresAt: body.expiresAt ?? null },
    });
    return {
      id: row.id,
      name: row.name,
      kind: body.kind,
      scopes: body.scopes,
      prefix: row.tokenPrefix,
      ratePerMinute: row.ratePerMinute,
      createdAt: row.createdAt.toISOString(),
      createdBy: { id: admin.id, name: admin.fullName || admin.email },
      expiresAt: row.expiresAt?.toISOString() ?? null,
      lastUsedAt: null,
      revokedAt: null,
      token: secret,
    };
  });
}
