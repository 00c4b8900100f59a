/** Client statuses and the pipeline between them (spec §4). */
export const CLIENT_STATUSES = [
  'new-client',
  'ringing',
  'interested',
  'not-interested',
  'invoice-sent',
  'account-details',
  'pending-activation',
  'closed-client',
] as const;

export type ClientStatus = (typeof CLIENT_STATUSES)[number];

export const INITIAL_STATUS: ClientStatus = 'new-client';

type StatusInfo = { label: string; tileLabel: string | null; badgeClass: string };

/** Labels, statistics-tile labels (null: no tile) and badge colours; the UI reads only this. */
export const STATUS_INFO: Record<ClientStatus, StatusInfo> = {
  'new-client': {
    label: 'New Client',
    tileLabel: 'New',
    badgeClass: 'bg-blue-100 text-blue-800 dark:bg-blue-400/15 dark:text-blue-200',
  },
  ringing: {
    label: 'Ringing',
    tileLabel: 'Ringing',
    badgeClass: 'bg-yellow-100 text-yellow-800 dark:bg-yellow-400/15 dark:text-yellow-200',
  },
  interested: {
    label: 'Interested',
    tileLabel: 'Interested',
    badgeClass: 'bg-green-100 text-green-800 dark:bg-green-400/15 dark:text-green-200',
  },
  'not-interested': {
    label: 'Not Interested',
    tileLabel: null,
    badgeClass: 'bg-red-100 text-red-800 dark:bg-red-400/15 dark:text-red-200',
  },
  'invoice-sent': {
    label: 'Invoice Sent',
    tileLabel: 'Invoice Sent',
    badgeClass: 'bg-purple-100 text-purple-800 dark:bg-purple-400/15 dark:text-purple-200',
  },
  'account-details': {
    label: 'Account Details',
    tileLabel: 'Account Details',
    badgeClass: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-400/15 dark:text-indigo-200',
  },
  'pending-activation': {
    label: 'Pending Activation',
    tileLabel: 'Activation',
    badgeClass: 'bg-orange-100 text-orange-800 dark:bg-orange-400/15 dark:text-orange-200',
  },
  'closed-client': {
    label: 'Closed Client',
    tileLabel: 'Closed',
    badgeClass: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-200',
  },
};

/** Statuses the admin badge knows beyond the pipeline (spec §4); anything else shows UNKNOWN. */
export const LEGACY_BADGES: Record<string, { label: string; badgeClass: string }> = {
  forwarded: {
    label: 'Forwarded',
    badgeClass: 'bg-cyan-100 text-cyan-800 dark:bg-cyan-400/15 dark:text-cyan-200',
  },
};
export const UNKNOWN_BADGE = {
  label: 'UNKNOWN',
  badgeClass: 'bg-gray-100 text-gray-800 dark:bg-gray-400/15 dark:text-gray-200',
};

export function isClientStatus(value: unknown): value is ClientStatus {
  return typeof value === 'string' && (CLIENT_STATUSES as readonly string[]).includes(value);
}

export function statusBadge(status: string): { label: string; badgeClass: string } {
  if (isClientStatus(status)) return STATUS_INFO[status];
  return LEGACY_BADGES[status] ?? UNKNOWN_BADGE;
}

/** Allowed next statuses (spec §4 "Allowed transitions"); not-interested is terminal. */
export const TRANSITIONS: Record<ClientStatus, readonly ClientStatus[]> = {
  'new-client': ['ringing', 'interested', 'not-interested'],
  ringing: ['interested', 'not-interested', 'invoice-sent'],
  interested: ['invoice-sent', 'not-interested'],
  'not-interested': [],
  'invoice-sent': ['account-details', 'closed-client'],
  'account-details': ['pending-activation'],
  'pending-activation': ['closed-client'],
  'closed-client': ['invoice-sent'],
};

/** Staying on the same status is always allowed. */
export function canTransition(from: ClientStatus, to: ClientStatus): boolean {
  return from === to || TRANSITIONS[from].includes(to);
}

/** What the status dropdown offers: the current status, then the allowed next ones. */
export function statusOptions(current: ClientStatus): ClientStatus[] {
  return [current, ...TRANSITIONS[current]];
}

export function isTerminal(status: ClientStatus): boolean {
  return TRANSITIONS[status].length === 0;
}

/** Statuses counted as converted for agent performance (spec §9). */
export const CONVERTED_STATUSES: readonly ClientStatus[] = [
  'interested',
  'invoice-sent',
  'account-details',
  'pending-activation',
  'closed-client',
];

/** Conversion rate in percent to one decimal; 0 when there are no clients (spec §9). */
export function conversionRate(converted: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((converted / total) * 1000) / 10;
}
