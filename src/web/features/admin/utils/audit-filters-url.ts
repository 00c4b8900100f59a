import { AUDIT_DAY_PATTERN, AUDIT_ID_MAX_LENGTH, isAuditAction } from '#shared/domain';
import type { AuditFilters } from '#shared/schemas/audit';

/**
 * The audit log's filters as the address keeps them (written by `auditQuery`, as the API gets
 * them), so a reload, a shared link or Back shows the same entries. What cannot be a filter is
 * left out; a range the wrong way round is kept, for the server to refuse in its own words.
 */
export function auditFiltersFrom(params: URLSearchParams): AuditFilters {
  const id = (key: string) => {
    const value = params.get(key)?.trim();
    return value && value.length <= AUDIT_ID_MAX_LENGTH ? value : undefined;
  };
  const day = (key: string) => {
    const value = params.get(key);
    return value && AUDIT_DAY_PATTERN.test(value) ? value : undefined;
  };
  const action = params.get('action');
  const filters: AuditFilters = {
    actor: id('actor'),
    action: action && isAuditAction(action) ? action : undefined,
    from: day('from'),
    to: day('to'),
    target: id('target'),
  };
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined));
}
