import { type FormEvent, useId, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { FieldError, Label } from '#web/components/ui/label';
import { errorMessage } from '#web/lib/api';

type Props = {
  submitLabel: string;
  pending: boolean;
  error: Error | null;
  onSubmit: (password: string) => void;
  onCancel?: () => void;
};

/** Two-factor changes confirm the account's password first. */
export function PasswordStep({ submitLabel, pending, error, onSubmit, onCancel }: Props) {
  const ids = useId();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!password);
    if (password && !pending) onSubmit(password);
  };
  const problem = missing ? 'Password is required.' : error ? errorMessage(error) : undefined;
  return (
    <form className="grid gap-3" noValidate onSubmit={submit}>
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-password`}>Current password</Label>
        {/* Shown when the person asks for this step, so the keyboard starts there. */}
        <Input
          id={`${ids}-password`}
          autoFocus
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={Boolean(problem)}
          aria-describedby={problem ? `${ids}-password-error` : undefined}
        />
        <FieldError id={`${ids}-password-error`}>{problem}</FieldError>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
