import { lazy, Suspense } from 'react';
import { Loading } from '#web/components/ui/loading';

const Section = lazy(() => import('./two-factor-section').then((m) => ({ default: m.TwoFactorSection })));

/**
 * The two-factor section, fetched when /profile shows it: the auth index is in every signed-in
 * screen's first load, which should not carry the set-up, QR code and backup codes (issue 18).
 */
export function TwoFactorSection() {
  return (
    <Suspense fallback={<Loading />}>
      <Section />
    </Suspense>
  );
}
