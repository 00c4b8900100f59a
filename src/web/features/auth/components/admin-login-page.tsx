import { Link } from 'react-router';
import { AuthLayout } from './auth-layout';
import { SignInForm } from './sign-in-form';

export function AdminLoginPage() {
  return (
    <AuthLayout showBrand title="Admin Access" subtitle="Sign in to the administration panel">
      <SignInForm variant="admin" />
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Not an administrator?{' '}
        <Link to="/login" className="font-medium text-link hover:underline">
          Agent sign-in
        </Link>
      </p>
    </AuthLayout>
  );
}
