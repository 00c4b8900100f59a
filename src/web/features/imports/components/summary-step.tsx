import { Download, FileUp, Undo2, Users } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { LinkButton } from '#web/components/ui/link-button';
import type { ImportJob } from '../api/types';
import { CountTile } from './count-tile';
import { RefusedClients } from './refused-clients';
import { UndoImportDialog } from './undo-import-dialog';

const HEADINGS: Partial<Record<ImportJob['status'], string>> = {
  completed: 'Import finished',
  failed: 'Import stopped',
  reverted: 'Import undone',
};

/** Step 5: what the import did, its failed rows to download, and "Undo import". */
export function SummaryStep({ job }: { job: ImportJob }) {
  const [undoing, setUndoing] = useState(false);
  const canUndo = job.status === 'completed' || job.status === 'failed';
  return (
    <div className="grid gap-6">
      <Card className="grid gap-2 p-6" aria-live="polite">
        <h2 className="text-lg font-semibold">{HEADINGS[job.status] ?? 'Import'}</h2>
        <p className="text-sm text-muted-foreground">{summaryLine(job)}</p>
        {job.status === 'reverted' ? (
          <p className="text-sm" data-testid="import-revert-line">
            {revertLine(job)}
          </p>
        ) : null}
        {job.error ? (
          <p role="alert" className="text-sm text-danger wrap-anywhere">
            {job.error}
          </p>
        ) : null}
      </Card>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <CountTile label="Created" value={job.created} tone="good" />
        <CountTile label="Updated" value={job.updated} />
        <CountTile label="Skipped" value={job.skipped} />
        <CountTile label="Failed" value={job.failed} tone={job.failed ? 'bad' : undefined} />
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
        <LinkButton to="/admin/clients" icon={Users} variant="outline">
          See the clients
        </LinkButton>
        <LinkButton to="/admin/clients/import" icon={FileUp} variant="outline">
          Import another file
        </LinkButton>
        {job.failed > 0 ? (
          <Button variant="outline" asChild>
            <a href={`/api/imports/${encodeURIComponent(job.id)}/failed.csv`} download>
              <Download aria-hidden />
              Download failed rows (CSV)
            </a>
          </Button>
        ) : null}
        {canUndo ? (
          <Button variant="destructive" onClick={() => setUndoing(true)}>
            <Undo2 aria-hidden />
            Undo import
          </Button>
        ) : null}
      </div>
      <RefusedClients job={job} />
      {undoing ? <UndoImportDialog job={job} onClose={() => setUndoing(false)} /> : null}
    </div>
  );
}

function summaryLine(job: ImportJob): string {
  const rows = `${job.rowsDone.toLocaleString()} of ${job.rowCount.toLocaleString()} rows processed.`;
  if (job.status === 'failed') return `${rows} What was written can still be undone.`;
  return rows;
}

/** What the undo did: clients removed or restored, and those left because they changed since. */
function revertLine(job: ImportJob): string {
  const done = `${job.reverted.toLocaleString()} ${job.reverted === 1 ? 'client' : 'clients'} removed or restored`;
  if (job.revertRefused === 0) return `${done}.`;
  return `${done}; ${job.revertRefused.toLocaleString()} left as they are because they changed after the import.`;
}
