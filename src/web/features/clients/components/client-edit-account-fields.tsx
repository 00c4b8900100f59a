import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import type { ClientEditValues } from '#shared/schemas/client-forms';
import { Input } from '#web/components/ui/input';
import { Label } from '#web/components/ui/label';

const FIELDS = [
  ['id', 'Account ID', 'text'],
  ['password', 'Account Password', 'password'],
  ['server', 'Server', 'text'],
] as const;

/**
 * 'MT4/MT5 account' at Account Details: all three or none (spec §5). The stored password is never
 * sent to the browser, so changing the account means typing it again.
 */
export function ClientEditAccountFields({ hasPassword }: { hasPassword: boolean }) {
  const ids = useId();
  const { register, formState } = useFormContext<ClientEditValues>();
  const invalid = Boolean(formState.errors.tradingAccount);
  return (
    <fieldset className="grid gap-3 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-medium">MT4/MT5 account</legend>
      {FIELDS.map(([key, label, type]) => (
        <div key={key} className="grid gap-1.5">
          <Label htmlFor={`${ids}-${key}`}>{label}</Label>
          <Input
            id={`${ids}-${key}`}
            type={type}
            autoComplete="off"
            placeholder={key === 'password' && hasPassword ? 'Enter to change the account' : ''}
            aria-invalid={invalid}
            {...register(`tradingAccount.${key}`)}
          />
        </div>
      ))}
    </fieldset>
  );
}
