import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { apiTokens, user } from '#server/db/schema';
import type { ApiToken, ApiTokenKind, ApiTokenScope } from '#shared/schemas/api-tokens';

/** The columns a token is shown with; never the hash. */
export const tokenColumns = {
  id: apiTokens.id,
  name: apiTokens.name,
  kind: apiTokens.kind,
  scopes: apiTokens.scopes,
  prefix: apiTokens.tokenPrefix,
  ratePerMinute: apiTokens.ratePerMinute,
  createdAt: apiTokens.createdAt,
  creatorId: apiTokens.createdBy,
  creatorName: user.name,
  creatorEmail: user.email,
  expiresAt: apiTokens.expiresAt,
  lastUsedAt: apiTokens.lastUsedAt,
  revokedAt: apiTokens.revokedAt,
};

type TokenRow = {
  id: string;
  name: string;
  kind: string;
  scopes: string[];
  prefix: string;
  ratePerMinute: number;
  createdAt: Date;
  creatorId: string;
  creatorName: string;
  creatorEmail: string;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};

/** Tokens with their creator, for `select(tokenColumns)`. */
export function selectTokens(db: Db) {
  return db.select(tokenColumns).from(apiTokens).innerJoin(user, eq(user.id, apiTokens.createdBy));
}

export function toTokenView(row: TokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    // Written only from the shared enums (create-api-token.ts).
    kind: row.kind as ApiTokenKind,
    scopes: row.scopes as ApiTokenScope[],
    prefix: row.prefix,
    ratePerMinute: row.ratePerMinute,
    createdAt: row.createdAt.toISOString(),
    createdBy: { id: row.creatorId, name: row.creatorName || row.creatorEmail },
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}
