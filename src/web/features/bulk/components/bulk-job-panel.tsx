import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { BatchJob } from '#shared/schemas/bulk';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { errorMessage } from '#web/lib/api';
import { useBatchJob } from '../api/get-batch-job';

const ACTION_LABELS: Record<string, string> = {
  'clients.reassign': 'Reassigning clients',
  'clients.status': 'Changing status',
  'clients.note': 'Adding a note',
  'clients.delete': 'Deleting clients',
};

const n = (v: number) => v.toLocaleString();

function timeLeft(seconds: number | null): string {
  if (seconds === null) return 'estimating time left';
  if (seconds < 60) return `about ${seconds} s left`;
  return `about ${Math.ceil(seconds / 60)} min left`;
}

function Progress({ job }: { job: BatchJob }) {
  const percent = job.total > 0 ? Math.floor((job.done / job.total) * 100) : 0;
  return (
    <div className="grid gap-2">
      <div
        role="progressbar"
        aria-label="Bulk action progress"
        aria-valuemin={0}
        aria-valuemax={job.total}
        aria-valuenow={job.done}
        aria-valuetext={`${n(job.done)} of ${n(job.total)}`}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-muted-foreground">
        {n(job.done)} of {n(job.total)} done
        {job.status === 'queued' ? ' · waiting to start' : null}
        {job.status === 'running' && job.rate
          ? ` · ${n(job.rate)} clients/s · ${timeLeft(job.secondsLeft)}`
          : null}
      </p>
    </div>
  );
}

function Summary({ job }: { job: BatchJob }) {
  return (
    <div className="grid gap-2 text-sm">
      <p data-testid="bulk-summary">
        <strong>{n(job.changed)}</strong> {job.kind === 'clients.delete' ? 'deleted' : 'changed'} ·{' '}
        <strong>{n(job.skipped)}</strong> skipped · <strong>{n(job.failed)}</strong> failed
      </p>
      {job.skippedReasons.length > 0 ? (
        <ul className="grid gap-1" aria-label="Why clients were skipped">
          {job.skippedReasons.map((r) => (
            <li key={r.reason}>
              {n(r.count)} × {r.message}
            </li>
          ))}
        </ul>
      ) : null}
      {job.examples.length > 0 ? (
        <details>
          <summary className="cursor-pointer text-link">First clients skipped</summary>
          <ul className="mt-1 grid gap-1 text-muted-foreground">
            {job.examples.map((e) => (
              <li key={e.clientId} className="wrap-anywhere">
                <span dir="auto">{e.name ?? 'A deleted client'}</span>: {e.message}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {job.error ? <p className="text-danger">{job.error}</p> : null}
    </div>
  );
}

type PanelProps = {
  jobId: string;
  onDismiss: () => void;
  /** Just started here: the keyboard moves to the panel, as the dialog that started it closed. */
  focus?: boolean;
};

/** A batch job's progress bar while it runs and its summary once it ends. */
export function BulkJobPanel({ jobId, onDismiss, focus = false }: PanelProps) {
  const query = useBatchJob(jobId);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  const job = query.data;
  const running = !job || job.status === 'queued' || job.status === 'running';
  const title = job ? (ACTION_LABELS[job.kind] ?? 'Bulk action') : 'Bulk action';
  return (
    <Card className="grid gap-3 p-4" aria-live="polite" data-testid="bulk-job">
      <div className="flex items-start justify-between gap-2">
        <h2 ref={heading} tabIndex={-1} className="font-semibold outline-none">
          {title}
          {job?.status === 'completed' ? ': done' : job?.status === 'failed' ? ': stopped' : null}
        </h2>
        {!running || query.error ? (
          <Button variant="ghost" size="icon" aria-label="Dismiss" onClick={onDismiss}>
            <X aria-hidden />
          </Button>
        ) : null}
      </div>
      {query.error ? (
        <p className="text-sm text-danger">{errorMessage(query.error)}</p>
      ) : !job ? (
        <p className="text-sm text-muted-foreground">Loading...</p>
      ) : (
        <>
          <Progress job={job} />
          {running ? null : <Summary job={job} />}
        </>
      )}
    </Card>
  );
}
