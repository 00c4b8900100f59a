import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { ClientEditValues } from '#shared/schemas/client-forms';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { FieldError, Label } from '#web/components/ui/label';

/** When to call the client next, in the viewer's time zone; Clear removes it (issue 14). */
export function ClientEditFollowUpField() {
  const id = useId();
  const { register, setValue, control, formState } = useFormContext<ClientEditValues>();
  const value = useWatch({ control, name: 'nextFollowUpAt' });
  const error = formState.errors.nextFollowUpAt?.message;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Next follow-up</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          type="datetime-local"
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-hint ${id}-error`}
          {...register('nextFollowUpAt')}
        />
        {value ? (
          <Button
            type="button"
            variant="outline"
            onClick={() => setValue('nextFollowUpAt', '', { shouldDirty: true })}
          >
            Clear
          </Button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        Your time zone ({Intl.DateTimeFormat().resolvedOptions().timeZone}). A final status clears it.
      </p>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
