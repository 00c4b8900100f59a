import { type FormEvent, useId, useState } from 'react';
import { MESSAGES } from '#shared/domain';
import type { Me } from '#shared/schemas/auth';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { FieldError, Label } from '#web/components/ui/label';
import { errorMessage } from '#web/lib/api';
import { type SecondFactorKind, useVerifySecondFactor } from '../api/verify-second-factor';

type Props = {
  onSignedIn: (user: Me) => void;
  onError: (error: Error) => void;
  /** Back to the password step, e.g. when the challenge has expired. */
  onRestart: () => void;
};

const WORDING: Record<SecondFactorKind, { label: string; hint: string; switchTo: string }> = {
  totp: {
    label: 'Authentication code',
    hint: 'Enter the 6-digit code from your authenticator app.',
    switchTo: 'Use a backup code instead',
  },
  'backup-code': {
    label: 'Backup code',
    hint: 'Enter one of the backup codes you saved when you set up two-factor sign-in.',
    switchTo: 'Use your authenticator app instead',
  },
};

/** The sign-in's second step (issue 13): a code from the app, or a one-time backup code. */
export function SecondFactorForm({ onSignedIn, onError, onRestart }: Props) {
  const ids = useId();
  const [kind, setKind] = useState<SecondFactorKind>('totp');
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const verify = useVerifySecondFactor({ onSignedIn, onError });
  const words = WORDING[kind];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.replace(/\s+/g, '');
    setMissing(!typed);
    if (typed && !verify.isPending) verify.mutate({ kind, code: typed });
  };

  return (
    <form className="grid gap-4" noValidate onSubmit={onSubmit}>
      {verify.isError ? (
        <div
          role="alert"
          className="rounded-md border border-danger-border bg-danger-subtle p-3 text-sm text-danger"
        >
          <p className="font-semibold">{MESSAGES.loginFailed}</p>
          <p>{errorMessage(verify.error)}</p>
        </div>
      ) : null}
      <p className="text-sm text-muted-foreground">{words.hint}</p>
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-code`}>{words.label}</Label>
        <Input
          id={`${ids}-code`}
          name="code"
          autoFocus
          autoComplete="one-time-code"
          inputMode={kind === 'totp' ? 'numeric' : 'text'}
          maxLength={64}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-invalid={missing}
          aria-describedby={missing ? `${ids}-code-error` : undefined}
        />
        <FieldError id={`${ids}-code-error`}>{missing ? 'Code is required.' : undefined}</FieldError>
      </div>
      <Button type="submit" className="w-full" disabled={verify.isPending}>
        {verify.isPending ? 'Verifying...' : 'Verify'}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          className="min-h-6 font-medium text-link hover:underline"
          onClick={() => {
            setKind(kind === 'totp' ? 'backup-code' : 'totp');
            setCode('');
            verify.reset();
          }}
        >
          {words.switchTo}
        </button>
        <button type="button" className="min-h-6 font-medium text-link hover:underline" onClick={onRestart}>
          Start again
        </button>
      </div>
    </form>
  );
}
