import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Loading } from '#web/components/ui/loading';
import { useMe } from '../api/get-me';
import { homeFor, type Role } from '../utils/home-for';

/**
 * Signed-out users go to /login (or /admin-login for admin routes); a wrong role goes to its own
 * home (spec §4 Session). 'Loading...' while the session resolves.
 */
export function RequireRole({ only: role, children }: { only?: Role; children?: ReactNode }) {
  const { data: me, isPending } = useMe();
  const location = useLocation();
  if (isPending) return <Loading />;
  if (!me) {
    const to = role === 'admin' ? '/admin-login' : '/login';
    return <Navigate to={to} replace state={{ from: location.pathname + location.search }} />;
  }
  if (role && me.role !== role) return <Navigate to={homeFor(me.role)} replace />;
  return children ?? <Outlet />;
}

/** Sign-in screens: a signed-in user is sent to their home. */
export function SignedOutOnly({ children }: { children?: ReactNode }) {
  const { data: me, isPending } = useMe();
  if (isPending) return <Loading />;
  if (me) return <Navigate to={homeFor(me.role)} replace />;
  return children ?? <Outlet />;
}

/** `/`: admins to /admin, others to /agent, signed out to /login. */
export function RootRedirect() {
  const { data: me, isPending } = useMe();
  if (isPending) return <Loading />;
  return <Navigate to={me ? homeFor(me.role) : '/login'} replace />;
}
