import { useId } from 'react';
import { Link } from 'react-router';
import { Card } from '#web/components/ui/card';
import { Loading } from '#web/components/ui/loading';
import { errorMessage } from '#web/lib/api';
import { clientLocation } from '#web/lib/open-client';
import { useRefusedByUndo } from '../api/get-refused';
import type { ImportJob } from '../api/types';
import { RowTable } from './check-tables';

/** The clients an undo left as they are, each linked to the client list searched to it. */
export function RefusedClients({ job }: { job: ImportJob }) {
  const id = useId();
  const refused = useRefusedByUndo(job.id, job.status === 'reverted' && job.revertRefused > 0);
  if (job.status !== 'reverted' || job.revertRefused === 0) return null;
  const shown = refused.data?.examples.length ?? 0;
  const total = refused.data?.count ?? job.revertRefused;
  return (
    <section aria-labelledby={id} className="grid gap-2" data-testid="import-refused">
      <h2 id={id} className="text-lg font-semibold">
        Clients left as they are
        {total > shown && shown > 0
          ? ` (the first ${shown.toLocaleString()} of ${total.toLocaleString()})`
          : ''}
      </h2>
      {refused.isPending ? (
        <Loading label="Loading the clients left as they are..." />
      ) : refused.error ? (
        <Card role="alert" className="p-4 text-sm text-danger">
          The clients left as they are could not be loaded: {errorMessage(refused.error)}
        </Card>
      ) : (
        <RowTable headings={['Row', 'Client', 'Why']}>
          {refused.data.examples.map((c) => (
            <tr key={c.clientId}>
              <td className="px-3 py-2 tabular-nums">{c.row}</td>
              <td className="px-3 py-2">
                <Link
                  {...clientLocation({ id: c.clientId, email: c.email }, 'admin')}
                  className="font-medium text-link underline-offset-4 hover:underline wrap-anywhere"
                >
                  <span dir="auto">{c.name}</span>
                </Link>
                <span dir="auto" className="block text-xs text-muted-foreground wrap-anywhere">
                  {c.email}
                </span>
              </td>
              <td className="px-3 py-2 wrap-anywhere">{c.message}</td>
            </tr>
          ))}
        </RowTable>
      )}
    </section>
  );
}
