import { isClientStatus, STATUS_INFO } from '#shared/domain';
import { formatDateTime } from '#web/lib/format';

/** A moment as the API writes it (`2027-02-26T20:30:09.665Z`). */
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** snake_case action names in words: `reveal_trading_password` → "Reveal trading password". */
export function actionLabel(action: string): string {
  const words = action.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const TARGET_LABELS: Record<string, string> = {
  api_token: 'API token',
  batch_job: 'Bulk job',
  client: 'Client',
  import: 'Import',
  intake_form: 'Intake form',
  invitation: 'Invitation',
  settings: 'Settings',
  user: 'User',
  webhook: 'Webhook',
};

/** The kinds the audit API names as they are now (audit-rows.ts): for these, no name means gone. */
const NAMED_TARGETS = new Set(['client', 'user', 'invitation']);

/** Whether an entry's target without a name has been deleted, rather than being of a kind never named. */
export function targetGone(target: { type: string; name: string | null }): boolean {
  return target.name === null && NAMED_TARGETS.has(target.type);
}

/** What kind of thing an entry acted on, in words. */
export function targetLabel(type: string): string {
  return TARGET_LABELS[type] ?? actionLabel(type);
}

/** A detail's key in words: `reassignTo` → "reassign to", `agentId` → "agent". */
function keyLabel(key: string): string {
  return key
    .replace(/Id$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
}

/**
 * A detail's value as a person reads it: an agent's id as their name, a status as its label, a
 * moment as the screen's other dates, yes / no, "none" for nothing, lists joined, a group of values in brackets.
 */
function valueText(value: unknown, names: ReadonlyMap<string, string>): string {
  if (value === null || value === undefined) return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return value.toLocaleString();
  if (typeof value === 'string') {
    if (ISO_MOMENT.test(value)) return formatDateTime(value);
    return names.get(value) ?? (isClientStatus(value) ? STATUS_INFO[value].label : value);
  }
  if (Array.isArray(value)) return value.length ? value.map((v) => valueText(v, names)).join(', ') : 'none';
  const inner = detailText(value as Record<string, unknown>, names);
  return inner ? `(${inner})` : 'none';
}

/** An entry's details as "key: value" pairs, short enough to read in a row. */
export function detailText(
  detail: Record<string, unknown> | null,
  names: ReadonlyMap<string, string>,
): string {
  if (!detail) return '';
  return Object.entries(detail)
    .map(([key, value]) => `${keyLabel(key)}: ${valueText(value, names)}`)
    .join(', ');
}
