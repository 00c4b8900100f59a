import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { MESSAGES } from '#shared/domain';
import { type Agent, updateAgentBodySchema } from '#shared/schemas/agents';
import { FULL_NAME_MAX_LENGTH } from '#shared/schemas/auth';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFormActions,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog';
import { Input } from '#web/components/ui/input';
import { FieldError, Label } from '#web/components/ui/label';
import { toast } from '#web/components/ui/use-toast';
import { errorMessage } from '#web/lib/api';
import { apiFieldError } from '#web/lib/api-field-error';
import { toastFormError } from '#web/lib/form-error-toast';
import { useSingleFlight } from '#web/lib/use-single-flight';
import { useUpdateAgent } from '../api/update-agent';

/** Both fields are always on the form; a blank password keeps the current one. */
const formSchema = updateAgentBodySchema.required({ password: true });
type FormValues = z.input<typeof formSchema>;

/** The refusals the spec words with their own title (spec §5). */
const TITLED_REFUSALS = [MESSAGES.fullNameRequired, MESSAGES.passwordTooShort, MESSAGES.passwordTooLong];

/** 'Edit Agent Details': full name required, optional new password (spec §5). */
export function EditAgentDialog({ agent, onClose }: { agent: Agent; onClose: () => void }) {
  const id = useId();
  const update = useUpdateAgent();
  const flight = useSingleFlight();
  const form = useForm<FormValues, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { fullName: agent.fullName ?? '', password: '' },
  });
  const save = form.handleSubmit(
    ({ fullName, password }) =>
      flight.run(() =>
        update.mutateAsync({ id: agent.id, body: { fullName, ...(password ? { password } : {}) } }).then(
          () => {
            toast(MESSAGES.agentUpdated);
            onClose();
          },
          (error: unknown) => {
            toast({
              title: MESSAGES.updateAgentFailed.title,
              description: errorMessage(error),
              variant: 'destructive',
            });
            // The field the server names keeps the reason after the toast has gone.
            for (const name of ['fullName', 'password'] as const) {
              const message = apiFieldError(error, name);
              if (message) form.setError(name, { message }, { shouldFocus: true });
            }
          },
        ),
      ),
    (errors: FieldErrors<FormValues>) =>
      toastFormError(errors, TITLED_REFUSALS, MESSAGES.updateAgentFailed.title),
  );
  const { errors } = form.formState;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent unsaved={form.formState.isDirty} onDiscard={onClose}>
        <DialogHeader>
          <DialogTitle>Edit Agent Details</DialogTitle>
          <DialogDescription>{agent.email}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={save}>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-name`}>Full Name</Label>
            <Input
              id={`${id}-name`}
              dir="auto"
              maxLength={FULL_NAME_MAX_LENGTH}
              aria-invalid={Boolean(errors.fullName)}
              aria-describedby={errors.fullName ? `${id}-name-error` : undefined}
              {...form.register('fullName')}
            />
            <FieldError id={`${id}-name-error`}>{errors.fullName?.message}</FieldError>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-password`}>New Password</Label>
            <Input
              id={`${id}-password`}
              type="password"
              autoComplete="new-password"
              placeholder="Blank keeps the current one"
              aria-invalid={Boolean(errors.password)}
              aria-describedby={errors.password ? `${id}-password-error` : undefined}
              {...form.register('password')}
            />
            <FieldError id={`${id}-password-error`}>{errors.password?.message}</FieldError>
            <p className="text-xs text-muted-foreground">
              Setting a password signs the agent out everywhere.
            </p>
          </div>
          <DialogFormActions onCancel={onClose} pending={flight.pending || form.formState.isSubmitting} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
