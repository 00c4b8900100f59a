import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { IDLE_STATUSES, RETRY_OUTCOMES, STATUS_INFO } from '#shared/domain';
import { type CallingSettings, callingSettingsSchema } from '#shared/schemas/settings';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { FieldError, Label } from '#web/components/ui/label';
import { firstErrorMessage } from '#web/lib/form-error-toast';
import { useSaveSettingsSection } from './use-save-settings-section';

type Field = { name: FieldPath<CallingSettings>; label: string; min: number; max: number };

const RETRY_LABELS = { 'no-answer': 'No answer', busy: 'Busy', voicemail: 'Voicemail' } as const;

const GROUPS: { legend: string; hint: string; fields: Field[] }[] = [
  {
    legend: 'Retry after (minutes)',
    hint: 'The call panel suggests the next call this long after each unanswered outcome.',
    fields: RETRY_OUTCOMES.map((o) => ({
      name: `retryMinutes.${o}`,
      label: RETRY_LABELS[o],
      min: 1,
      max: 43_200,
    })),
  },
  {
    legend: 'Idle after (days)',
    hint: 'A client in this status is idle when nobody has called, noted or moved it for this long.',
    fields: IDLE_STATUSES.map((s) => ({
      name: `idleDays.${s}`,
      label: STATUS_INFO[s].label,
      min: 1,
      max: 365,
    })),
  },
  {
    legend: 'Daily targets per agent',
    hint: 'Shown to agents as progress bars and in the knowledge base.',
    fields: [
      { name: 'targets.dials', label: 'Dials', min: 0, max: 10_000 },
      { name: 'targets.connected', label: 'Connected calls', min: 0, max: 10_000 },
      { name: 'targets.talkMinutes', label: 'Talk minutes', min: 0, max: 1_440 },
      { name: 'targets.meetings', label: 'Meetings', min: 0, max: 1_000 },
    ],
  },
];

/** The calling workspace's settings (issue 14): retry delays, idle days, targets and time zone. */
export function CallingSettingsForm({ settings }: { settings: CallingSettings }) {
  const ids = useId();
  const form = useForm<CallingSettings>({
    resolver: zodResolver(callingSettingsSchema),
    defaultValues: settings,
  });
  const { errors } = form.formState;
  const { submit, pending } = useSaveSettingsSection('calling', form);
  const fieldError = (name: FieldPath<CallingSettings>) => {
    const node = name.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], errors);
    return firstErrorMessage(node);
  };

  return (
    <form className="grid gap-6" noValidate onSubmit={form.handleSubmit(submit)}>
      {GROUPS.map(({ legend, hint, fields }) => (
        <fieldset key={legend} className="grid gap-3">
          <legend className="mb-1 font-semibold">{legend}</legend>
          <p className="text-sm text-muted-foreground">{hint}</p>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {fields.map(({ name, label, min, max }) => {
              const error = fieldError(name);
              return (
                <div key={name} className="grid content-start gap-1.5">
                  <Label htmlFor={`${ids}-${name}`}>{label}</Label>
                  <Input
                    id={`${ids}-${name}`}
                    type="number"
                    inputMode="numeric"
                    min={min}
                    max={max}
                    aria-invalid={Boolean(error)}
                    aria-describedby={`${ids}-${name}-error`}
                    {...form.register(name, { valueAsNumber: true })}
                  />
                  <FieldError id={`${ids}-${name}-error`}>
                    {error ? `Enter a whole number from ${min} to ${max.toLocaleString()}.` : undefined}
                  </FieldError>
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
      <div className="grid gap-1.5 sm:max-w-xs">
        <Label htmlFor={`${ids}-timeZone`}>Organisation time zone</Label>
        <Input
          id={`${ids}-timeZone`}
          list={`${ids}-zones`}
          autoComplete="off"
          aria-invalid={Boolean(errors.timeZone)}
          aria-describedby={`${ids}-timeZone-hint ${ids}-timeZone-error`}
          {...form.register('timeZone')}
        />
        <datalist id={`${ids}-zones`}>
          {Intl.supportedValuesOf('timeZone').map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
        <p id={`${ids}-timeZone-hint`} className="text-sm text-muted-foreground">
          An IANA name such as Europe/London; days and daily figures are counted in it.
        </p>
        <FieldError id={`${ids}-timeZone-error`}>
          {errors.timeZone ? 'Choose a time zone from the list, such as Europe/London.' : undefined}
        </FieldError>
      </div>
      <Button type="submit" className="justify-self-start" disabled={pending}>
        {pending ? 'Saving...' : 'Save calling settings'}
      </Button>
    </form>
  );
}
