import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { TwoFactorSetup as Setup } from '#shared/schemas/account-security';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { FieldError, Label } from '#web/components/ui/label';
import { toast } from '#web/components/ui/use-toast';
import { errorMessage } from '#web/lib/api';
import { cn } from '#web/lib/cn';
import { useFocusOnMount } from '#web/lib/use-focus-on-mount';
import { useConfirmTwoFactor } from '../api/confirm-two-factor';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { BackupCodes } from './two-factor-backup-codes';
import { PasswordStep } from './two-factor-password-step';
import { QrCode } from './two-factor-qr-code';

/** The words that open a step, which take the keyboard where the last step left it. */
function StepStart({ className, children }: { className: string; children: ReactNode }) {
  const ref = useFocusOnMount<HTMLParagraphElement>();
  return (
    <p ref={ref} tabIndex={-1} className={cn(className, 'outline-none')}>
      {children}
    </p>
  );
}

/** The base32 secret of the otpauth URI, for typing into an app by hand. */
function secretOf(uri: string): string {
  try {
    return new URL(uri).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}

/**
 * Set-up in three steps: the password, then the QR code (or the secret to type) and a code from
 * the app to confirm, then the backup codes, shown once.
 */
export function TwoFactorSetup({
  onCancel,
  onTurnedOn,
  onDone,
}: {
  onCancel?: () => void;
  /** The code was right: two-factor sign-in is on, though the backup codes are still showing. */
  onTurnedOn?: () => void;
  /** The backup codes are saved and the profile is being refreshed. */
  onDone?: () => void;
}) {
  const ids = useId();
  const enable = useEnableTwoFactor();
  const confirm = useConfirmTwoFactor();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);

  if (!setup) {
    return (
      <PasswordStep
        submitLabel="Continue"
        pending={enable.isPending}
        error={enable.error}
        onSubmit={(password) => enable.mutate({ password }, { onSuccess: setSetup })}
        onCancel={onCancel}
      />
    );
  }

  if (confirmed) {
    return (
      <div className="grid gap-4">
        <StepStart className="font-medium text-foreground">Two-factor sign-in is on.</StepStart>
        <BackupCodes codes={setup.backupCodes} />
        {/* Refreshing the profile closes this screen, so the codes stay until the user is done. */}
        <Button
          type="button"
          className="justify-self-start"
          onClick={() => {
            onDone?.();
            confirm.refresh();
          }}
        >
          I have saved my backup codes
        </Button>
      </div>
    );
  }

  const secret = secretOf(setup.totpURI);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.replace(/\s+/g, '');
    setMissing(!typed);
    if (typed && !confirm.isPending) {
      confirm.mutate(typed, {
        onSuccess: () => {
          setConfirmed(true);
          onTurnedOn?.();
          toast({ title: 'Two-factor sign-in is on' });
        },
      });
    }
  };
  const problem = missing ? 'Code is required.' : confirm.error ? errorMessage(confirm.error) : undefined;
  return (
    <form className="grid gap-4" noValidate onSubmit={submit}>
      <StepStart className="text-sm text-muted-foreground">
        Scan this QR code with your authenticator app, or type the key below into it.
      </StepStart>
      <QrCode value={setup.totpURI} />
      <div className="grid gap-1">
        <p className="text-sm font-medium text-soft-foreground">Setup key</p>
        <code data-testid="totp-secret" className="break-all rounded-md bg-muted p-2 font-mono text-sm">
          {secret}
        </code>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-code`}>Code from the app</Label>
        <Input
          id={`${ids}-code`}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={64}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-invalid={Boolean(problem)}
          aria-describedby={problem ? `${ids}-code-error` : undefined}
        />
        <FieldError id={`${ids}-code-error`}>{problem}</FieldError>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={confirm.isPending}>
          Turn on
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel} disabled={confirm.isPending}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
