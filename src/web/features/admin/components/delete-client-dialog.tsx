import { fill, MESSAGES } from '#shared/domain';
import type { Client } from '#shared/schemas/clients';
import { ConfirmDialog } from '#web/components/ui/alert-dialog';
import { toast } from '#web/components/ui/use-toast';
import { useDeleteClient } from '#web/features/clients';
import { errorMessage } from '#web/lib/api';
import { useSingleFlight } from '#web/lib/use-single-flight';

/** Deleting a client for good; open until the server answers, so a second click sends nothing. */
export function DeleteClientDialog({ client, onClose }: { client: Client; onClose: () => void }) {
  const remove = useDeleteClient();
  const flight = useSingleFlight();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={MESSAGES.statusConfirmTitle}
      description={`This permanently deletes ${client.name} with their notes, invoices and history.`}
      confirmLabel="Delete client"
      pending={flight.pending}
      pendingLabel="Deleting..."
      destructive
      onConfirm={() =>
        flight.run(() =>
          remove.mutateAsync(client.id).then(
            () => {
              toast({
                title: MESSAGES.clientDeleted.title,
                description: fill(MESSAGES.clientDeleted.description, { name: client.name }),
              });
              onClose();
            },
            (error: unknown) =>
              toast({ title: 'Delete failed', description: errorMessage(error), variant: 'destructive' }),
          ),
        )
      }
    />
  );
}
