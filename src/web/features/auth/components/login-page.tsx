import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { LinkButton } from '#web/components/ui/link-button';
import { AuthLayout } from './auth-layout';
import { SignInForm } from './sign-in-form';

export function LoginPage() {
  return (
    <AuthLayout title="Wise Expert Advisor" subtitle="Sign in to your account">
      <SignInForm variant="agent" />
      {/* Accounts are the admin's to hand out (invitations), so a lost password is theirs to reset. */}
      <p className="mt-3 text-center text-sm text-muted-foreground">
        Forgot your password? Ask an administrator to set a new one.
      </p>
      <div className="my-6 flex items-center gap-3 text-xs uppercase text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        Or
        <span className="h-px flex-1 bg-border" />
      </div>
      <LinkButton to="/knowledge-base" icon={BookOpen} variant="outline" className="w-full">
        Access Knowledge Base
      </LinkButton>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Administrator?{' '}
        <Link to="/admin-login" className="font-medium text-link hover:underline">
          Admin sign-in
        </Link>
      </p>
    </AuthLayout>
  );
}
