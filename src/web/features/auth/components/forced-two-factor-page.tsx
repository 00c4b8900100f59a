import { LogOut } from 'lucide-react';
import { MESSAGES } from '#shared/domain';
import { Button } from '#web/components/ui/button';
import { useSignOut } from '#web/features/layout';
import { AuthLayout } from './auth-layout';
import { TwoFactorSetup } from './two-factor-setup';

/**
 * Shown instead of any screen to a user whom the admin's settings require to have two-factor
 * sign-in and who has none yet (issue 13). Finishing the set-up refreshes the profile, and the
 * guard then lets the screen through.
 */
export function ForcedTwoFactorPage() {
  const signOut = useSignOut();
  return (
    <AuthLayout showBrand title="Set up two-factor sign-in" subtitle={MESSAGES.twoFactorRequired}>
      <TwoFactorSetup />
      <Button
        type="button"
        variant="ghost"
        className="mt-6 w-full"
        onClick={() => signOut.mutate()}
        disabled={signOut.isPending}
      >
        <LogOut aria-hidden />
        Logout
      </Button>
    </AuthLayout>
  );
}
