import { type ComponentProps, Suspense } from 'react';
import { Loading } from '#web/components/ui/loading';
import { lazyNow } from '#web/lib/lazy-now';

// The trend (its agent picker is Radix Select) shows below the day's table: fetched with the
// screen, not in its first load (issue 18).
const Trend = lazyNow(() => import('./activity-trend'), 'ActivityTrend');

export function ActivityTrend(props: ComponentProps<typeof Trend>) {
  return (
    <Suspense fallback={<Loading />}>
      <Trend {...props} />
    </Suspense>
  );
}
