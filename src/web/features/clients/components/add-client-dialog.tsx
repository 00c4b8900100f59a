import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { fill, MESSAGES } from '#shared/domain';
import { createClientBodySchema } from '#shared/schemas/clients';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFormActions,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog';
import { DraftRestoredNote } from '#web/components/ui/draft-restored-note';
import { Input, Textarea } from '#web/components/ui/input';
import { FieldError, Label } from '#web/components/ui/label';
import { toast } from '#web/components/ui/use-toast';
import { useMe } from '#web/features/auth';
import { ApiError, errorMessage } from '#web/lib/api';
import { apiFieldError } from '#web/lib/api-field-error';
import { useFormDraft } from '#web/lib/form-draft';
import { useIdempotencyKeys } from '#web/lib/idempotency-key';
import { useSingleFlight } from '#web/lib/use-single-flight';
import { useCreateClient } from '../api/create-client';

type FormValues = z.input<typeof createClientBodySchema>;
const EMPTY: FormValues = { name: '', email: '', phone: '', country: '', note: '' };
const FIELDS = Object.keys(EMPTY) as (keyof FormValues)[];

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** 'Add New Client': name and email required; the client starts as New Client (spec §2, §5). */
export function AddClientDialog({ open, onOpenChange }: Props) {
  const ids = useId();
  const create = useCreateClient();
  const keys = useIdempotencyKeys();
  const flight = useSingleFlight();
  const form = useForm<FormValues>({ resolver: zodResolver(createClientBodySchema), defaultValues: EMPTY });
  const userId = useMe().data?.id;
  const draft = useFormDraft(form, { key: open ? 'add-client' : null, userId, defaults: EMPTY });
  const close = (next: boolean) => {
    if (!next) form.reset(EMPTY);
    onOpenChange(next);
  };
  const onInvalid = (errors: FieldErrors<FormValues>) => {
    if (errors.name || errors.email?.message === MESSAGES.missingClientFields.description) {
      toast({ ...MESSAGES.missingClientFields, variant: 'destructive' });
    }
  };
  const onValid = (values: FormValues) =>
    flight.run(() => {
      const body = createClientBodySchema.parse(values);
      return create.mutateAsync({ body, idempotencyKey: keys.keyFor(body) }).then(
        (client) => {
          keys.reset();
          toast({
            title: MESSAGES.clientAdded.title,
            description: fill(MESSAGES.clientAdded.description, { name: client.name }),
          });
          close(false);
        },
        (error: unknown) => {
          // The session ended: the app says so and returns to sign-in; the typing was kept as a
          // draft as the session's end was heard (useFormDraft).
          if (error instanceof ApiError && error.status === 401) return;
          // A field the server names (a duplicate email) is marked and focused, beside the toast.
          for (const name of FIELDS) {
            const message = apiFieldError(error, name);
            if (message) form.setError(name, { message }, { shouldFocus: true });
          }
          toast({
            title: MESSAGES.addClientFailed.title,
            description: errorMessage(error),
            variant: 'destructive',
          });
        },
      );
    });
  const { errors } = form.formState;
  const field = (
    name: keyof FormValues,
    label: string,
    props: { type?: string; autoComplete?: string } = {},
  ) => (
    <div className="grid gap-2">
      <Label htmlFor={`${ids}-${name}`}>{label}</Label>
      <Input id={`${ids}-${name}`} aria-invalid={Boolean(errors[name])} {...props} {...form.register(name)} />
      <FieldError>{errors[name]?.message}</FieldError>
    </div>
  );
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent unsaved={form.formState.isDirty} onDiscard={() => close(false)}>
        <DialogHeader>
          <DialogTitle>Add New Client</DialogTitle>
          <DialogDescription>The client starts as New Client and is assigned to you.</DialogDescription>
        </DialogHeader>
        <DraftRestoredNote shown={draft.restored} />
        <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(onValid, onInvalid)}>
          {field('name', 'Name *', { autoComplete: 'off' })}
          {field('email', 'Email *', { type: 'email', autoComplete: 'off' })}
          {field('phone', 'Phone', { type: 'tel', autoComplete: 'off' })}
          {field('country', 'Country', { autoComplete: 'off' })}
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-note`}>Note</Label>
            <Textarea
              id={`${ids}-note`}
              placeholder="First call notes, interests…"
              {...form.register('note')}
            />
            <FieldError>{errors.note?.message}</FieldError>
          </div>
          <DialogFormActions
            onCancel={() => close(false)}
            pending={flight.pending || form.formState.isSubmitting}
            label="Add Client"
            pendingLabel="Adding..."
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
