import { useId } from 'react';
import { CLIENT_STATUSES, STATUS_FILTER_ALL, STATUS_INFO } from '#shared/domain';
import type { StatusFilter } from '#shared/schemas/clients';
import { NativeSelect } from '#web/components/ui/native-select';

const STATUS_FILTER_OPTIONS = [
  { value: STATUS_FILTER_ALL, label: 'All Status' },
  ...CLIENT_STATUSES.map((s) => ({ value: s, label: STATUS_INFO[s].label })),
];

type Props = { value: StatusFilter; onChange: (status: StatusFilter) => void; searching: boolean };

/**
 * The agent's status filter. A search looks through every status (spec §5), so while one is
 * active the filter is switched off and says why, instead of looking as if it still applied.
 */
export function StatusFilterSelect({ value, onChange, searching }: Props) {
  const hintId = useId();
  return (
    <div className="grid min-w-0 flex-1 gap-1 sm:w-56 sm:flex-none">
      <NativeSelect
        aria-label="Filter by status"
        aria-describedby={searching ? hintId : undefined}
        value={value}
        onValueChange={(v) => onChange(v as StatusFilter)}
        options={STATUS_FILTER_OPTIONS}
        disabled={searching}
      />
      {searching ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          Search covers all statuses
        </p>
      ) : null}
    </div>
  );
}
