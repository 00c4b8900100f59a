import { useId, useState } from 'react';
import {
  fill,
  isClientStatus,
  isTerminal,
  MESSAGES,
  PLAN_IDS,
  PLANS,
  type PlanId,
  STATUS_INFO,
  statusOptions,
} from '#shared/domain';
import type { Client } from '#shared/schemas/clients';
import { ConfirmDialog } from '#web/components/ui/alert-dialog';
import { Button } from '#web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog';
import { Input, Textarea } from '#web/components/ui/input';
import { Label } from '#web/components/ui/label';
import { Select } from '#web/components/ui/select';
import { toast } from '#web/components/ui/use-toast';
import { errorMessage } from '#web/lib/api';
import { useUpdateClient } from '../api/update-client';
import {
  buildClientUpdate,
  type ClientEditValues,
  type EditMode,
  initialEditValues,
  type UpdatePlan,
} from '../utils/build-client-update';

export type AgentOption = { id: string; name: string };
const UNASSIGNED = '__unassigned__';

type Props = {
  client: Client;
  mode: EditMode;
  /** Admin mode: agents the client can be assigned to. */
  agents?: readonly AgentOption[];
  onClose: () => void;
};

/**
 * 'Update Client Status' (agent) and 'Edit Client Details' (admin), spec §2 Client dialog. The
 * status list offers the current status and its allowed next ones; a change is confirmed first.
 */
export function ClientEditDialog({ client, mode, agents = [], onClose }: Props) {
  const ids = useId();
  const update = useUpdateClient();
  const [values, setValues] = useState<ClientEditValues>(() => initialEditValues(client));
  const [pending, setPending] = useState<Extract<UpdatePlan, { kind: 'update' }> | null>(null);
  const set = <K extends keyof ClientEditValues>(key: K, value: ClientEditValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const current = isClientStatus(client.status) ? client.status : null;
  const options = current ? statusOptions(current) : [];
  const statusLocked = !current || isTerminal(current);
  const readOnly = mode === 'agent';

  const send = (plan: Extract<UpdatePlan, { kind: 'update' }>) =>
    update.mutate(
      { id: client.id, body: plan.body },
      {
        onSuccess: (saved) => {
          toast({
            title: MESSAGES.clientUpdated.title,
            description: fill(MESSAGES.clientUpdated.description, { name: saved.name }),
          });
          onClose();
        },
        onError: (error) => {
          const title = mode === 'admin' ? MESSAGES.errorUpdatingClient.title : MESSAGES.updateFailed.title;
          toast({ title, description: errorMessage(error), variant: 'destructive' });
        },
      },
    );

  const save = () => {
    const plan = buildClientUpdate(client, values, mode);
    if (plan.kind === 'nothing') return onClose();
    if (plan.kind === 'invalid') {
      return toast({ title: plan.title, description: plan.description, variant: 'destructive' });
    }
    if (plan.newStatus) return setPending(plan);
    send(plan);
  };

  const text = (key: 'name' | 'email' | 'phone' | 'country', label: string, type = 'text') => (
    <div className="grid gap-1.5">
      <Label htmlFor={`${ids}-${key}`}>{label}</Label>
      <Input
        id={`${ids}-${key}`}
        type={type}
        value={values[key]}
        readOnly={readOnly}
        disabled={readOnly}
        onChange={(e) => set(key, e.target.value)}
      />
    </div>
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{mode === 'admin' ? 'Edit Client Details' : 'Update Client Status'}</DialogTitle>
          <DialogDescription>
            {mode === 'admin'
              ? 'Change the client record, owner or status.'
              : 'Move the client along the pipeline.'}
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-3"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <div className="grid gap-3 sm:grid-cols-2">
            {text('name', mode === 'admin' ? 'Name *' : 'Name')}
            {text('email', mode === 'admin' ? 'Email *' : 'Email', 'email')}
            {text('phone', 'Phone', 'tel')}
            {text('country', 'Country')}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${ids}-status`}>Status</Label>
            <Select
              id={`${ids}-status`}
              value={values.status}
              onValueChange={(v) => set('status', v)}
              disabled={statusLocked}
              options={
                current
                  ? options.map((s) => ({ value: s, label: STATUS_INFO[s].label }))
                  : [{ value: client.status, label: client.status }]
              }
            />
          </div>
          {mode === 'admin' ? (
            <div className="grid gap-1.5">
              <Label htmlFor={`${ids}-agent`}>Assign Agent</Label>
              <Select
                id={`${ids}-agent`}
                value={values.agentId ?? UNASSIGNED}
                onValueChange={(v) => set('agentId', v === UNASSIGNED ? null : v)}
                options={[
                  { value: UNASSIGNED, label: 'Unassigned' },
                  ...agents.map((a) => ({ value: a.id, label: a.name })),
                ]}
              />
            </div>
          ) : null}
          {values.status === 'invoice-sent' ? (
            <fieldset className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-2">
              <legend className="px-1 text-sm font-medium">New invoice</legend>
              <div className="grid gap-1.5">
                <Label htmlFor={`${ids}-plan`}>Plan</Label>
                <Select
                  id={`${ids}-plan`}
                  value={values.plan}
                  placeholder="Select a plan"
                  onValueChange={(v) => {
                    const plan = v as PlanId;
                    const price = PLANS[plan].amount;
                    setValues((prev) => ({
                      ...prev,
                      plan,
                      amount: price === null ? prev.amount : String(price),
                    }));
                  }}
                  options={PLAN_IDS.map((p) => ({ value: p, label: PLANS[p].label }))}
                />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor={`${ids}-amount`}>Amount ($)</Label>
                <Input
                  id={`${ids}-amount`}
                  type="number"
                  inputMode="decimal"
                  min="0.01"
                  step="0.01"
                  value={values.amount}
                  readOnly={values.plan !== '' && values.plan !== 'custom'}
                  onChange={(e) => set('amount', e.target.value)}
                />
              </div>
            </fieldset>
          ) : null}
          {values.status === 'account-details' ? (
            <fieldset className="grid gap-3 rounded-md border border-slate-200 p-3">
              <legend className="px-1 text-sm font-medium">MT4/MT5 account</legend>
              {(
                [
                  ['tradingId', 'Account ID', 'text'],
                  ['tradingPassword', 'Account Password', 'password'],
                  ['tradingServer', 'Server', 'text'],
                ] as const
              ).map(([key, label, type]) => (
                <div key={key} className="grid gap-1.5">
                  <Label htmlFor={`${ids}-${key}`}>{label}</Label>
                  <Input
                    id={`${ids}-${key}`}
                    type={type}
                    autoComplete="off"
                    placeholder={
                      key === 'tradingPassword' && client.tradingAccount.hasPassword
                        ? 'Enter to change the account'
                        : ''
                    }
                    value={values[key]}
                    onChange={(e) => set(key, e.target.value)}
                  />
                </div>
              ))}
            </fieldset>
          ) : null}
          <div className="grid gap-1.5">
            <Label htmlFor={`${ids}-note`}>Add Note</Label>
            <Textarea id={`${ids}-note`} value={values.note} onChange={(e) => set('note', e.target.value)} />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
      {pending?.newStatus ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setPending(null)}
          title={MESSAGES.statusConfirmTitle}
          description={fill(MESSAGES.statusConfirmDescription, {
            status: STATUS_INFO[pending.newStatus].label,
          })}
          confirmLabel="Yes, change status"
          onConfirm={() => {
            send(pending);
            setPending(null);
          }}
        />
      ) : null}
    </Dialog>
  );
}
