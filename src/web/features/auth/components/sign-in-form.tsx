import { type FormEvent, lazy, Suspense, useId, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MESSAGES } from '#shared/domain';
import type { Me } from '#shared/schemas/auth';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { FieldError, Label } from '#web/components/ui/label';
import { Loading } from '#web/components/ui/loading';
import { toast } from '#web/components/ui/use-toast';
import { errorMessage } from '#web/lib/api';
import { useHydrated } from '#web/lib/use-hydrated';
import { useSignIn } from '../api/sign-in';
import { afterSignIn } from '../utils/home-for';

// Few accounts have a second factor, so its step is a chunk of its own (the first bundle's budget).
const SecondFactorForm = lazy(() =>
  import('./second-factor-form').then((m) => ({ default: m.SecondFactorForm })),
);

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
  const [askCode, setAskCode] = useState(false);
  const hydrated = useHydrated();

  const onSignedIn = (user: Me) => {
    toast(variant === 'admin' ? MESSAGES.adminWelcome : MESSAGES.signInWelcome);
    navigate(afterSignIn(user.role, (location.state as { from?: unknown } | null)?.from), { replace: true });
  };
  const onError = (error: Error) => {
    toast({ title: MESSAGES.signInFailed.title, description: errorMessage(error), variant: 'destructive' });
  };
  const signIn = useSignIn({ onSignedIn, onSecondFactor: () => setAskCode(true), onError });

  // What was typed or autofilled into the prerendered form before React took it over is in the
  // fields but not in `values`; without this the next render would empty them.
  const formRef = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    if (!formRef.current) return;
    const fields = new FormData(formRef.current);
    const typed = {
      email: String(fields.get('email') ?? ''),
      password: String(fields.get('password') ?? ''),
    };
    if (typed.email || typed.password) setValues(typed);
  }, []);

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

  if (askCode) {
    return (
      <Suspense fallback={<Loading />}>
        <SecondFactorForm
          onSignedIn={onSignedIn}
          onError={onError}
          onRestart={() => {
            signIn.reset();
            setValues((v) => ({ ...v, password: '' }));
            setAskCode(false);
          }}
        />
      </Suspense>
    );
  }

  return (
    // Prerendered (decision 0020): until React has attached onSubmit, the button is disabled, so
    // Enter cannot submit the form natively; were it ever submitted so, POST keeps the password
    // out of the URL.
    <form ref={formRef} className="grid gap-4" method="post" noValidate onSubmit={onSubmit}>
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
      <Button type="submit" className="w-full" disabled={signIn.isPending || !hydrated}>
        {signIn.isPending ? 'Signing in...' : variant === 'admin' ? 'Sign In as Admin' : 'Sign In'}
      </Button>
    </form>
  );
}
