import { MESSAGES } from '#shared/domain';
import type { ApiToken } from '#shared/schemas/api-tokens';
import { ConfirmDialog } from '#web/components/ui/alert-dialog';
import { toast } from '#web/components/ui/use-toast';
import { errorMessage } from '#web/lib/api';
import { useSingleFlight } from '#web/lib/use-single-flight';
import { useRevokeApiToken } from '../api/revoke-api-token';

/** Revoking is at once and for good: scripts using the token get 401 from their next request. */
export function RevokeTokenDialog({ token, onClose }: { token: ApiToken; onClose: () => void }) {
  const revoke = useRevokeApiToken();
  const flight = useSingleFlight();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Revoke “${token.name}”?`}
      description="Scripts using this token are refused from their next request. This cannot be undone."
      confirmLabel="Revoke token"
      destructive
      pending={flight.pending}
      pendingLabel="Revoking..."
      onConfirm={() =>
        flight.run(() =>
          revoke.mutateAsync(token.id).then(
            () => {
              toast(MESSAGES.apiTokenRevokedNotice);
              onClose();
            },
            (error: unknown) =>
              toast({ title: 'Token Not Revoked', description: errorMessage(error), variant: 'destructive' }),
          ),
        )
      }
    />
  );
}
