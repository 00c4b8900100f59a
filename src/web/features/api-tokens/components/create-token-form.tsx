import { KeyRound } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { MESSAGES } from '#shared/domain';
import {
  API_TOKEN_NAME_MAX,
  API_TOKEN_SCOPE_HELP,
  API_TOKEN_SCOPES,
  type ApiTokenKind,
  type ApiTokenScope,
} from '#shared/domain/api-tokens';
import type { CreatedApiToken } from '#shared/schemas/api-tokens';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { FieldError, Label } from '#web/components/ui/label';
import { NativeSelect } from '#web/components/ui/native-select';
import { toast } from '#web/components/ui/use-toast';
import { ApiError, errorMessage } from '#web/lib/api';
import { useSingleFlight } from '#web/lib/use-single-flight';
import { useCreateApiToken } from '../api/create-api-token';
import { EXPIRY_CHOICES, type ExpiryChoice, expiresAtFor } from './token-expiry';

const KINDS: { value: ApiTokenKind; label: string; help: string }[] = [
  { value: 'personal', label: 'Personal', help: 'Acts as you, with your rights.' },
  { value: 'service', label: 'Service', help: 'Admin rights, limited to its scopes; for an integration.' },
];

type Errors = Partial<Record<'name' | 'scopes' | 'expiresAt', string>>;

/** The server names `scopes.0`; the form shows it beside the scopes. */
function fieldErrors(fields: Record<string, string>): Errors {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) errors[path.split('.')[0] ?? path] ??= message;
  return errors;
}

/** Name, kind, scopes and expiry of a new token; `onCreated` gets the answer with its secret. */
export function CreateTokenForm({ onCreated }: { onCreated: (created: CreatedApiToken) => void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<ApiTokenKind>('personal');
  const [scopes, setScopes] = useState<ApiTokenScope[]>(['clients:read']);
  const [expiry, setExpiry] = useState<ExpiryChoice>('90');
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateApiToken();
  const flight = useSingleFlight();

  const toggle = (scope: ApiTokenScope, on: boolean) =>
    setScopes((current) =>
      on
        ? API_TOKEN_SCOPES.filter((s) => s === scope || current.includes(s))
        : current.filter((s) => s !== scope),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { name, kind, scopes, expiresAt: expiresAtFor(expiry) };
    // The same rules as the server's schema, without loading zod on this screen.
    const found: Errors = {};
    if (!name.trim()) found.name = MESSAGES.apiTokenNameRequired;
    if (scopes.length === 0) found.scopes = MESSAGES.apiTokenScopesRequired;
    if (found.name || found.scopes) {
      setErrors(found);
      return;
    }
    setErrors({});
    void flight.run(() =>
      create.mutateAsync(body).then(
        (created) => {
          toast(MESSAGES.apiTokenCreated);
          setName('');
          onCreated(created);
        },
        (error: unknown) => {
          if (error instanceof ApiError && error.fields) setErrors(fieldErrors(error.fields));
          toast({ title: 'Token Not Created', description: errorMessage(error), variant: 'destructive' });
        },
      ),
    );
  };

  return (
    <form className="grid gap-4" noValidate onSubmit={submit} aria-label="Create API token">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-name`}>Name</Label>
        <Input
          id={`${id}-name`}
          value={name}
          maxLength={API_TOKEN_NAME_MAX}
          placeholder="Nightly export to the data warehouse"
          aria-invalid={Boolean(errors.name)}
          aria-describedby={errors.name ? `${id}-name-error` : undefined}
          onChange={(e) => setName(e.target.value)}
        />
        <FieldError id={`${id}-name-error`}>{errors.name}</FieldError>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Kind</legend>
        {KINDS.map((k) => (
          <label key={k.value} className="flex items-start gap-3 text-sm">
            <input
              type="radio"
              name={`${id}-kind`}
              value={k.value}
              checked={kind === k.value}
              onChange={() => setKind(k.value)}
              className="mt-0.5 size-4 accent-brand-600"
            />
            <span>
              <span className="font-medium">{k.label}</span>{' '}
              <span className="text-muted-foreground">{k.help}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="grid gap-2" aria-describedby={errors.scopes ? `${id}-scopes-error` : undefined}>
        <legend className="mb-1 text-sm font-medium">Scopes</legend>
        {API_TOKEN_SCOPES.map((scope) => (
          <label key={scope} className="flex items-start gap-3 text-sm">
            <input
              type="checkbox"
              checked={scopes.includes(scope)}
              onChange={(e) => toggle(scope, e.target.checked)}
              className="mt-0.5 size-4 accent-brand-600"
            />
            <span>
              <code className="font-medium">{scope}</code>{' '}
              <span className="text-muted-foreground">{API_TOKEN_SCOPE_HELP[scope]}</span>
            </span>
          </label>
        ))}
        <FieldError id={`${id}-scopes-error`}>{errors.scopes}</FieldError>
      </fieldset>
      <div className="grid gap-1.5 sm:max-w-56">
        <Label htmlFor={`${id}-expiry`}>Expires after</Label>
        <NativeSelect
          id={`${id}-expiry`}
          value={expiry}
          onValueChange={(v) => setExpiry(v as ExpiryChoice)}
          options={EXPIRY_CHOICES}
        />
        <FieldError>{errors.expiresAt}</FieldError>
      </div>
      <Button type="submit" className="justify-self-start" disabled={flight.pending}>
        <KeyRound aria-hidden />
        {flight.pending ? 'Creating...' : 'Create Token'}
      </Button>
    </form>
  );
}
