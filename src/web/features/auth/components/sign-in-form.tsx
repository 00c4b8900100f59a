import { type FormEvent, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MESSAGES } from '#shared/domain';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { FieldError, Label } from '#web/components/ui/label';
import { toast } from '#web/components/ui/use-toast';
import { errorMessage } from '#web/lib/api';
import { useSignIn } from '../api/sign-in';
import { homeFor } from '../utils/home-for';

// Two fields with plain checks instead of a form library keep the first bundle within its
// budget (docs/decisions/0004); the server validates them again.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
type Values = { email: string; password: string };
type Errors = Partial<Record<keyof Values, string>>;

function validate({ email, password }: Values): Errors {
  const errors: Errors = {};
  if (!email) errors.email = 'Email is required.';
  else if (!EMAIL_PATTERN.test(email)) errors.email = MESSAGES.invalidEmail;
  if (!password) errors.password = 'Password is required.';
  return errors;
}

type Props = { variant: 'agent' | 'admin' };

/** The email + password form of both sign-in screens (spec §2). */
export function SignInForm({ variant }: Props) {
  const navigate = useNavigate();
  const location = useLocation();
  const ids = useId();
  const [values, setValues] = useState<Values>({ email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});

  const signIn = useSignIn({
    onSignedIn: (user) => {
      toast(variant === 'admin' ? MESSAGES.adminWelcome : MESSAGES.signInWelcome);
      const from = (location.state as { from?: string } | null)?.from;
      const home = homeFor(user.role);
      navigate(from && (from.startsWith(home) || from === '/profile') ? from : home, { replace: true });
    },
    onError: (error) => {
      toast({ title: MESSAGES.signInFailed.title, description: errorMessage(error), variant: 'destructive' });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = { ...values, email: values.email.trim() };
    const found = validate(trimmed);
    setErrors(found);
    if (Object.keys(found).length === 0) {
      signIn.mutate({ ...trimmed, ...(variant === 'admin' ? { requireRole: 'admin' } : {}) });
    }
  };
  const bind = (name: keyof Values) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `${ids}-${name}-error` : undefined,
  });

  return (
    <form className="grid gap-4" noValidate onSubmit={onSubmit}>
      {signIn.isError ? (
        <div
          role="alert"
          className="rounded-md border border-danger-border bg-danger-subtle p-3 text-sm text-danger"
        >
          <p className="font-semibold">{MESSAGES.loginFailed}</p>
          <p>{errorMessage(signIn.error)}</p>
        </div>
      ) : null}
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-email`}>{variant === 'admin' ? 'Admin Email' : 'Email'}</Label>
        <Input
          id={`${ids}-email`}
          name="email"
          type="email"
          autoComplete="username"
          placeholder={variant === 'admin' ? 'admin@company.com' : 'you@company.com'}
          {...bind('email')}
        />
        <FieldError id={`${ids}-email-error`}>{errors.email}</FieldError>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-password`}>Password</Label>
        <Input
          id={`${ids}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          {...bind('password')}
        />
        <FieldError id={`${ids}-password-error`}>{errors.password}</FieldError>
      </div>
      <Button type="submit" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in...' : variant === 'admin' ? 'Sign In as Admin' : 'Sign In'}
      </Button>
    </form>
  );
}
