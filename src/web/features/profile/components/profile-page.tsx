import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { Loading } from '#web/components/ui/loading';
import { homeFor, TwoFactorSection, useMe } from '#web/features/auth';
import { ThemeSwitch } from '#web/features/theme';
import { lazyNow } from '#web/lib/lazy-now';

// Fetched as the page's own chunk runs, but not part of its first load: react-hook-form, zod and
// the shared schemas put /profile over its 180 KB (issue 18).
const ProfileForm = lazyNow(() => import('./profile-form'), 'ProfileForm');

// Below the form, fetched once the page shows (the device names need a user-agent parser).
const SessionsSection = lazy(() =>
  import('./sessions-section').then((m) => ({ default: m.SessionsSection })),
);

/** /profile: the signed-in user's own name and password (spec §2 Profile). */
export function ProfilePage() {
  const { data: me } = useMe();
  if (!me) return <Loading />;
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col gap-6 px-4 py-8">
      <Button asChild variant="ghost" className="self-start">
        <Link to={homeFor(me.role)}>
          <ArrowLeft aria-hidden />
          Back to Dashboard
        </Link>
      </Button>
      <Card>
        <CardHeader>
          <CardTitle as="h1">Profile</CardTitle>
          <CardDescription>Your name and password. Your email is fixed.</CardDescription>
        </CardHeader>
        <CardContent>
          <Suspense fallback={<Loading />}>
            <ProfileForm me={me} />
          </Suspense>
        </CardContent>
      </Card>
      <TwoFactorSection />
      <Suspense fallback={<Loading />}>
        <SessionsSection />
      </Suspense>
      {/* The headers hide the theme switch on phones, where there is no room; it is always here. */}
      <Card className="flex items-center justify-between gap-4 p-6">
        <div>
          <h2 className="font-semibold">Appearance</h2>
          <p className="text-sm text-muted-foreground">Light, dark, or the same as this device.</p>
        </div>
        <ThemeSwitch className="shrink-0" />
      </Card>
    </main>
  );
}
