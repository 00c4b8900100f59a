import type { ClientStatus } from './statuses';

/** Clients per page, agent dashboard and admin list alike (spec §9). */
export const PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/** The longest search the client lists take; the search boxes stop there. */
export const SEARCH_MAX_LENGTH = 200;

/** Passwords: 8 to 128 characters (the spec's 6 raised to 8, docs/decisions/0002). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const NOTIFICATION_DURATION_MS = 5000;

export const CSV_FILE_NAME = 'clients_export.csv';
export const CSV_COLUMNS = ['Name', 'Email', 'Phone', 'Country', 'Status', 'Agent', 'Date Added'] as const;

export const NEWS_PREVIEW_LENGTH = 150;

/** Keys of the statistics object (spec §3), in tile order, with the status each one counts. */
export const STATS_KEYS = [
  'total',
  'newClients',
  'ringing',
  'interested',
  'invoice-sent',
  'account-details',
  'pending-activation',
  'closed-client',
] as const;
export type StatsKey = (typeof STATS_KEYS)[number];

export const STATS_KEY_STATUS: Record<StatsKey, ClientStatus | null> = {
  total: null,
  newClients: 'new-client',
  ringing: 'ringing',
  interested: 'interested',
  'invoice-sent': 'invoice-sent',
  'account-details': 'account-details',
  'pending-activation': 'pending-activation',
  'closed-client': 'closed-client',
};

/** Status filter keys (spec §3); 'all' means no status filter. */
export const STATUS_FILTER_ALL = 'all';

/** `agentId` filter value that selects clients without an owner (admin list and export). */
export const UNASSIGNED_AGENT_FILTER = 'unassigned';

/** Display name of an agent without a full name (spec §9). */
export function agentDisplayName(agent: { id: string; name: string | null | undefined }): string {
  const name = agent.name?.trim();
  return name ? name : `Agent ${agent.id.slice(0, 6)}`;
}
