import { AUDIT_ACTIONS, type AuditAction } from '#shared/domain';
import type { AuditFilters } from '#shared/schemas/audit';
import { toQueryString } from '#web/lib/query-string';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID_MAX_LENGTH = 100;

const isAction = (value: string): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value);

/**
 * The audit log's filters as the address keeps them, so a reload, a shared link or Back shows the
 * same entries. What cannot be a filter is left out; a range the wrong way round is kept, for
 * the server to refuse in its own words.
 */
export function auditFiltersFrom(params: URLSearchParams): AuditFilters {
  const id = (key: string) => {
    const value = params.get(key)?.trim();
    return value && value.length <= ID_MAX_LENGTH ? value : undefined;
  };
  const day = (key: string) => {
    const value = params.get(key);
    return value && DAY.test(value) ? value : undefined;
  };
  const action = params.get('action');
  const filters: AuditFilters = {
    actor: id('actor'),
    action: action && isAction(action) ? action : undefined,
    from: day('from'),
    to: day('to'),
    target: id('target'),
  };
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined));
}

/** The address's query for a set of filters (empty when none is set). */
export function auditSearchOf(filters: AuditFilters): string {
  return toQueryString({ ...filters });
}
