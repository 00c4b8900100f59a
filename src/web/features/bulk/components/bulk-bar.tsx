import { Suspense, useState } from 'react';
import type { BulkActionType } from '#shared/schemas/bulk';
import { Button } from '#web/components/ui/button';
import { lazyNow } from '#web/lib/lazy-now';
import type { BulkFilterInput } from '../api/bulk-target';
import type { SelectionControls } from '../hooks/use-selection';

type Props = {
  controls: SelectionControls;
  /** Every client matching the list's filters. */
  total: number;
  pageCount: number;
  filter: BulkFilterInput;
  agents: { id: string; name: string }[];
  onStarted: (jobId: string) => void;
};

// The dialog's request schema brings zod: fetched with the screen, not in its first load.
const BulkActionDialog = lazyNow(() => import('./bulk-action-dialog'), 'BulkActionDialog');

const ACTIONS: { type: BulkActionType; label: string }[] = [
  { type: 'reassign', label: 'Reassign' },
  { type: 'status', label: 'Change status' },
  { type: 'note', label: 'Add note' },
  { type: 'delete', label: 'Delete' },
];

/**
 * While the bar sticks to the top of the window, the page scrolls what takes focus below it, not
 * under it: the root's scroll padding follows the bar's height (a React 19 ref with a cleanup).
 */
function keepFocusBelow(bar: HTMLElement | null) {
  if (!bar) return;
  const root = document.documentElement;
  const padBelow = () => {
    root.style.scrollPaddingTop = `${bar.offsetHeight + 16}px`;
  };
  padBelow();
  const observer = new ResizeObserver(padBelow);
  observer.observe(bar);
  return () => {
    observer.disconnect();
    root.style.scrollPaddingTop = '';
  };
}

const clients = (n: number) => `${n.toLocaleString()} ${n === 1 ? 'client' : 'clients'}`;

/** What is selected and what can be done with it; shown while anything is selected. */
export function BulkBar({ controls, total, pageCount, filter, agents, onStarted }: Props) {
  const [action, setAction] = useState<BulkActionType | null>(null);
  const { selection } = controls;
  const count = selection.kind === 'all' ? total : selection.ids.size;
  if (count === 0) return null;
  const target = selection.kind === 'all' ? { filter } : { ids: [...selection.ids] };
  return (
    <section
      ref={keepFocusBelow}
      aria-label="Bulk actions"
      className="sticky top-2 z-20 flex flex-wrap items-center gap-2 rounded-lg border border-border bg-card p-3 shadow-md"
    >
      <p className="mr-auto text-sm font-medium" aria-live="polite">
        {selection.kind === 'all'
          ? `All ${clients(count)} matching these filters`
          : `${clients(count)} selected`}
      </p>
      {selection.kind === 'ids' && pageCount > 1 && total > count ? (
        <Button variant="link" size="sm" onClick={controls.selectAllMatching}>
          Select all {clients(total)} matching these filters
        </Button>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {ACTIONS.map((a) => (
          <Button
            key={a.type}
            size="sm"
            variant={a.type === 'delete' ? 'destructive' : 'outline'}
            onClick={() => setAction(a.type)}
          >
            {a.label}
          </Button>
        ))}
        <Button size="sm" variant="ghost" onClick={controls.clear}>
          Clear selection
        </Button>
      </div>
      {action ? (
        <Suspense fallback={null}>
          <BulkActionDialog
            type={action}
            count={count}
            target={target}
            agents={agents}
            onClose={() => setAction(null)}
            onStarted={(jobId) => {
              setAction(null);
              controls.clear();
              onStarted(jobId);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
