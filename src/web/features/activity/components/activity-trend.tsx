import { lazy, Suspense, useState } from 'react';
import type { DailyActivity } from '#shared/schemas/activity';
import { Loading } from '#web/components/ui/loading';
import { Select } from '#web/components/ui/select';
import { errorMessage } from '#web/lib/api';
import { daysEndingOn } from '#web/lib/org-date';
import { useDailyActivityRange } from '../api/get-daily-activity';

// Recharts is large: it loads with the chart, not with /admin (DESIGN §8).
const ActivityTrendChart = lazy(() => import('./activity-trend-chart'));

const TREND_DAYS = 14;

type Props = { lastDay: string; agents: DailyActivity['agents'] };

/** The 14 days up to `lastDay` for one agent, chosen from a list. */
export function ActivityTrend({ lastDay, agents }: Props) {
  const [chosen, setChosen] = useState<string | null>(null);
  const agentId = chosen ?? agents[0]?.agentId;
  const days = useDailyActivityRange(daysEndingOn(lastDay, TREND_DAYS));
  const failed = days.find((d) => d.isError);
  const loaded = days.flatMap((d) => (d.data ? [d.data] : []));

  if (!agentId) return null;
  return (
    <div className="grid gap-3">
      <Select
        aria-label="Agent for the trend"
        className="sm:max-w-xs"
        value={agentId}
        onValueChange={setChosen}
        options={agents.map((a) => ({ value: a.agentId, label: a.agentName }))}
      />
      {failed ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(failed.error)}
        </p>
      ) : loaded.length < TREND_DAYS ? (
        <Loading label="Loading the last 14 days..." />
      ) : (
        <Suspense fallback={<Loading label="Loading chart..." />}>
          <ActivityTrendChart days={loaded} agentId={agentId} />
        </Suspense>
      )}
    </div>
  );
}
