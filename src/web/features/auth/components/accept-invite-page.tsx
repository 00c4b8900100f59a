import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { MESSAGES } from '#shared/domain';
import { acceptInvitationBodySchema } from '#shared/schemas/agents';
import { Button } from '#web/components/ui/button';
import { Loading } from '#web/components/ui/loading';
import { TextField } from '#web/components/ui/text-field';
import { toast } from '#web/components/ui/use-toast';
import { errorMessage } from '#web/lib/api';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitationStatus } from '../api/get-invitation-status';
import { AuthLayout } from './auth-layout';

const formSchema = acceptInvitationBodySchema.omit({ token: true });
type FormValues = z.input<typeof formSchema>;

/** `/accept-invite?token=…`: a new agent sets their name and password and is signed in. */
export function AcceptInvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const status = useInvitationStatus(token);
  if (token && status.isPending) return <Loading />;
  if (!token || !status.data?.valid) {
    return (
      <AuthLayout showBrand title="Invitation not valid" subtitle={MESSAGES.invitationInvalid}>
        <p className="mb-4 text-sm text-muted-foreground">
          Ask your administrator to send you a new invitation.
        </p>
        <Button asChild variant="outline" className="w-full">
          <Link to="/login">Go to sign in</Link>
        </Button>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      showBrand
      title="Join your team"
      subtitle="Set your name and a password to finish your account."
    >
      <AcceptForm token={token} email={status.data.email ?? ''} />
    </AuthLayout>
  );
}

function AcceptForm({ token, email }: { token: string; email: string }) {
  const ids = useId();
  const navigate = useNavigate();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { fullName: '', password: '' },
  });
  const accept = useAcceptInvitation();
  const submit = (values: FormValues) =>
    accept.mutate(
      { ...values, token },
      {
        onSuccess: () => {
          toast(MESSAGES.signInWelcome);
          navigate('/agent', { replace: true });
        },
      },
    );
  const { errors } = form.formState;
  return (
    <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(submit)}>
      {accept.isError ? (
        <p
          role="alert"
          className="rounded-md border border-danger-border bg-danger-subtle p-3 text-sm text-danger"
        >
          {errorMessage(accept.error)}
        </p>
      ) : null}
      <TextField id={`${ids}-email`} label="Email" value={email} readOnly disabled />
      <TextField
        id={`${ids}-name`}
        label="Full Name"
        autoComplete="name"
        error={errors.fullName?.message}
        {...form.register('fullName')}
      />
      <TextField
        id={`${ids}-password`}
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" disabled={accept.isPending}>
        {accept.isPending ? 'Creating account...' : 'Create account and sign in'}
      </Button>
    </form>
  );
}
