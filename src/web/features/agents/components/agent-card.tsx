import { KeyRound, LogOut, Mail, Pencil, RotateCw, Trash2, XCircle } from 'lucide-react';
import type { Agent } from '#shared/schemas/agents';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { formatDate } from '#web/lib/format';

type Props = {
  agent: Agent;
  onEdit: () => void;
  onRemove: () => void;
  onResend: () => void;
  onRevoke: () => void;
  onResetTwoFactor: () => void;
  onEndSessions: () => void;
  busy: boolean;
};

/** One agent, or one pending invitation, in 'Current Agents' (spec §2 Agent management). */
export function AgentCard(props: Props) {
  const { agent, onEdit, onRemove, onResend, onRevoke, busy } = props;
  const active = agent.status === 'active';
  const label = agent.fullName || (active ? 'Unnamed Agent' : agent.email);
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="agent-card">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold">{label}</p>
          <p className="flex items-center gap-1 break-all text-sm text-muted-foreground">
            <Mail className="size-3.5 shrink-0" aria-hidden />
            {agent.email}
          </p>
        </div>
        {active ? null : (
          <Badge
            className={
              agent.status === 'invited'
                ? 'bg-amber-100 text-amber-800 dark:bg-amber-400/15 dark:text-amber-200'
                : 'bg-muted text-soft-foreground'
            }
          >
            {agent.status === 'invited' ? 'Invited' : 'Invitation expired'}
          </Badge>
        )}
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-muted-foreground">{active ? 'Joined' : 'Invited'}</dt>
          <dd>{formatDate(agent.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{active ? 'Clients' : 'Expires'}</dt>
          <dd>{active ? agent.clientCount : formatDate(agent.expiresAt)}</dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap justify-end gap-1">
        {active ? (
          <>
            <Button
              variant="ghost"
              size="sm"
              onClick={props.onResetTwoFactor}
              aria-label={`Reset 2FA of ${label}`}
            >
              <KeyRound aria-hidden />
              Reset 2FA
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={props.onEndSessions}
              aria-label={`End sessions of ${label}`}
            >
              <LogOut aria-hidden />
              End sessions
            </Button>
            <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${label}`}>
              <Pencil aria-hidden />
              Edit
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={onRemove}
              aria-label={`Remove ${label}`}
              className="text-danger"
            >
              <Trash2 aria-hidden />
              Remove
            </Button>
          </>
        ) : (
          <>
            <Button
              variant="ghost"
              size="sm"
              onClick={onResend}
              disabled={busy}
              aria-label={`Resend invitation to ${agent.email}`}
            >
              <RotateCw aria-hidden />
              Resend
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={onRevoke}
              disabled={busy}
              aria-label={`Revoke invitation to ${agent.email}`}
              className="text-danger"
            >
              <XCircle aria-hidden />
              Revoke
            </Button>
          </>
        )}
      </div>
    </Card>
  );
}
