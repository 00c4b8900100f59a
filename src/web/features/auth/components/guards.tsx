import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Loading } from '#web/components/ui/loading';
import { useMe } from '../api/get-me';
import { afterSignIn, homeFor } from '../utils/home-for';

/**
 * Sign-in screens: a signed-in user is sent to their home. The form shows while the session is
 * asked for, as in the prerendered HTML of these pages (a different first render would not hydrate).
 */
export function SignedOutOnly({ children }: { children?: ReactNode }) {
  const { data: me } = useMe();
  const location = useLocation();
  // The same place the sign-in form goes: the two navigations race, and must agree.
  if (me)
    return (
      <Navigate to={afterSignIn(me.role, (location.state as { from?: unknown } | null)?.from)} replace />
    );
  return children ?? <Outlet />;
}

/** `/`: admins to /admin, others to /agent, signed out to /login. */
export function RootRedirect() {
  const { data: me, isPending } = useMe();
  if (isPending) return <Loading />;
  return <Navigate to={me ? homeFor(me.role) : '/login'} replace />;
}
