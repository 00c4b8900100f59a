import { type FormEvent, useId, useState } from 'react';
import { CLIENT_STATUSES, type ClientStatus, fill, MESSAGES, STATUS_INFO } from '#shared/domain';
import {
  BULK_DELETE_CONFIRM_ABOVE,
  type BulkAction,
  type BulkActionType,
  type BulkRequestInput,
  deleteConfirmed,
} from '#shared/schemas/bulk';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFormActions,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog';
import { Textarea } from '#web/components/ui/input';
import { FieldError, Label } from '#web/components/ui/label';
import { NativeSelect } from '#web/components/ui/native-select';
import { TextField } from '#web/components/ui/text-field';
import { errorMessage } from '#web/lib/api';
import type { BulkTarget } from '../api/bulk-target';
import { useStartBulkJob } from '../api/start-bulk-job';

type Agent = { id: string; name: string };
type Props = {
  type: BulkActionType;
  count: number;
  target: BulkTarget;
  agents: Agent[];
  onClose: () => void;
  onStarted: (jobId: string) => void;
};

const TITLES: Record<BulkActionType, string> = {
  reassign: 'Reassign clients',
  status: 'Change status',
  note: 'Add a note',
  delete: 'Delete clients',
};

const clients = (n: number) => `${n.toLocaleString()} ${n === 1 ? 'client' : 'clients'}`;

/** The agents of a round robin: a checkbox each, in a scrolling list for large teams. */
function AgentChecklist({
  agents,
  chosen,
  onChange,
}: {
  agents: Agent[];
  chosen: string[];
  onChange: (ids: string[]) => void;
}) {
  return (
    <fieldset className="grid max-h-48 gap-1 overflow-y-auto rounded-md border border-input p-2">
      <legend className="px-1 text-sm font-medium">Agents, in turn</legend>
      {agents.map((a) => (
        <label key={a.id} className="flex items-center gap-2 text-sm wrap-anywhere">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={chosen.includes(a.id)}
            onChange={(e) =>
              onChange(e.target.checked ? [...chosen, a.id] : chosen.filter((id) => id !== a.id))
            }
          />
          <span dir="auto">{a.name}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** The fields of one bulk action and its submit: one request starts one batch job. */
export function BulkActionDialog({ type, count, target, agents, onClose, onStarted }: Props) {
  const id = useId();
  const start = useStartBulkJob();
  const [mode, setMode] = useState<'agent' | 'round-robin'>('agent');
  const [agentId, setAgentId] = useState('');
  const [roundRobin, setRoundRobin] = useState<string[]>([]);
  // Nothing is chosen for them: one slip on Start would move every selected client.
  const [status, setStatus] = useState<ClientStatus | ''>('');
  const [note, setNote] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const needsConfirm = type === 'delete' && count > BULK_DELETE_CONFIRM_ABOVE;

  const action = (): BulkAction | string => {
    switch (type) {
      case 'reassign': {
        const agentIds = mode === 'agent' ? (agentId ? [agentId] : []) : roundRobin;
        return agentIds.length === 0 ? MESSAGES.bulkAgentsRequired : { type, mode, agentIds };
      }
      case 'status':
        return status ? { type, status } : MESSAGES.bulkStatusRequired;
      case 'note':
        return note.trim() ? { type, text: note } : MESSAGES.bulkNoteRequired;
      case 'delete': {
        if (!needsConfirm) return { type };
        // The server checks the count as it is then; this catches a slip before asking.
        const typed = confirm.trim();
        if (!typed) return fill(MESSAGES.bulkDeleteConfirm, { count: String(count) });
        if (!deleteConfirmed(typed, count)) {
          return fill(MESSAGES.bulkDeleteConfirmWrong, { typed, count: String(count) });
        }
        return { type, confirm: typed };
      }
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = action();
    if (typeof chosen === 'string') return setError(chosen);
    setError(null);
    const body = { ...target, action: chosen } as BulkRequestInput;
    start.mutate(body, {
      onSuccess: (started) => onStarted(started.jobId),
      onError: (e) => setError(errorMessage(e)),
    });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{TITLES[type]}</DialogTitle>
            <DialogDescription>
              {type === 'delete'
                ? `This permanently deletes ${clients(count)} with their notes, invoices and history.`
                : `For ${clients(count)}. Clients the change does not apply to are listed as skipped.`}
            </DialogDescription>
          </DialogHeader>
          {type === 'reassign' ? (
            <>
              <div className="grid gap-2">
                <Label htmlFor={`${id}-mode`}>Assign to</Label>
                <NativeSelect
                  id={`${id}-mode`}
                  value={mode}
                  onValueChange={(v) => setMode(v as 'agent' | 'round-robin')}
                  options={[
                    { value: 'agent', label: 'One agent' },
                    { value: 'round-robin', label: 'Several agents in turn (round robin)' },
                  ]}
                />
              </div>
              {mode === 'agent' ? (
                <div className="grid gap-2">
                  <Label htmlFor={`${id}-agent`}>Agent</Label>
                  <NativeSelect
                    id={`${id}-agent`}
                    value={agentId}
                    onValueChange={setAgentId}
                    options={[
                      { value: '', label: 'Choose an agent' },
                      ...agents.map((a) => ({ value: a.id, label: a.name })),
                    ]}
                  />
                </div>
              ) : (
                <AgentChecklist agents={agents} chosen={roundRobin} onChange={setRoundRobin} />
              )}
            </>
          ) : null}
          {type === 'status' ? (
            <div className="grid gap-2">
              <Label htmlFor={`${id}-status`}>New status</Label>
              <NativeSelect
                id={`${id}-status`}
                value={status}
                onValueChange={(v) => setStatus(v as ClientStatus | '')}
                options={[
                  { value: '', label: 'Choose a status' },
                  ...CLIENT_STATUSES.map((s) => ({ value: s, label: STATUS_INFO[s].label })),
                ]}
              />
              <p className="text-xs text-muted-foreground">
                Each client changes only where the pipeline allows it from their current status.
              </p>
            </div>
          ) : null}
          {type === 'note' ? (
            <div className="grid gap-2">
              <Label htmlFor={`${id}-note`}>Note</Label>
              <Textarea id={`${id}-note`} value={note} rows={4} onChange={(e) => setNote(e.target.value)} />
            </div>
          ) : null}
          {needsConfirm ? (
            <TextField
              id={`${id}-confirm`}
              label={fill(MESSAGES.bulkDeleteConfirm, { count: String(count) })}
              inputMode="numeric"
              autoComplete="off"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
          ) : null}
          <FieldError>{error ?? undefined}</FieldError>
          <DialogFormActions
            onCancel={onClose}
            pending={start.isPending}
            label={type === 'delete' ? `Delete ${clients(count)}` : 'Start'}
            pendingLabel="Starting..."
            destructive={type === 'delete'}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
