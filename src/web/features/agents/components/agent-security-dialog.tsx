import { agentDisplayName } from '#shared/domain';
import type { Agent } from '#shared/schemas/agents';
import { ConfirmDialog } from '#web/components/ui/alert-dialog';
import { toast } from '#web/components/ui/use-toast';
import { errorMessage } from '#web/lib/api';
import { useSingleFlight } from '#web/lib/use-single-flight';
import { type AgentSecurityAction, useAgentSecurityAction } from '../api/agent-security';

const WORDING: Record<
  AgentSecurityAction,
  { title: string; description: string; confirm: string; pending: string; done: string }
> = {
  'reset-two-factor': {
    title: 'Reset two-factor sign-in for {name}?',
    description:
      '{name} is signed out everywhere and signs in next time with the password only, then sets two-factor sign-in up again.',
    confirm: 'Reset 2FA',
    pending: 'Resetting...',
    done: 'Two-factor sign-in reset for {name}',
  },
  'end-sessions': {
    title: 'End all sessions of {name}?',
    description: '{name} is signed out on every device and has to sign in again.',
    confirm: 'End sessions',
    pending: 'Ending...',
    done: 'All sessions of {name} ended',
  },
};

type Props = { agent: Agent; action: AgentSecurityAction; onClose: () => void };

/** The admin's confirmation before resetting an agent's 2FA or ending their sessions (issue 13). */
export function AgentSecurityDialog({ agent, action, onClose }: Props) {
  const run = useAgentSecurityAction();
  const flight = useSingleFlight();
  const name = agentDisplayName({ id: agent.id, name: agent.fullName });
  const words = WORDING[action];
  const named = (text: string) => text.replaceAll('{name}', name);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={named(words.title)}
      description={named(words.description)}
      confirmLabel={words.confirm}
      destructive
      pending={flight.pending}
      pendingLabel={words.pending}
      onConfirm={() =>
        flight.run(() =>
          run.mutateAsync({ id: agent.id, action }).then(
            () => {
              toast({ title: named(words.done) });
              onClose();
            },
            (error: unknown) =>
              toast({ title: 'Could not finish', description: errorMessage(error), variant: 'destructive' }),
          ),
        )
      }
    />
  );
}
