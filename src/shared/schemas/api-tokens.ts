/**
 * API tokens (issue 17, docs/decisions/0031): scripts call the documented routes with
 * `Authorization: Bearer <token>` within the scopes an admin gave the token.
 */
import { z } from 'zod';
import { MESSAGES } from '../domain';
import {
  API_TOKEN_KINDS,
  API_TOKEN_MAX_RATE,
  API_TOKEN_NAME_MAX,
  API_TOKEN_SCOPES,
} from '../domain/api-tokens';

export * from '../domain/api-tokens';

const scopeSchema = z.enum(API_TOKEN_SCOPES, { error: MESSAGES.apiTokenScopeUnknown });

export const createApiTokenBodySchema = z.strictObject({
  name: z
    .string({ error: MESSAGES.apiTokenNameRequired })
    .trim()
    .min(1, MESSAGES.apiTokenNameRequired)
    .max(API_TOKEN_NAME_MAX, MESSAGES.apiTokenNameTooLong),
  scopes: z
    .array(scopeSchema, { error: MESSAGES.apiTokenScopesRequired })
    .min(1, MESSAGES.apiTokenScopesRequired)
    .max(API_TOKEN_SCOPES.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, MESSAGES.apiTokenScopesRepeated),
  kind: z.enum(API_TOKEN_KINDS, { error: MESSAGES.apiTokenKindInvalid }).default('personal'),
  /** When the token stops working; absent or null for a token that never expires. */
  expiresAt: z.iso
    .datetime({ offset: true, error: MESSAGES.apiTokenExpiryInvalid })
    .refine((v) => Date.parse(v) > Date.now(), MESSAGES.apiTokenExpiryPast)
    .nullish(),
  /** Requests a minute before 429; 120 when absent. */
  ratePerMinute: z.number().int().min(1).max(API_TOKEN_MAX_RATE).optional(),
});
export type CreateApiTokenBody = z.input<typeof createApiTokenBodySchema>;
/** The body as parsed: `kind` filled in. */
export type CreateApiTokenInput = z.output<typeof createApiTokenBodySchema>;

export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(API_TOKEN_KINDS),
  scopes: z.array(z.enum(API_TOKEN_SCOPES)),
  /** The token's first characters, so a leaked value can be matched to its row. */
  prefix: z.string(),
  ratePerMinute: z.number().int(),
  createdAt: z.iso.datetime(),
  createdBy: z.object({ id: z.string(), name: z.string() }),
  expiresAt: z.iso.datetime().nullable(),
  lastUsedAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** 201 answer: the only time the secret is shown. */
export const createdApiTokenSchema = apiTokenSchema.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

export const apiTokenListSchema = z.object({ items: z.array(apiTokenSchema) });
export type ApiTokenList = z.infer<typeof apiTokenListSchema>;
