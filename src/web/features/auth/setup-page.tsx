import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { MESSAGES } from '#shared/domain';
import { type Me, setupBodySchema } from '#shared/schemas/auth';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { FieldError, Label } from '#web/components/ui/label';
import { Loading } from '#web/components/ui/loading';
import { toast } from '#web/components/ui/use-toast';
import { api, errorMessage } from '#web/lib/api';
import { AuthLayout } from './auth-layout';
import { ME_KEY } from './session';

const formSchema = setupBodySchema.omit({ token: true });
type FormValues = z.input<typeof formSchema>;

/** `/setup?token=…`: the one-time page that creates the first administrator. */
export function SetupPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const status = useQuery({
    queryKey: ['setup-status', token],
    queryFn: () => api<{ valid: boolean }>(`/api/setup/status?token=${encodeURIComponent(token)}`),
    enabled: token.length > 0,
  });
  if (token && status.isPending) return <Loading />;
  if (!token || !status.data?.valid) {
    return (
      <AuthLayout showBrand title="Setup link not valid" subtitle={MESSAGES.setupLinkInvalid}>
        <p className="text-sm text-slate-600">
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
  const queryClient = useQueryClient();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { email: '', fullName: '', password: '' },
  });
  const setup = useMutation({
    mutationFn: (values: FormValues) =>
      api<{ user: Me }>('/api/setup', { method: 'POST', body: { ...values, token } }),
    onSuccess: ({ user }) => {
      queryClient.setQueryData(ME_KEY, user);
      toast({ title: MESSAGES.setupDone.title, description: MESSAGES.setupDone.description });
      navigate('/admin', { replace: true });
    },
  });
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
    <form className="grid gap-4" noValidate onSubmit={form.handleSubmit((v) => setup.mutate(v))}>
      {setup.isError ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
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
