import type { AuditEntryView } from '#shared/schemas/audit';
import { formatDateTime } from '#web/lib/format';
import { actionLabel } from './audit-filters-form';

/** The entry's details as "key: value" pairs, short enough to read in a row. */
function detailText(detail: AuditEntryView['detail']): string {
  if (!detail) return '';
  return Object.entries(detail)
    .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join(', ');
}

/** One audit entry; stacked on phones, in columns from the small breakpoint. */
export function AuditEntryRow({ entry }: { entry: AuditEntryView }) {
  const target = entry.target;
  return (
    <li
      data-testid="audit-entry"
      className="grid gap-1 py-3 text-sm sm:grid-cols-[11rem_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.5fr)] sm:gap-3"
    >
      <span className="text-muted-foreground">{formatDateTime(entry.at)}</span>
      <span className="font-medium">{entry.actorName}</span>
      <span>{actionLabel(entry.action)}</span>
      <span className="min-w-0 text-muted-foreground">
        {target ? (
          <span className="block">
            {target.type}: {target.name ?? target.id}
          </span>
        ) : null}
        {entry.detail ? <span className="block">{detailText(entry.detail)}</span> : null}
      </span>
    </li>
  );
}
