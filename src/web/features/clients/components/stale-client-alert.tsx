import { MESSAGES } from '#shared/domain';
import type { Client } from '#shared/schemas/clients';
import { Button } from '#web/components/ui/button';
import { toast } from '#web/components/ui/use-toast';
import { errorMessage } from '#web/lib/api';
import { useSingleFlight } from '#web/lib/use-single-flight';
import { useReloadClient } from '../api/get-client';

type Props = { clientId: string; onReloaded: (latest: Client) => void };

/** Someone else saved the client first (409): Reload takes their version into the open dialog. */
export function StaleClientAlert({ clientId, onReloaded }: Props) {
  const reload = useReloadClient();
  const flight = useSingleFlight();
  const run = () =>
    flight.run(() =>
      reload(clientId).then(onReloaded, (error: unknown) =>
        toast({
          title: MESSAGES.errorLoadingClients.title,
          description: errorMessage(error),
          variant: 'destructive',
        }),
      ),
    );
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-400/40 dark:bg-amber-400/10 dark:text-amber-100"
    >
      <p>{MESSAGES.staleClient}</p>
      <Button type="button" size="sm" variant="outline" disabled={flight.pending} onClick={run}>
        {flight.pending ? 'Reloading...' : 'Reload'}
      </Button>
    </div>
  );
}
