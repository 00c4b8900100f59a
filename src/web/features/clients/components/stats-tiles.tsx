import { STATS_KEY_STATUS, STATS_KEYS, STATUS_FILTER_ALL, STATUS_INFO, type StatsKey } from '#shared/domain';
import type { ClientStats, StatusFilter } from '#shared/schemas/clients';
import { cn } from '#web/lib/cn';

function tileLabel(key: StatsKey): string {
  const status = STATS_KEY_STATUS[key];
  return status ? (STATUS_INFO[status].tileLabel ?? STATUS_INFO[status].label) : 'Total Clients';
}

type Props = {
  stats: ClientStats | undefined;
  active: StatusFilter;
  onSelect: (status: StatusFilter) => void;
};

/** Eight clickable tiles; the active one is highlighted; a click filters by its status (spec §2). */
export function StatsTiles({ stats, active, onSelect }: Props) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-8">
      {STATS_KEYS.map((key) => {
        const status = STATS_KEY_STATUS[key] ?? STATUS_FILTER_ALL;
        const isActive = active === status;
        return (
          <button
            key={key}
            type="button"
            aria-pressed={isActive}
            onClick={() => onSelect(status)}
            className={cn(
              'flex cursor-pointer flex-col items-start rounded-lg border bg-card p-3 text-left shadow-sm transition-colors hover:border-brand-500',
              isActive ? 'border-brand-600 ring-2 ring-brand-500' : 'border-border',
            )}
          >
            <span className="text-xs font-medium text-muted-foreground">{tileLabel(key)}</span>
            <span className="text-2xl font-bold" data-testid={`stat-${key}`}>
              {stats ? stats[key] : '–'}
            </span>
          </button>
        );
      })}
    </div>
  );
}
