import { Badge } from '#web/components/ui/badge';
import { cn } from '#web/lib/cn';
import type { ImportStatus } from '../api/types';

const LOOK: Record<ImportStatus, { label: string; className: string }> = {
  uploaded: { label: 'Not imported', className: 'bg-muted text-soft-foreground' },
  running: {
    label: 'Importing',
    className: 'bg-blue-100 text-blue-800 dark:bg-blue-400/15 dark:text-blue-200',
  },
  completed: {
    label: 'Completed',
    className: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-200',
  },
  failed: { label: 'Failed', className: 'bg-red-100 text-red-800 dark:bg-red-400/15 dark:text-red-200' },
  reverting: {
    label: 'Undoing',
    className: 'bg-orange-100 text-orange-800 dark:bg-orange-400/15 dark:text-orange-200',
  },
  reverted: { label: 'Undone', className: 'bg-muted text-soft-foreground' },
};

export function ImportStatusBadge({ status }: { status: ImportStatus }) {
  return <Badge className={cn('justify-self-start', LOOK[status].className)}>{LOOK[status].label}</Badge>;
}
