import { type FormEvent, useRef, useState } from 'react';
import { INTAKE_TARGET_MODES, type IntakeTargetMode } from '#shared/schemas/intake';
import { Button } from '#web/components/ui/button';
import { Textarea } from '#web/components/ui/input';
import { FieldError, Label } from '#web/components/ui/label';
import { NativeSelect } from '#web/components/ui/native-select';
import { TextField } from '#web/components/ui/text-field';
import { ApiError } from '#web/lib/api';
import { apiFieldError, apiFormError } from '#web/lib/api-field-error';
import { useSingleFlight } from '#web/lib/use-single-flight';
import { useCreateIntakeForm, useIntakeAgents } from '../api/intake-forms';

const MODE_LABELS: Record<IntakeTargetMode, string> = {
  agent: 'One agent',
  'round-robin': 'Round robin across agents',
  'least-loaded': 'Least loaded (fewest open clients)',
};

/**
 * The server's refusal of the origins, naming the one it refuses (`allowedOrigins.2` is the third
 * of those sent): with several in the box, "which one?" is the first question.
 */
function originProblem(error: unknown, sent: readonly string[]): string | undefined {
  const message = apiFieldError(error, 'allowedOrigins');
  if (!message || !(error instanceof ApiError)) return message;
  const key = Object.keys(error.fields ?? {}).find((k) => k.startsWith('allowedOrigins.'));
  const origin = key ? sent[Number(key.slice('allowedOrigins.'.length))] : undefined;
  return origin === undefined ? message : `“${origin}”: ${message}`;
}

/** Name, target and allowed origins of a new intake form. */
export function NewIntakeForm() {
  const agents = useIntakeAgents();
  const create = useCreateIntakeForm();
  const flight = useSingleFlight();
  /** The origins of the last submission, to name the one the server refuses. */
  const sent = useRef<string[]>([]);
  const [name, setName] = useState('');
  const [mode, setMode] = useState<IntakeTargetMode>('agent');
  const [emails, setEmails] = useState<string[]>([]);
  const [origins, setOrigins] = useState('');

  const toggle = (email: string) =>
    setEmails((list) => {
      if (mode === 'agent') return list.includes(email) ? [] : [email];
      return list.includes(email) ? list.filter((e) => e !== email) : [...list, email];
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const allowedOrigins = origins
      .split(/[\s,]+/)
      .map((o) => o.trim())
      .filter(Boolean);
    sent.current = allowedOrigins;
    // One form per submission, however fast the second click (the refusal shows from create.error).
    flight.run(() =>
      create.mutateAsync({ name, target: { mode, agentEmails: emails }, allowedOrigins }).then(
        () => {
          setName('');
          setEmails([]);
          setOrigins('');
        },
        () => undefined,
      ),
    );
  };

  const general = apiFormError(create.error);
  const originsError = originProblem(create.error, sent.current);
  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="New intake form">
      <TextField
        id="intake-name"
        label="Form name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={apiFieldError(create.error, 'name')}
        maxLength={100}
      />
      <div className="grid gap-2">
        <Label htmlFor="intake-mode">Who receives the leads</Label>
        <NativeSelect
          id="intake-mode"
          value={mode}
          onValueChange={(value) => {
            setMode(value as IntakeTargetMode);
            if (value === 'agent') setEmails((list) => list.slice(0, 1));
          }}
          options={INTAKE_TARGET_MODES.map((m) => ({ value: m, label: MODE_LABELS[m] }))}
        />
      </div>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium text-soft-foreground">
          {mode === 'agent' ? 'Agent' : 'Agents'}
        </legend>
        {agents.isPending ? <p className="text-sm text-muted-foreground">Loading agents…</p> : null}
        {agents.data?.length === 0 ? (
          <p className="text-sm text-muted-foreground">No active agents yet: invite one first.</p>
        ) : null}
        <div className="grid gap-1 sm:grid-cols-2">
          {agents.data?.map((agent) => (
            <label key={agent.id} className="flex min-w-0 items-center gap-2 text-sm">
              <input
                type={mode === 'agent' ? 'radio' : 'checkbox'}
                name="intake-agent"
                checked={emails.includes(agent.email)}
                onChange={() => toggle(agent.email)}
              />
              <span className="truncate" dir="auto">
                {agent.fullName || agent.email}
              </span>
            </label>
          ))}
        </div>
        <FieldError>{apiFieldError(create.error, 'target')}</FieldError>
      </fieldset>
      <div className="grid gap-2">
        <Label htmlFor="intake-origins">
          Allowed origins (one per line, e.g. https://landing.example.com)
        </Label>
        <Textarea
          id="intake-origins"
          value={origins}
          onChange={(e) => setOrigins(e.target.value)}
          rows={2}
          className="min-h-0"
          aria-invalid={Boolean(originsError)}
          aria-describedby={originsError ? 'intake-origins-error' : undefined}
        />
        <FieldError id="intake-origins-error">{originsError}</FieldError>
      </div>
      <FieldError>{general}</FieldError>
      <Button type="submit" disabled={flight.pending} className="justify-self-start">
        {create.isPending ? 'Creating…' : 'Create form'}
      </Button>
    </form>
  );
}
