import { Phone } from 'lucide-react';
import { useState } from 'react';
import type { LogCallAnswer } from '#shared/schemas/calls';
import type { Client } from '#shared/schemas/clients';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog';
import { toast } from '#web/components/ui/use-toast';
import { useRetryMinutes } from '../api/get-calling-settings';
import { CallPanel } from './call-panel';
import { FollowUpLine } from './follow-up-line';
import { outcomeLabel } from './outcome-label';

type Props = {
  client: Client;
  /** Which of the queue this call is, e.g. "Lead 3 of 12"; absent outside the Today loop. */
  position?: string;
  submitLabel?: string;
  onLogged?: (answer: LogCallAnswer) => Promise<void> | void;
  onClose: () => void;
};

/** The call panel in a dialog: from a client's card, or lead after lead from the Today queue. */
export function CallDialog({ client, position, submitLabel = 'Save call', onLogged, onClose }: Props) {
  const retryMinutes = useRetryMinutes();
  const [dirty, setDirty] = useState(false);
  const logged = async (answer: LogCallAnswer) => {
    toast({
      title: 'Call logged',
      description: `${client.name}: ${outcomeLabel(answer.call.outcome)}`,
    });
    if (onLogged) await onLogged(answer);
    else onClose();
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl" unsaved={dirty} onDiscard={onClose}>
        <DialogHeader>
          <DialogTitle>Call {client.name}</DialogTitle>
          <DialogDescription className="flex flex-wrap items-center gap-x-3 gap-y-1">
            {position ? <span>{position}</span> : null}
            {client.phone ? (
              <a
                href={`tel:${client.phone.replace(/[^\d+]/g, '')}`}
                className="inline-flex items-center gap-1 font-medium text-foreground hover:underline"
              >
                <Phone className="size-4" aria-hidden />
                {client.phone}
              </a>
            ) : (
              <span>No phone number</span>
            )}
          </DialogDescription>
        </DialogHeader>
        <FollowUpLine nextFollowUpAt={client.nextFollowUpAt} />
        <CallPanel
          key={client.id}
          client={client}
          retryMinutes={retryMinutes}
          submitLabel={submitLabel}
          onLogged={logged}
          onCancel={onClose}
          onDirtyChange={setDirty}
        />
      </DialogContent>
    </Dialog>
  );
}
