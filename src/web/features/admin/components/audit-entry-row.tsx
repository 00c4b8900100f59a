import type { AuditEntryView } from '#shared/schemas/audit';
import { formatDateTime } from '#web/lib/format';
import { actionLabel, detailText, targetGone, targetLabel } from '../utils/audit-text';

/** The columns of an entry from the small breakpoint; on phones an entry is stacked. */
const COLUMNS = 'sm:grid-cols-[11rem_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.5fr)] sm:gap-3';

/** The column names above the entries, for sight only: each entry reads whole on its own. */
export function AuditEntryHeader() {
  return (
    <div
      aria-hidden
      className={`hidden border-b border-border py-2 text-xs font-semibold uppercase text-muted-foreground sm:grid ${COLUMNS}`}
    >
      <span>When</span>
      <span>Who</span>
      <span>Action</span>
      <span>Details</span>
    </div>
  );
}

/**
 * One audit entry. What it acted on is named where the API names it, else shown by its id (which
 * the Target ID filter takes); its details read in words, agents by name (`names`: id → name).
 */
export function AuditEntryRow({
  entry,
  names,
}: {
  entry: AuditEntryView;
  names: ReadonlyMap<string, string>;
}) {
  const target = entry.target;
  return (
    <li data-testid="audit-entry" className={`grid gap-1 py-3 text-sm ${COLUMNS}`}>
      <span className="text-muted-foreground">{formatDateTime(entry.at)}</span>
      <span className="font-medium wrap-anywhere">
        <bdi>{entry.actorName}</bdi>
      </span>
      <span>{actionLabel(entry.action)}</span>
      <span className="min-w-0 wrap-anywhere text-muted-foreground">
        {target ? (
          <span className="block">
            {targetLabel(target.type)}:{' '}
            {target.name ? (
              <bdi className="text-foreground">{target.name}</bdi>
            ) : (
              <>
                <span className="font-mono text-xs">{target.id}</span>
                {targetGone(target) ? ' (no longer exists)' : null}
              </>
            )}
          </span>
        ) : null}
        {entry.detail ? <span className="block">{detailText(entry.detail, names)}</span> : null}
      </span>
    </li>
  );
}
