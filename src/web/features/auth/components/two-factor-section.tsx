import { type ReactNode, useState } from 'react';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { Loading } from '#web/components/ui/loading';
import { toast } from '#web/components/ui/use-toast';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useProfile } from '../api/get-profile';
import { useRegenerateBackupCodes } from '../api/regenerate-backup-codes';
import { BackupCodes } from './two-factor-backup-codes';
import { PasswordStep } from './two-factor-password-step';
import { TwoFactorSetup } from './two-factor-setup';

type Mode = 'idle' | 'set-up' | 'disable' | 'regenerate';

/** /profile: turn two-factor sign-in on or off, and replace the backup codes (issue 13). */
export function TwoFactorSection() {
  const { data: profile } = useProfile();
  const [mode, setMode] = useState<Mode>('idle');
  /** Set-up confirmed its code: on, while the profile still says off until the codes are saved. */
  const [turnedOn, setTurnedOn] = useState(false);
  /** Back from a step: the section's first button takes the keyboard, not the page. */
  const [returned, setReturned] = useState(false);
  const disable = useDisableTwoFactor();
  const regenerate = useRegenerateBackupCodes();
  const idle = () => {
    setMode('idle');
    setReturned(true);
  };
  const enabled = profile?.twoFactorEnabled ?? false;
  const shownOn = enabled || (mode === 'set-up' && turnedOn);

  let body: ReactNode;
  if (!profile) body = <Loading />;
  else if (mode === 'set-up' && !enabled) {
    body = (
      <TwoFactorSetup onCancel={idle} onTurnedOn={() => setTurnedOn(true)} onDone={() => setReturned(true)} />
    );
  } else if (mode === 'disable') {
    body = (
      <PasswordStep
        submitLabel="Turn off"
        pending={disable.isPending}
        error={disable.error}
        onCancel={idle}
        onSubmit={(password) =>
          disable.mutate(
            { password },
            {
              onSuccess: () => {
                idle();
                toast({ title: 'Two-factor sign-in is off' });
              },
            },
          )
        }
      />
    );
  } else if (mode === 'regenerate') {
    body = regenerate.data ? (
      <div className="grid gap-3">
        <BackupCodes codes={regenerate.data.backupCodes} />
        <Button
          type="button"
          className="justify-self-start"
          onClick={() => {
            regenerate.reset();
            idle();
          }}
        >
          Done
        </Button>
      </div>
    ) : (
      <PasswordStep
        submitLabel="Get new backup codes"
        pending={regenerate.isPending}
        error={regenerate.error}
        onCancel={idle}
        onSubmit={(password) => regenerate.mutate({ password })}
      />
    );
  } else if (enabled) {
    body = (
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" autoFocus={returned} onClick={() => setMode('regenerate')}>
          New backup codes
        </Button>
        <Button type="button" variant="outline" onClick={() => setMode('disable')}>
          Turn off
        </Button>
      </div>
    );
  } else {
    body = (
      <Button
        type="button"
        className="justify-self-start"
        autoFocus={returned}
        onClick={() => {
          setTurnedOn(false);
          setMode('set-up');
        }}
      >
        Set up two-factor sign-in
      </Button>
    );
  }

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle as="h2">Two-factor authentication</CardTitle>
          {profile ? (
            <Badge className={shownOn ? 'bg-accent text-link' : 'bg-muted text-muted-foreground'}>
              {shownOn ? 'On' : 'Off'}
            </Badge>
          ) : null}
        </div>
        <CardDescription>
          A code from an authenticator app on your phone, asked for after your password.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">{body}</CardContent>
    </Card>
  );
}
