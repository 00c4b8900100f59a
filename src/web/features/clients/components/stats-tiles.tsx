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

/**
 * Eight clickable tiles; the active one is highlighted; a click filters by its status (spec §2).
 * On a phone they are one compact row that scrolls sideways, so the clients start near the top.
 */
export function StatsTiles({ stats, active, onSelect }: Props) {
  return (
    <div className="-mx-1 flex gap-2 overflow-x-auto p-1 sm:mx-0 sm:grid sm:grid-cols-4 sm:gap-3 sm:overflow-visible sm:p-0 lg:grid-cols-8">
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
              'flex min-w-28 shrink-0 cursor-pointer flex-col items-start rounded-lg border bg-card px-3 py-2 text-left sm:min-w-0 sm:p-3 shadow-sm transition-colors hover:border-brand-500',
              isActive ? 'border-brand-600 ring-2 ring-brand-500' : 'border-border',
            )}
          >
            <span className="text-xs font-medium text-muted-foreground">{tileLabel(key)}</span>
            <span className="text-xl font-bold sm:text-2xl" data-testid={`stat-${key}`}>
              {stats ? stats[key] : '–'}
            </span>
          </button>
        );
      })}
    </div>
  );
}
