import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Loading } from '#web/components/ui/loading';
import { useMe } from '../api/get-me';
import { useProfile } from '../api/get-profile';
import { homeFor, type Role } from '../utils/home-for';

// Its own lazy module: the sign-in screens' first load does not carry it (issue 18).
const ForcedTwoFactorPage = lazy(() =>
  import('./forced-two-factor-page').then((m) => ({ default: m.ForcedTwoFactorPage })),
);

/**
 * Signed-out users go to /login (or /admin-login for admin routes); a wrong role goes to its own
 * home (spec §4 Session). 'Loading...' while the session resolves. A user who must have
 * two-factor sign-in and has none sets it up before anything else (issue 13).
 */
export function RequireRole({ only: role, children }: { only?: Role; children?: ReactNode }) {
  const { data: me, isPending } = useMe();
  const profile = useProfile(Boolean(me));
  const location = useLocation();
  if (isPending || (me && profile.isPending)) return <Loading />;
  if (!me) {
    const to = role === 'admin' ? '/admin-login' : '/login';
    return <Navigate to={to} replace state={{ from: location.pathname + location.search }} />;
  }
  if (role && me.role !== role) return <Navigate to={homeFor(me.role)} replace />;
  if (profile.data?.twoFactorRequired && !profile.data.twoFactorEnabled) {
    return (
      <Suspense fallback={<Loading />}>
        <ForcedTwoFactorPage />
      </Suspense>
    );
  }
  return children ?? <Outlet />;
}
