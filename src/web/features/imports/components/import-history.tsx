import { Link } from 'react-router';
import { Card } from '#web/components/ui/card';
import { Loading } from '#web/components/ui/loading';
import { errorMessage } from '#web/lib/api';
import { formatDateTime } from '#web/lib/format';
import { useImportHistory } from '../api/get-imports';
import type { ImportJob } from '../api/types';
import { ImportStatusBadge } from './import-status-badge';

const counts = (job: ImportJob) =>
  `${job.created.toLocaleString()} created · ${job.updated.toLocaleString()} updated · ${job.skipped.toLocaleString()} skipped · ${job.failed.toLocaleString()} failed${
    job.revertRefused > 0 ? ` · ${job.revertRefused.toLocaleString()} left by the undo` : ''
  }`;

/** Earlier imports, newest first: each opens its own page (its progress or its summary). */
export function ImportHistory() {
  const history = useImportHistory();
  return (
    <section aria-labelledby="import-history-title" className="grid gap-3">
      <h2 id="import-history-title" className="text-lg font-semibold">
        Earlier imports
      </h2>
      {history.isPending ? (
        <Loading label="Loading imports..." />
      ) : history.error ? (
        <Card role="alert" className="p-6 text-sm text-danger">
          Imports could not be loaded: {errorMessage(history.error)}
        </Card>
      ) : history.data.items.length === 0 ? (
        <Card className="p-6 text-center text-sm text-muted-foreground">No imports yet.</Card>
      ) : (
        <ul className="grid gap-2" data-testid="import-history">
          {history.data.items.map((job) => (
            <li key={job.id}>
              <Card className="grid gap-1 p-4 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-4">
                <div className="grid min-w-0 gap-1">
                  <Link
                    to={`/admin/clients/import/${job.id}`}
                    className="font-medium text-link underline-offset-4 hover:underline wrap-anywhere"
                  >
                    <span dir="auto">{job.fileName || 'Untitled file'}</span>
                  </Link>
                  <p className="text-sm text-muted-foreground">
                    {job.rowCount.toLocaleString()} rows · {counts(job)}
                  </p>
                  <p className="text-xs text-muted-foreground wrap-anywhere">
                    {formatDateTime(job.createdAt)}
                    {job.createdByEmail ? ` · by ${job.createdByEmail}` : ''}
                  </p>
                </div>
                <ImportStatusBadge status={job.status} />
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
