import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { MESSAGES } from '#shared/domain';
import { FULL_NAME_MAX_LENGTH, fullNameSchema, type Me, newPasswordSchema } from '#shared/schemas/auth';
import { Button } from '#web/components/ui/button';
import { DraftRestoredNote } from '#web/components/ui/draft-restored-note';
import { TextField } from '#web/components/ui/text-field';
import { toast } from '#web/components/ui/use-toast';
import { ApiError, errorMessage } from '#web/lib/api';
import { useFormDraft } from '#web/lib/form-draft';
import { useSingleFlight } from '#web/lib/use-single-flight';
import { useUpdateProfile } from '../api/update-profile';

const formSchema = z
  .object({
    fullName: fullNameSchema,
    newPassword: z.union([z.literal(''), newPasswordSchema]),
    currentPassword: z.string(),
  })
  .refine((v) => !v.newPassword || v.currentPassword.length > 0, {
    path: ['currentPassword'],
    message: MESSAGES.currentPasswordRequired,
  });
type FormValues = z.input<typeof formSchema>;

/** Full name, and a new password only with the current one (spec §2 Profile, §5). */
export function ProfileForm({ me }: { me: Me }) {
  const ids = useId();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { fullName: me.fullName, newPassword: '', currentPassword: '' },
  });
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  // A name typed when the session ended (here or in another tab) is back after signing in again;
  // passwords are never kept.
  const draft = useFormDraft(form, {
    key: 'profile',
    userId: me.id,
    // What the form started from (or was reset to by a save), not the live name: a rename made
    // meanwhile elsewhere is not the person's typing.
    defaults: {
      fullName: form.formState.defaultValues?.fullName ?? me.fullName,
      newPassword: '',
      currentPassword: '',
    },
    exclude: ['newPassword', 'currentPassword'],
  });
  /** Saved since the draft came back: the note about it has done its work. */
  const [savedSinceRestore, setSavedSinceRestore] = useState(false);

  const save = useUpdateProfile();
  const flight = useSingleFlight();
  const submit = (values: FormValues) =>
    flight.run(() =>
      save
        .mutateAsync({
          fullName: values.fullName,
          ...(values.newPassword
            ? { newPassword: values.newPassword, currentPassword: values.currentPassword }
            : {}),
        })
        .then(
          (updated) => {
            form.reset({ fullName: updated.fullName, newPassword: '', currentPassword: '' });
            setSavedSinceRestore(true);
            toast({ title: MESSAGES.profileUpdated.title, description: MESSAGES.profileUpdated.description });
          },
          (error: unknown) => {
            const passwordFailed =
              Boolean(values.newPassword) && error instanceof ApiError && error.fields?.currentPassword;
            const title = passwordFailed
              ? MESSAGES.passwordUpdateFailed.title
              : MESSAGES.profileUpdateFailed.title;
            toast({ title, description: errorMessage(error), variant: 'destructive' });
            // The first field the server refuses takes the keyboard.
            let focused = false;
            if (error instanceof ApiError && error.fields) {
              for (const [name, message] of Object.entries(error.fields)) {
                if (!(name in form.getValues())) continue;
                form.setError(name as keyof FormValues, { message }, { shouldFocus: !focused });
                focused = true;
              }
            }
          },
        ),
    );

  const { errors } = form.formState;
  const saving = flight.pending || form.formState.isSubmitting;
  // The button is disabled while saving, which takes the keyboard's focus from it: once enabled
  // again it gets it back, unless a refused field has taken it meanwhile.
  const submitButton = useRef<HTMLButtonElement>(null);
  const wasSaving = useRef(false);
  useEffect(() => {
    if (wasSaving.current && !saving && document.activeElement === document.body)
      submitButton.current?.focus();
    wasSaving.current = saving;
  }, [saving]);
  return (
    <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(submit)}>
      <DraftRestoredNote shown={draft.restored && !savedSinceRestore} />
      <TextField
        id={`${ids}-email`}
        label="Email"
        type="email"
        value={me.email}
        autoComplete="username"
        readOnly
        disabled
      />
      <TextField
        id={`${ids}-name`}
        label="Full Name"
        autoComplete="name"
        dir="auto"
        maxLength={FULL_NAME_MAX_LENGTH}
        error={errors.fullName?.message}
        {...form.register('fullName')}
      />
      <TextField
        id={`${ids}-new`}
        label="New Password"
        type="password"
        autoComplete="new-password"
        placeholder="Blank keeps the current one"
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      {newPassword ? (
        <TextField
          id={`${ids}-current`}
          label="Current Password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
      ) : null}
      <Button ref={submitButton} type="submit" disabled={saving}>
        {saving ? 'Updating...' : 'Save Changes'}
      </Button>
    </form>
  );
}
