import { Badge, type BadgeTone } from '#web/components/ui/badge';
import type { ImportStatus } from '../api/types';

const LOOK: Record<ImportStatus, { label: string; tone: BadgeTone }> = {
  uploaded: { label: 'Not imported', tone: 'neutral' },
  running: { label: 'Importing', tone: 'info' },
  completed: { label: 'Completed', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  reverting: { label: 'Undoing', tone: 'busy' },
  reverted: { label: 'Undone', tone: 'neutral' },
};

export function ImportStatusBadge({ status }: { status: ImportStatus }) {
  return (
    <Badge tone={LOOK[status].tone} className="justify-self-start">
      {LOOK[status].label}
    </Badge>
  );
}
