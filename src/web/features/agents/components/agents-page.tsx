import { Suspense, useState } from 'react';
import { agentDisplayName, MESSAGES } from '#shared/domain';
import type { Agent } from '#shared/schemas/agents';
import { ConfirmDialog } from '#web/components/ui/alert-dialog';
import { Card } from '#web/components/ui/card';
import { Loading } from '#web/components/ui/loading';
import { toast } from '#web/components/ui/use-toast';
import { AdminSubpageLayout } from '#web/features/layout';
import { errorMessage } from '#web/lib/api';
import { lazyNow } from '#web/lib/lazy-now';
import { useErrorToast } from '#web/lib/use-error-toast';
import type { AgentSecurityAction } from '../api/agent-security';
import { useAgents } from '../api/get-agents';
import { useResendInvitation } from '../api/resend-invitation';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { toastInvitationSent } from '../utils/invitation-toast';
import { AgentCard } from './agent-card';
import { InviteLink } from './invite-link';

// The form and dialogs carry react-hook-form, zod and Radix Select: fetched with the page, not in
// its first load (issue 18).
const InviteAgentForm = lazyNow(() => import('./invite-agent-form'), 'InviteAgentForm');
const EditAgentDialog = lazyNow(() => import('./edit-agent-dialog'), 'EditAgentDialog');
const AgentSecurityDialog = lazyNow(() => import('./agent-security-dialog'), 'AgentSecurityDialog');
const RemoveAgentDialog = lazyNow(() => import('./remove-agent-dialog'), 'RemoveAgentDialog');

/** /admin/agents: invite, edit and remove agents (spec §2 Agent management). */
export function AgentsPage() {
  const agents = useAgents();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [editing, setEditing] = useState<Agent | null>(null);
  const [removing, setRemoving] = useState<Agent | null>(null);
  const [securing, setSecuring] = useState<{ agent: Agent; action: AgentSecurityAction } | null>(null);
  /** The invitation whose revoking waits for a yes: it cannot be undone, only sent again. */
  const [revoking, setRevoking] = useState<Agent | null>(null);
  const [resentLink, setResentLink] = useState<{ email: string; url: string } | null>(null);

  useErrorToast(agents.error, MESSAGES.errorFetchingAgents.title);

  const items = agents.data?.items ?? [];
  const active = items.filter((a) => a.status === 'active');
  const fail = (error: unknown) =>
    toast({
      title: MESSAGES.invitationFailed.title,
      description: errorMessage(error),
      variant: 'destructive',
    });

  return (
    <AdminSubpageLayout
      title="Agent Management"
      description="Invite agents, update their details and remove access."
    >
      <Suspense fallback={<Loading />}>
        <InviteAgentForm />
      </Suspense>
      {resentLink ? <InviteLink email={resentLink.email} url={resentLink.url} /> : null}
      <section aria-labelledby="agents-title" className="grid gap-3">
        <h2 id="agents-title" className="text-lg font-semibold">
          Current Agents
        </h2>
        {agents.isPending ? (
          <Loading label="Loading agents..." />
        ) : items.length === 0 ? (
          <Card className="p-6 text-center text-sm text-muted-foreground">
            {agents.error
              ? MESSAGES.errorFetchingAgents.title
              : 'No agents yet. Invite your first agent above.'}
          </Card>
        ) : (
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((agent) => (
              <AgentCard
                key={agent.id}
                agent={agent}
                busy={resend.isPending || revoke.isPending}
                onEdit={() => setEditing(agent)}
                onRemove={() => setRemoving(agent)}
                onResetTwoFactor={() => setSecuring({ agent, action: 'reset-two-factor' })}
                onEndSessions={() => setSecuring({ agent, action: 'end-sessions' })}
                onResend={() =>
                  resend.mutate(agent.id, {
                    onSuccess: (result) => {
                      toastInvitationSent(result);
                      setResentLink(
                        result.inviteUrl ? { email: result.agent.email, url: result.inviteUrl } : null,
                      );
                    },
                    onError: fail,
                  })
                }
                onRevoke={() => setRevoking(agent)}
              />
            ))}
          </div>
        )}
      </section>
      {revoking ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setRevoking(null)}
          title="Revoke this invitation?"
          description={`The link sent to ${revoking.email} stops working. You can invite them again later.`}
          confirmLabel="Revoke invitation"
          pending={revoke.isPending}
          pendingLabel="Revoking..."
          destructive
          onConfirm={() =>
            revoke.mutate(revoking.id, {
              onSuccess: () => {
                toast({
                  title: 'Invitation revoked',
                  description: `The link sent to ${revoking.email} no longer works.`,
                });
                setRevoking(null);
              },
              onError: fail,
            })
          }
        />
      ) : null}
      <Suspense fallback={null}>
        {editing ? <EditAgentDialog agent={editing} onClose={() => setEditing(null)} /> : null}
        {securing ? <AgentSecurityDialog {...securing} onClose={() => setSecuring(null)} /> : null}
        {removing ? (
          <RemoveAgentDialog
            agent={removing}
            others={active
              .filter((a) => a.id !== removing.id)
              .map((a) => ({ id: a.id, name: agentDisplayName({ id: a.id, name: a.fullName }) }))}
            onClose={() => setRemoving(null)}
          />
        ) : null}
      </Suspense>
    </AdminSubpageLayout>
  );
}
