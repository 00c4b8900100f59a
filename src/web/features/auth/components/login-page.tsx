import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button';
import { AuthLayout } from './auth-layout';
import { SignInForm } from './sign-in-form';

export function LoginPage() {
  return (
    <AuthLayout title="Wise Expert Advisor" subtitle="Sign in to your account">
      <SignInForm variant="agent" />
      <div className="my-6 flex items-center gap-3 text-xs uppercase text-slate-400">
        <span className="h-px flex-1 bg-slate-200" />
        Or
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <Button asChild variant="outline" className="w-full">
        <Link to="/knowledge-base">
          <BookOpen aria-hidden />
          Access Knowledge Base
        </Link>
      </Button>
      <p className="mt-6 text-center text-sm text-slate-500">
        Administrator?{' '}
        <Link to="/admin-login" className="font-medium text-brand-600 hover:underline">
          Admin sign-in
        </Link>
      </p>
    </AuthLayout>
  );
}
