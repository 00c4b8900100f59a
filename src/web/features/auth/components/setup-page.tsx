import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { MESSAGES } from '#shared/domain';
import { setupBodySchema } from '#shared/schemas/auth';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { FieldError, Label } from '#web/components/ui/label';
import { Loading } from '#web/components/ui/loading';
import { toast } from '#web/components/ui/use-toast';
import { errorMessage } from '#web/lib/api';
import { useCreateFirstAdmin } from '../api/create-first-admin';
import { useSetupStatus } from '../api/get-setup-status';
import { AuthLayout } from './auth-layout';

const formSchema = setupBodySchema.omit({ token: true });
type FormValues = z.input<typeof formSchema>;

/** `/setup?token=…`: the one-time page that creates the first administrator. */
export function SetupPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const status = useSetupStatus(token);
  if (token && status.isPending) return <Loading />;
  if (!token || !status.data?.valid) {
    return (
      <AuthLayout showBrand title="Setup link not valid" subtitle={MESSAGES.setupLinkInvalid}>
        <p className="text-sm text-muted-foreground">
          Restart the server without an admin account to print a new link, or set ADMIN_EMAIL and
          ADMIN_PASSWORD.
        </p>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      showBrand
      title="Create the administrator"
      subtitle="This one-time page sets up the first admin account."
    >
      <SetupForm token={token} />
    </AuthLayout>
  );
}

function SetupForm({ token }: { token: string }) {
  const ids = useId();
  const navigate = useNavigate();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { email: '', fullName: '', password: '' },
  });
  const setup = useCreateFirstAdmin();
  const submit = (values: FormValues) =>
    setup.mutate(
      { ...values, token },
      {
        onSuccess: () => {
          toast({ title: MESSAGES.setupDone.title, description: MESSAGES.setupDone.description });
          navigate('/admin', { replace: true });
        },
      },
    );
  const { errors } = form.formState;
  const field = (name: keyof FormValues, label: string, type: string, autoComplete: string) => (
    <div className="grid gap-2">
      <Label htmlFor={`${ids}-${name}`}>{label}</Label>
      <Input
        id={`${ids}-${name}`}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={Boolean(errors[name])}
        {...form.register(name)}
      />
      <FieldError>{errors[name]?.message}</FieldError>
    </div>
  );
  return (
    <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(submit)}>
      {setup.isError ? (
        <p
          role="alert"
          className="rounded-md border border-danger-border bg-danger-subtle p-3 text-sm text-danger"
        >
          {errorMessage(setup.error)}
        </p>
      ) : null}
      {field('fullName', 'Full Name', 'text', 'name')}
      {field('email', 'Admin Email', 'email', 'username')}
      {field('password', 'Password', 'password', 'new-password')}
      <Button type="submit" disabled={setup.isPending}>
        {setup.isPending ? 'Creating...' : 'Create admin and sign in'}
      </Button>
    </form>
  );
}
