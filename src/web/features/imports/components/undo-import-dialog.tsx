import { ConfirmDialog } from '#web/components/ui/alert-dialog';
import { toast } from '#web/components/ui/use-toast';
import { errorMessage } from '#web/lib/api';
import { useIdempotencyKeys } from '#web/lib/idempotency-key';
import { useSingleFlight } from '#web/lib/use-single-flight';
import { useRevertImport } from '../api/revert-import';
import type { ImportJob } from '../api/types';

type Props = { job: ImportJob; onClose: () => void };

/**
 * Confirms "Undo import". The server leaves the clients changed since the import; the summary lists
 * them once the undo has ended (it may leave more than it foresaw when asked).
 */
export function UndoImportDialog({ job, onClose }: Props) {
  const revert = useRevertImport(job.id);
  const flight = useSingleFlight();
  const keys = useIdempotencyKeys();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Undo this import?"
      description={`The ${job.created.toLocaleString()} clients it created are deleted and the ${job.updated.toLocaleString()} it updated get their earlier values back. Clients changed since the import are left as they are and listed.`}
      confirmLabel="Undo import"
      destructive
      pending={flight.pending}
      pendingLabel="Undoing..."
      onConfirm={() =>
        flight.run(() =>
          revert.mutateAsync(keys.keyFor({ revert: job.id })).then(
            () => {
              keys.reset();
              onClose();
            },
            (error: unknown) =>
              toast({ title: 'Undo refused', description: errorMessage(error), variant: 'destructive' }),
          ),
        )
      }
    />
  );
}
