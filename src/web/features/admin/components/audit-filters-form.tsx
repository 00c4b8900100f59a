import { type FormEvent, useId, useState } from 'react';
import { AUDIT_ACTIONS, AUDIT_ID_MAX_LENGTH } from '#shared/domain';
import type { AuditFilters } from '#shared/schemas/audit';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { Label } from '#web/components/ui/label';
import { Select } from '#web/components/ui/select';
import { useAgentOptions } from '#web/features/agents';
import { useMe } from '#web/features/auth';
import { actionLabel } from '../utils/audit-text';

const ANY = '__any__';

type Props = {
  /** The filters applied now, which the boxes start from. */
  applied: AuditFilters;
  onApply: (filters: AuditFilters) => void;
};

/** Who, what, when and on what: applied together with "Apply filters". */
export function AuditFiltersForm({ applied, onApply }: Props) {
  const ids = useId();
  const { data: me } = useMe();
  const agents = useAgentOptions();
  const [actor, setActor] = useState(applied.actor ?? ANY);
  const [action, setAction] = useState<string>(applied.action ?? ANY);
  const [from, setFrom] = useState(applied.from ?? '');
  const [to, setTo] = useState(applied.to ?? '');
  const [target, setTarget] = useState(applied.target ?? '');
  const actors = [
    { value: ANY, label: 'Anyone' },
    ...(me ? [{ value: me.id, label: `${me.fullName || me.email} (you)` }] : []),
    ...agents.options.map((a) => ({ value: a.id, label: a.name })),
  ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      actor: actor === ANY ? undefined : actor,
      action: action === ANY ? undefined : (action as AuditFilters['action']),
      from: from || undefined,
      to: to || undefined,
      target: target.trim() || undefined,
    });
  };
  return (
    <form
      onSubmit={submit}
      aria-label="Audit filters"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto] lg:items-end"
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-actor`}>Actor</Label>
        <Select id={`${ids}-actor`} value={actor} onValueChange={setActor} options={actors} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-action`}>Action</Label>
        <Select
          id={`${ids}-action`}
          value={action}
          onValueChange={setAction}
          options={[
            { value: ANY, label: 'Any action' },
            ...AUDIT_ACTIONS.map((a) => ({ value: a, label: actionLabel(a) })),
          ]}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-from`}>From</Label>
        <Input id={`${ids}-from`} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-to`}>To</Label>
        <Input id={`${ids}-to`} type="date" value={to} onChange={(e) => setTo(e.target.value)} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-target`}>Target ID</Label>
        <Input
          id={`${ids}-target`}
          value={target}
          maxLength={AUDIT_ID_MAX_LENGTH}
          placeholder="Client or agent ID"
          onChange={(e) => setTarget(e.target.value)}
        />
      </div>
      <Button type="submit">Apply filters</Button>
    </form>
  );
}
