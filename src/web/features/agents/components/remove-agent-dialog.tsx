import { useId, useState } from 'react';
import { agentDisplayName, MESSAGES } from '#shared/domain';
import type { Agent } from '#shared/schemas/agents';
import { ConfirmDialog } from '#web/components/ui/alert-dialog';
import { FieldError, Label } from '#web/components/ui/label';
import { Select } from '#web/components/ui/select';
import { toast } from '#web/components/ui/use-toast';
import { errorMessage } from '#web/lib/api';
import { useSingleFlight } from '#web/lib/use-single-flight';
import { useRemoveAgent } from '../api/remove-agent';

const UNASSIGN = '__unassign__';

type Props = { agent: Agent; others: { id: string; name: string }[]; onClose: () => void };

/** "1 client", "400 clients". */
const clients = (count: number) => `${count} ${count === 1 ? 'client' : 'clients'}`;

/** What happens to the agent's clients, in words that fit the count. */
function clientsKept(count: number): string {
  if (count === 0) return 'They have no clients.';
  return `Their ${clients(count)} will be kept.`;
}

/** Removing an agent: their clients go to another agent or become unassigned; sessions end. */
export function RemoveAgentDialog({ agent, others, onClose }: Props) {
  const id = useId();
  const remove = useRemoveAgent();
  const flight = useSingleFlight();
  // With clients to place, nothing is chosen at first: one click on Remove must not leave hundreds
  // of clients with nobody, unasked.
  const [target, setTarget] = useState(agent.clientCount > 0 ? '' : UNASSIGN);
  const [unchosen, setUnchosen] = useState(false);
  const name = agentDisplayName({ id: agent.id, name: agent.fullName });
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Remove ${name}?`}
      description={`${name} loses access at once. ${clientsKept(agent.clientCount)}`}
      confirmLabel="Remove agent"
      destructive
      // Open until the answer: a failure (a reassignment conflict) leaves the choice to change.
      pending={flight.pending}
      pendingLabel="Removing..."
      onConfirm={() => {
        if (!target) {
          setUnchosen(true);
          return;
        }
        void flight.run(() =>
          remove.mutateAsync({ id: agent.id, reassignTo: target === UNASSIGN ? null : target }).then(
            () => {
              toast(MESSAGES.agentRemoved);
              onClose();
            },
            (error: unknown) =>
              toast({
                title: MESSAGES.removeAgentFailed.title,
                description: errorMessage(error),
                variant: 'destructive',
              }),
          ),
        );
      }}
    >
      {agent.clientCount > 0 ? (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-target`}>Their clients</Label>
          <Select
            id={`${id}-target`}
            value={target}
            onValueChange={(value) => {
              setTarget(value);
              setUnchosen(false);
            }}
            placeholder="Choose..."
            aria-describedby={unchosen ? `${id}-target-error` : undefined}
            options={[
              { value: UNASSIGN, label: 'Leave unassigned' },
              ...others.map((o) => ({ value: o.id, label: `Reassign to ${o.name}` })),
            ]}
          />
          <FieldError id={`${id}-target-error`}>
            {unchosen ? `Choose what happens to their ${clients(agent.clientCount)}.` : undefined}
          </FieldError>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
