/**
 * API token scopes, kinds and limits (issue 17, docs/decisions/0031), without zod, so the admin
 * screen loads none; the schemas in #shared/schemas/api-tokens build on these.
 */
export const API_TOKEN_SCOPES = ['clients:read', 'clients:write', 'reports:read'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** What each scope lets a token do, for the admin screen and the API reference. */
export const API_TOKEN_SCOPE_HELP: Record<ApiTokenScope, string> = {
  'clients:read': 'Read clients, their activity and the pipeline board',
  'clients:write': 'Change, reassign, delete clients and log calls',
  'reports:read': 'Read reports and daily activity',
};

/** personal: acts as the admin who made it; service: admin rights, limited by its scopes. */
export const API_TOKEN_KINDS = ['personal', 'service'] as const;
export type ApiTokenKind = (typeof API_TOKEN_KINDS)[number];

export const API_TOKEN_NAME_MAX = 100;
export const API_TOKEN_DEFAULT_RATE = 120;
export const API_TOKEN_MAX_RATE = 10_000;
