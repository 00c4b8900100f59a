import type { ClientStatus } from '#shared/domain';
import { STATUS_INFO } from '#shared/domain';
import type { Client } from '#shared/schemas/clients';
import { Button } from '#web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog';
import { allowedMoves, statusLabel } from './move-rules';

type Props = { client: Client; onChoose: (status: ClientStatus) => void; onClose: () => void };

/** "Move to…" (the `M` key on a card): only the statuses allowed after the card's own. */
export function MoveToDialog({ client, onChoose, onClose }: Props) {
  const choices = allowedMoves(client.status);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Move to…</DialogTitle>
          <DialogDescription>
            {choices.length > 0
              ? `Where ${client.name} goes from ${statusLabel(client.status)}.`
              : `No status can follow ${statusLabel(client.status)}.`}
          </DialogDescription>
        </DialogHeader>
        {choices.length > 0 ? (
          <ul aria-label="Allowed statuses" className="grid gap-2">
            {choices.map((status) => (
              <li key={status}>
                <Button variant="outline" className="w-full justify-start" onClick={() => onChoose(status)}>
                  {STATUS_INFO[status].label}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        <Button variant="ghost" className="justify-self-end" onClick={onClose}>
          Cancel
        </Button>
      </DialogContent>
    </Dialog>
  );
}
