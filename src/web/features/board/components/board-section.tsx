import { Suspense } from 'react';
import { MESSAGES } from '#shared/domain';
import { Button } from '#web/components/ui/button';
import { Loading } from '#web/components/ui/loading';
import type { AgentOption } from '#web/features/clients';
import { errorMessage } from '#web/lib/api';
import { lazyNow } from '#web/lib/lazy-now';
import { useBoardColumns } from '../api/get-board';
import type { BoardFilters } from '../api/query-keys';

// Dragging (dnd-kit) and the virtual lists load beside the columns' request, not before the
// screen's frame and filters can show.
const Board = lazyNow(() => import('./board'), 'Board');

type Props = { filters: BoardFilters; mode: 'agent' | 'admin'; agents?: readonly AgentOption[] };

/** The board under its filters: loading, a failed load with a retry, or the columns. */
export function BoardSection({ filters, mode, agents }: Props) {
  const columns = useBoardColumns(filters);
  if (columns.isPending) return <Loading label="Loading board..." />;
  if (columns.isError && !columns.data) {
    return (
      <div
        role="alert"
        className="grid justify-items-start gap-2 rounded-lg border border-danger-border bg-danger-subtle p-4"
      >
        <p className="font-medium text-danger">{MESSAGES.errorLoadingClients.title}</p>
        <p className="text-sm">{errorMessage(columns.error)}</p>
        <Button variant="outline" size="sm" onClick={() => void columns.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div aria-busy={columns.isFetching} className="flex flex-col gap-3">
      <Suspense fallback={<Loading label="Loading board..." />}>
        <Board columns={columns.data.columns} filters={filters} mode={mode} agents={agents} />
      </Suspense>
    </div>
  );
}
