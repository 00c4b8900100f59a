import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import type { ClientEditValues } from '#shared/schemas/client-forms';
import type { Client } from '#shared/schemas/clients';
import { Input } from '#web/components/ui/input';
import { Label } from '#web/components/ui/label';
import type { EditMode } from './client-edit-form';

type CoreField = 'name' | 'email' | 'phone' | 'country';

/** Name, email, phone and country: editable by admins, shown read-only to agents (spec §6). */
export function ClientEditCoreFields({ client, mode }: { client: Client; mode: EditMode }) {
  const ids = useId();
  const { register, formState } = useFormContext<ClientEditValues>();
  const field = (key: CoreField, label: string, type = 'text') => (
    <div className="grid gap-1.5">
      <Label htmlFor={`${ids}-${key}`}>{label}</Label>
      {mode === 'admin' ? (
        <Input
          id={`${ids}-${key}`}
          type={type}
          aria-invalid={Boolean(formState.errors[key])}
          {...register(key)}
        />
      ) : (
        // Not registered: an agent cannot change these, so they are not part of what is sent.
        <Input id={`${ids}-${key}`} type={type} value={client[key] ?? ''} readOnly disabled />
      )}
    </div>
  );
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {field('name', mode === 'admin' ? 'Name *' : 'Name')}
      {field('email', mode === 'admin' ? 'Email *' : 'Email', 'email')}
      {field('phone', 'Phone', 'tel')}
      {field('country', 'Country')}
    </div>
  );
}
