import { useEffect, useState } from 'react';
import { Card } from '#web/components/ui/card';
import type { ImportJob } from '../api/types';
import { addSample, formatDuration, rateAndEta, type Sample } from '../utils/job-rate';
import { ProgressBar } from './progress-bar';

/**
 * Step 4: the job's rows done, its rate and the time left, from the polled state. The rate is
 * measured here over the last readings, so a reload starts measuring again.
 */
export function ProgressStep({ job }: { job: ImportJob }) {
  const reverting = job.status === 'reverting';
  // An undo works through the clients the import wrote; the import, through the file's rows.
  const done = reverting ? job.reverted + job.revertRefused : job.rowsDone;
  const total = reverting ? job.created + job.updated : job.rowCount;
  const unit = reverting ? 'clients' : 'rows';
  const [samples, setSamples] = useState<Sample[]>([]);
  useEffect(() => {
    setSamples((kept) => addSample(kept, { at: Date.now(), rowsDone: done }));
  }, [done]);
  // Measured here while the page watches; the server's average since the start after a reload.
  const rate =
    rateAndEta(samples, total) ??
    (!reverting && job.rate
      ? { perSecond: job.rate, secondsLeft: Math.max(0, (total - done) / job.rate) }
      : null);
  const share = total > 0 ? done / total : 0;
  return (
    <Card className="grid gap-4 p-6">
      <h2 className="text-lg font-semibold">{reverting ? 'Undoing the import...' : 'Importing...'}</h2>
      <ProgressBar label={reverting ? 'Undo progress' : 'Import progress'} value={share} />
      <p className="text-sm tabular-nums" data-testid="import-rows-done">
        {done.toLocaleString()} of {total.toLocaleString()} {unit} ({Math.floor(share * 100)}%)
      </p>
      <p className="text-sm text-muted-foreground tabular-nums">
        {rate
          ? `${Math.round(rate.perSecond).toLocaleString()} ${unit}/s · about ${formatDuration(rate.secondsLeft)} left`
          : 'Measuring the speed...'}
      </p>
      <p className="text-sm text-muted-foreground">
        This runs on the server. You can leave this page or reload it; its address brings you back here.
      </p>
    </Card>
  );
}
