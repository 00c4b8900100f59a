import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { type SecuritySettings, securitySettingsSchema } from '#shared/schemas/settings';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { FieldError, Label } from '#web/components/ui/label';
import { useSaveSettingsSection } from './use-save-settings-section';

const SWITCHES: { name: FieldPath<SecuritySettings>; label: string }[] = [
  { name: 'requireTwoFactorForAdmins', label: 'Require two-factor sign-in for admins' },
  { name: 'requireTwoFactorForAgents', label: 'Require two-factor sign-in for agents' },
];

const NUMBERS: { name: FieldPath<SecuritySettings>; label: string; hint: string }[] = [
  { name: 'auditRetentionDays', label: 'Keep audit entries for (days)', hint: 'Older entries are deleted.' },
  {
    name: 'exportAlertRows',
    label: 'Export alert (rows in 24 hours)',
    hint: 'The overview warns when one person exports more rows than this.',
  },
  {
    name: 'revealAlertCount',
    label: 'Password reveal alert (reveals in 24 hours)',
    hint: 'The overview warns when one person reveals more trading passwords than this.',
  },
];

/** The security settings (issue 13): who must use two-factor sign-in, retention and alerts. */
export function SecuritySettingsForm({ settings }: { settings: SecuritySettings }) {
  const ids = useId();
  const form = useForm<SecuritySettings>({
    resolver: zodResolver(securitySettingsSchema),
    defaultValues: settings,
  });
  const { errors } = form.formState;
  const { submit, pending } = useSaveSettingsSection('security', form);

  return (
    <form className="grid gap-5" noValidate onSubmit={form.handleSubmit(submit)}>
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold">Two-factor sign-in</legend>
        {SWITCHES.map(({ name, label }) => (
          <label key={name} className="flex items-center gap-3 text-sm">
            <input type="checkbox" className="size-4 accent-brand-600" {...form.register(name)} />
            {label}
          </label>
        ))}
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-2 font-semibold">Audit log</legend>
        {NUMBERS.map(({ name, label, hint }) => (
          <div key={name} className="grid gap-1.5">
            <Label htmlFor={`${ids}-${name}`}>{label}</Label>
            <Input
              id={`${ids}-${name}`}
              type="number"
              inputMode="numeric"
              min={1}
              className="max-w-48"
              aria-invalid={Boolean(errors[name])}
              aria-describedby={`${ids}-${name}-hint`}
              {...form.register(name, { valueAsNumber: true })}
            />
            <p id={`${ids}-${name}-hint`} className="text-sm text-muted-foreground">
              {hint}
            </p>
            <FieldError>{errors[name] ? 'Enter a whole number of at least 1.' : undefined}</FieldError>
          </div>
        ))}
      </fieldset>
      <Button type="submit" className="justify-self-start" disabled={pending}>
        {pending ? 'Saving...' : 'Save settings'}
      </Button>
    </form>
  );
}
