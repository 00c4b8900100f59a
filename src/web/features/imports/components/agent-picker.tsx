import { useId } from 'react';
import { Label } from '#web/components/ui/label';
import { Loading } from '#web/components/ui/loading';
import { NativeSelect } from '#web/components/ui/native-select';
import { errorMessage } from '#web/lib/api';
import { useAgentChoices } from '../api/get-agent-emails';

type Props = {
  single: boolean;
  selected: string[];
  onChange: (emails: string[]) => void;
  /** The check was asked for without the agents the assignment needs. */
  invalid?: boolean;
};

/** The agents who receive the clients: one from a dropdown, or several ticked from a list. */
export function AgentPicker({ single, selected, onChange, invalid = false }: Props) {
  const id = useId();
  const agents = useAgentChoices();
  if (agents.isPending) return <Loading label="Loading agents..." />;
  if (agents.error)
    return (
      <p role="alert" className="text-sm text-danger">
        Agents could not be loaded: {errorMessage(agents.error)}
      </p>
    );
  if (agents.choices.length === 0)
    return <p className="text-sm text-muted-foreground">There are no active agents yet. Invite one first.</p>;
  if (single)
    return (
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-agent`}>Agent</Label>
        <NativeSelect
          id={`${id}-agent`}
          value={selected[0] ?? ''}
          aria-invalid={invalid || undefined}
          onValueChange={(email) => onChange(email ? [email] : [])}
          options={[
            { value: '', label: 'Choose an agent' },
            ...agents.choices.map((a) => ({ value: a.email, label: `${a.name} (${a.email})` })),
          ]}
        />
      </div>
    );
  const toggle = (email: string, on: boolean) =>
    onChange(on ? [...selected, email] : selected.filter((e) => e !== email));
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-1 text-sm font-medium text-soft-foreground">
        Agents ({selected.length} of {agents.choices.length} chosen)
      </legend>
      <div className="grid max-h-64 gap-1 overflow-y-auto rounded-md border border-border p-2">
        {agents.choices.map((agent) => (
          <label
            key={agent.email}
            className="flex items-start gap-2 rounded px-1 py-1 text-sm hover:bg-subtle"
          >
            <input
              type="checkbox"
              className="mt-1"
              checked={selected.includes(agent.email)}
              aria-invalid={invalid || undefined}
              onChange={(e) => toggle(agent.email, e.target.checked)}
            />
            <span className="min-w-0 wrap-anywhere">
              <span dir="auto">{agent.name}</span>{' '}
              <span className="text-muted-foreground">
                · {agent.email} · {agent.clientCount.toLocaleString()} clients
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
